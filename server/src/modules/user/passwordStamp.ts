import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A fingerprint of an account's current password, for the login form a browser remembers
 * (SPEC.md §4 remember-me). It is derived from the stored hash, so every way a password changes —
 * the personal centre, an admin's reset, a reset from the command line, a login that re-hashes an
 * imported one — gives a new stamp, with nothing to remember to bump. Knowing it grants nothing: it
 * only tells whether the password it was issued with is still the account's, and it cannot be
 * computed from the password (the hash's salt is needed) nor the password from it.
 */
export function passwordStamp(userId: number, passwordHash: string): string {
  return createHash('sha256').update(`blog-password-stamp\u0000${userId}\u0000${passwordHash}`).digest('base64url');
}

/** Whether `given` is the stamp of this account's current password (compared in constant time). */
export function stampIsCurrent(userId: number, passwordHash: string, given: string): boolean {
  const expected = Buffer.from(passwordStamp(userId, passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
