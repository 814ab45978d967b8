/**
 * One form for a value read from either engine, so a row copied from SQLite compares equal to
 * itself on PostgreSQL: flags may come back as booleans, bigint columns as bigint or numeric
 * strings, blobs as Buffers. Timestamps and JSON are text on both and compare as text.
 */
export type Comparable = string | number | null;

export function normalise(value: unknown): Comparable {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Equal after normalising; a number also equals its own decimal text (SQLite's loose typing). */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return true;
  if (typeof x === 'number' && typeof y === 'string') return y.trim() !== '' && Number(y) === x;
  if (typeof x === 'string' && typeof y === 'number') return x.trim() !== '' && Number(x) === y;
  return false;
}

/** A short, printable form of a value for a mismatch report. */
export function preview(value: unknown): string {
  const text = String(normalise(value));
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
