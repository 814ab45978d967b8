import { DEFAULT_SITE_TIME_ZONE, fromSiteDateTime, toSiteDateTime } from '@blog/contract';

/**
 * The visitors' API writes dates as "YYYY-MM-DD HH:mm:ss" in the site's zone (GET /api/config
 * `time_zone`, Asia/Shanghai unless the blogger set SITE_TIME_ZONE). Absolute dates are shown as
 * sent; relative ones ("3天前") need the instant, which this module recovers.
 */
let siteTimeZone = DEFAULT_SITE_TIME_ZONE;

/** Called when the site config arrives (boot data or /api/config). */
export function setSiteTimeZone(timeZone: string | undefined): void {
  if (timeZone) siteTimeZone = timeZone;
}

/** "2026-11-24 10:02:37" → that instant; ISO strings pass through; invalid text → invalid Date. */
export function siteInstant(text: string): Date {
  return fromSiteDateTime(text, siteTimeZone);
}

/** Now, written the way the server writes dates (previews of something not yet sent). */
export function siteDateTimeNow(): string {
  return toSiteDateTime(new Date(), siteTimeZone);
}
