import { DEFAULT_SITE_TIME_ZONE, toSiteDateTime } from '@blog/contract';

/**
 * The zone every visitor-facing date is written in (SITE_TIME_ZONE). Module state rather than a
 * parameter because mappers deep in every module format dates; buildApp sets it once per process.
 */
let siteTimeZone = DEFAULT_SITE_TIME_ZONE;

export function useSiteTimeZone(timeZone: string): void {
  siteTimeZone = timeZone;
}

export function currentSiteTimeZone(): string {
  return siteTimeZone;
}

/** Stored ISO-8601 UTC → "YYYY-MM-DD HH:mm:ss" in the site's zone (the original client's format). */
export function siteDateTime(iso: string | null | undefined): string {
  return toSiteDateTime(iso, siteTimeZone);
}
