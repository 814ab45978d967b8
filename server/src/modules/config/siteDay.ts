import { currentSiteTimeZone } from '../../platform/siteTime';

/**
 * The blog's calendar: "today" and the dashboard's days are days in the site's time zone
 * (SITE_TIME_ZONE), wherever the server runs (a cloud machine is usually on UTC, the blogger and
 * readers are not).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** YYYY-MM-DD of an instant in the site's time zone. */
export function siteDay(instant: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat(currentSiteTimeZone()).formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day `offset` days after `day` (YYYY-MM-DD; negative goes back). */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysUpTo(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(lastDay, index - count + 1));
}
