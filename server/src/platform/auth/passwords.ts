import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/**
 * argon2id at the OWASP minimum (m = 19 MiB, t = 2, p = 1): about 20–40 ms per hash on one core
 * here, cheap enough for a login burst, expensive enough for an offline guesser. The parameters
 * are stored in every PHC string, so raising them later keeps old hashes verifiable.
 */
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * The original site's bcrypt hashes ($2a$, $2b$, $2y$), brought over by its importer: verified at
 * the user's next login and replaced there by an argon2id hash (see needsRehash).
 */
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$/;

/** True for a hash this site no longer writes: the login that verifies it stores a new one. */
export function needsRehash(passwordHash: string): boolean {
  return BCRYPT_HASH.test(passwordHash);
}

/** False for a wrong password and for a hash that cannot be read (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    if (BCRYPT_HASH.test(passwordHash)) return await bcrypt.compare(password, passwordHash);
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for a username that does not exist: the answer
 * time must not tell a guesser which usernames are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
