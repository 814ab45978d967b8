import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_SITE_TIME_ZONE, fromSiteDateTime, toSiteDateTime, type SiteConfig } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/**
 * 发布时间 in the console is entered and shown in the site's zone (SITE_TIME_ZONE, GET /api/config
 * `time_zone`), whatever zone the blogger's computer is in; the server stores the instant (UTC).
 * The date picker works in the browser's zone, so its wall-clock fields are read as the site's.
 */

let zoneRequest: Promise<string> | null = null;

function loadSiteZone(): Promise<string> {
  zoneRequest ??= http
    .get<SiteConfig>('/api/config')
    .then((response) => resultOf(response).time_zone || DEFAULT_SITE_TIME_ZONE)
    .catch(() => {
      zoneRequest = null;
      return DEFAULT_SITE_TIME_ZONE;
    });
  return zoneRequest;
}

/** The site's zone; the default until the site settings arrive. */
export function useSiteZone(): string {
  const [zone, setZone] = useState(DEFAULT_SITE_TIME_ZONE);
  useEffect(() => {
    let live = true;
    void loadSiteZone().then((loaded) => live && setZone(loaded));
    return () => {
      live = false;
    };
  }, []);
  return zone;
}

/** A stored instant as the picker's value: the site's wall time. */
export function pickerValueOf(iso: string | undefined, zone: string): Dayjs | null {
  if (!iso) return null;
  const wall = toSiteDateTime(iso, zone);
  return wall ? dayjs(wall, 'YYYY-MM-DD HH:mm:ss') : null;
}

/** The picker's wall time, read in the site's zone, as the instant the server takes. */
export function instantOfPicked(value: Dayjs, zone: string): string {
  return fromSiteDateTime(value.format('YYYY-MM-DD HH:mm:ss'), zone).toISOString();
}

/** "2026-12-01 08:00" in the site's zone. */
export function siteWallText(iso: string, zone: string): string {
  return toSiteDateTime(iso, zone).slice(0, 16);
}

/** The next whole hour from now: a 定时发布's first suggestion. */
export function nextWholeHour(): string {
  return dayjs().add(1, 'hour').startOf('hour').toISOString();
}
