import { refusal } from '../platform/errors';

/** A unique-index violation on either engine (SQLite or PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a write whose name the caller already checked: when another request took the name between
 * the check and the write, the unique index refuses it, and the caller reads `message` (the same
 * code 100 answer the check gives) instead of a 500.
 */
export async function refusedWhenTaken<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? refusal(message) : error;
  }
}

/** Whether a unique violation is on an index or column whose name holds `name` ('slug'): PostgreSQL names the constraint, SQLite the column. */
export function violatesUniqueOf(error: unknown, name: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return [constraint, message].some((text) => typeof text === 'string' && text.includes(name));
}
