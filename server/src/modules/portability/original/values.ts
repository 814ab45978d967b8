/**
 * Reading the original's column values defensively: every column of its schema may be NULL, and a
 * hand-edited database may hold anything. Each helper answers a usable value or null, never throws.
 */

/** The original stores Beijing wall-clock times ('YYYY-MM-DD HH:mm:ss', Sequelize timezone +08:00). */
const BEIJING_OFFSET = '+08:00';
const MYSQL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/;

/** ISO-8601 UTC for a stored datetime; null for NULL, zero dates and anything unreadable. */
export function originalDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  const match = MYSQL_DATETIME.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const time = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${BEIJING_OFFSET}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An integer column; null for NULL or a non-integer. */
export function int(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** A count (views, likes): never negative, 0 when unreadable. */
export function count(value: unknown): number {
  const number = int(value);
  return number !== null && number > 0 ? Math.min(number, 2_147_483_647) : 0;
}

/**
 * A text column; null for NULL. Numbers (a varchar user id) become their text. U+0000, which MySQL
 * stores but PostgreSQL refuses (and no one typed), is dropped, so both engines import the same.
 */
export function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value)) return value.toString('utf8').replaceAll('\u0000', '');
  return null;
}

/** Characters as a reader (and PostgreSQL's varchar) counts them: an emoji is one. */
export function length(value: string): number {
  return Array.from(value).length;
}

/** Timestamps of a row: created falls back to updated and the other way round, then to `fallback`. */
export function timestamps(row: Record<string, unknown>, fallback: string): { created_at: string; updated_at: string } {
  const created = originalDate(row.createdAt);
  const updated = originalDate(row.updatedAt);
  return { created_at: created ?? updated ?? fallback, updated_at: updated ?? created ?? fallback };
}
