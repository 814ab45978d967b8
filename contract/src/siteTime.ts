/**
 * Dates on the visitors' API are wall-clock strings "YYYY-MM-DD HH:mm:ss" in the site's time zone
 * (ORIGINAL-CLIENT-API.md §1.4: the original client prints them as they are and parses them after
 * replacing "-" with "/"). The database keeps ISO-8601 UTC; the server formats with
 * `toSiteDateTime`, our client turns a string back into an instant with `fromSiteDateTime`
 * (relative times, "N天前"). One zone for the whole site: SITE_TIME_ZONE, default Asia/Shanghai.
 */

export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

const SITE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for an IANA zone name this runtime knows ("Asia/Shanghai", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-24T02:02:37.382Z" → "2026-11-24 10:02:37" (Asia/Shanghai); '' for null or a non-date. */
export function toSiteDateTime(value: string | Date | null | undefined, timeZone = DEFAULT_SITE_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const w = wallClockAt(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** Minutes the zone is ahead of UTC at that instant (DST-aware). */
function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * "2026-11-24 10:02:37" in the site's zone → that instant. ISO strings with a zone are accepted as
 * they are (older payloads, the console's API). Invalid text gives an invalid Date.
 */
export function fromSiteDateTime(text: string, timeZone = DEFAULT_SITE_TIME_ZONE): Date {
  const match = SITE_DATE_TIME.exec(text);
  if (!match) return new Date(text);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // Guess with the offset at the wall time read as UTC, then correct once across a DST change.
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  instant = asUtc - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}
