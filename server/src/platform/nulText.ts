import type { FastifyInstance } from 'fastify';
import { NUL_TEXT_MESSAGE } from '@blog/contract';
import { badRequest } from './errors';

/**
 * PostgreSQL cannot store U+0000 in text (it answers an error, which became a 500), SQLite stores
 * it silently: the same request must not do two different things. No one types a NUL byte, so
 * it is refused — not stripped, which would save something other than what was sent — before
 * any route runs, for every path, query and body, on both engines alike. The chat socket refuses
 * it in its frame schema with the same words.
 */
export { NUL_TEXT_MESSAGE };

/**
 * Deeper than any body a route accepts (their schemas nest two levels at most): what lies below
 * is refused by the route's own validation, so it never reaches the database.
 */
const MAX_DEPTH = 32;

/** True when a string, key or nested value of `value` holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

export function refuseNulText(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before the guards and the handler.
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest(NUL_TEXT_MESSAGE);
  });
}
