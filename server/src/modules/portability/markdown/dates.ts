/**
 * Dates as Hexo, Hugo, Jekyll and Halo write them. A time without an offset is read as China time
 * (+08:00): the blogs this imports were written there, and the site counts its days in Asia/Shanghai.
 */
const NAIVE_OFFSET = '+08:00';

const PATTERN =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const pad = (value: string | undefined, width = 2) => (value ?? '0').padStart(width, '0');

/** The instant as a UTC ISO string (how the site stores it), or null when it is not a real date. */
export function parseDate(value: unknown): string | null {
  // TOML dates (smol-toml's TomlDate) print as written: with their offset, or local (then China time).
  if (value instanceof Date) {
    let text: string;
    try {
      text = value.toISOString();
    } catch {
      return null;
    }
    return parseDate(text);
  }
  if (typeof value !== 'string') return null;
  const match = PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const offset = !zone ? NAIVE_OFFSET : zone.toUpperCase() === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const ms = (fraction ?? '0').slice(0, 3).padEnd(3, '0');
  const text = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}.${ms}${offset}`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2024-02-30 over into March; a date that does not exist is the writer's slip.
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(Number(y), month, 0)).getUTCDate()) return null;
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) return null;
  return date.toISOString();
}

/** Jekyll's `_posts/2024-05-01-hello-world.md`: the date and the rest of the name. */
export function jekyllName(baseName: string): { date: string; rest: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})-(.+)$/.exec(baseName);
  if (!match) return null;
  const date = parseDate(match[1]);
  return date ? { date, rest: match[2]! } : null;
}
