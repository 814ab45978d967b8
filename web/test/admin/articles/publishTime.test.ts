import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ARTICLE_STATUS } from '@blog/contract';
import { instantOfPicked, pickerValueOf, siteWallText } from '@/admin/articles/publishTime';
import { withStatus } from '@/admin/articles/publishStatus';
import { emptyDraft } from '@/admin/articles/articleDraft';

/** 发布时间 is picked and shown as the site's wall time, whatever zone the browser is in. */
describe('发布时间 in the site zone', () => {
  it('reads the picked wall time in the site zone, across New York’s spring DST change', () => {
    const zone = 'America/New_York';
    expect(instantOfPicked(dayjs('2027-03-14 03:30:00'), zone)).toBe('2027-03-14T07:30:00.000Z');
    expect(instantOfPicked(dayjs('2027-03-13 03:30:00'), zone)).toBe('2027-03-13T08:30:00.000Z');
    expect(pickerValueOf('2027-03-14T07:30:00.000Z', zone)?.format('YYYY-MM-DD HH:mm')).toBe('2027-03-14 03:30');
    expect(siteWallText('2027-03-14T07:30:00.000Z', 'Asia/Shanghai')).toBe('2027-03-14 15:30');
    expect(pickerValueOf(undefined, zone)).toBeNull();
  });

  it('定时发布 suggests a time ahead; leaving it forgets a time still ahead', () => {
    const scheduled = { ...emptyDraft(), ...withStatus(emptyDraft(), ARTICLE_STATUS.scheduled) };
    expect(scheduled.status).toBe(ARTICLE_STATUS.scheduled);
    expect(Date.parse(scheduled.publish_time!)).toBeGreaterThan(Date.now());
    expect(withStatus(scheduled, ARTICLE_STATUS.public)).toEqual({ status: ARTICLE_STATUS.public, publish_time: undefined });
    const backDated = { ...emptyDraft(), publish_time: '2019-05-04T02:03:04.000Z' };
    expect(withStatus(backDated, ARTICLE_STATUS.public)).toEqual({ status: ARTICLE_STATUS.public });
  });
});
