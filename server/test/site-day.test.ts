import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE } from '@blog/contract';
import { siteDay } from '../src/modules/config/siteDay';
import { useSiteTimeZone } from '../src/platform/siteTime';

describe('网站的日历日（SITE_TIME_ZONE）', () => {
  afterEach(() => useSiteTimeZone(DEFAULT_SITE_TIME_ZONE));

  const lateEveningUtc = new Date('2026-03-07T20:30:00.000Z');

  it('默认时区里，UTC 晚上 8 点半已是第二天', () => {
    expect(siteDay(lateEveningUtc)).toBe('2026-03-08');
  });

  it('换成西半球的时区，同一时刻仍是当天', () => {
    useSiteTimeZone('America/New_York');
    expect(siteDay(lateEveningUtc)).toBe('2026-03-07');
  });

  it('夏令时开始的那天按当地日历算', () => {
    useSiteTimeZone('America/New_York');
    // 2026-03-08 02:00 local jumps to 03:00; 04:30 UTC is 23:30 on the 7th (EST, UTC-5).
    expect(siteDay(new Date('2026-03-08T04:30:00.000Z'))).toBe('2026-03-07');
    // 07:30 UTC is 03:30 EDT (UTC-4) on the 8th.
    expect(siteDay(new Date('2026-03-08T07:30:00.000Z'))).toBe('2026-03-08');
  });
});
