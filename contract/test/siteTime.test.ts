import { describe, expect, it } from 'vitest';
import { fromSiteDateTime, isTimeZone, toSiteDateTime } from '../src/siteTime';

describe('site date-time strings', () => {
  it('writes UTC instants as Beijing wall-clock time by default', () => {
    expect(toSiteDateTime('2026-11-24T02:02:37.382Z')).toBe('2026-11-24 10:02:37');
    expect(toSiteDateTime('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00:00');
  });

  it('gives an empty string for nothing or a non-date', () => {
    expect(toSiteDateTime(null)).toBe('');
    expect(toSiteDateTime('')).toBe('');
    expect(toSiteDateTime('not a date')).toBe('');
  });

  it('reads the wall-clock string back into the same instant', () => {
    expect(fromSiteDateTime('2026-11-24 10:02:37').toISOString()).toBe('2026-11-24T02:02:37.000Z');
    expect(fromSiteDateTime('2026-11-24 10:02:37', 'UTC').toISOString()).toBe('2026-11-24T10:02:37.000Z');
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(toSiteDateTime('2026-07-01T12:00:00Z', 'Europe/Berlin')).toBe('2026-07-01 14:00:00');
    expect(toSiteDateTime('2026-01-01T12:00:00Z', 'Europe/Berlin')).toBe('2026-01-01 13:00:00');
    expect(fromSiteDateTime('2026-07-01 14:00:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T12:00:00.000Z');
  });

  it('passes ISO strings through and marks garbage invalid', () => {
    expect(fromSiteDateTime('2026-11-24T02:02:37.382Z').toISOString()).toBe('2026-11-24T02:02:37.382Z');
    expect(Number.isNaN(fromSiteDateTime('NaN天前').getTime())).toBe(true);
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
