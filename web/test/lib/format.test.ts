import { describe, expect, it } from 'vitest';
import { exactTime, formatCount, greeting, relativeTime } from '@/lib/format';

const at = (hour: number, minute = 0) => new Date(2024, 5, 1, hour, minute);

describe('greeting', () => {
  it('welcomes generically without a user name', () => {
    expect(greeting(undefined, at(10))).toBe(greeting('', at(23)));
    expect(greeting(null, at(10))).toContain('欢迎');
  });

  it('changes exactly at each band boundary', () => {
    const bands: Array<[number, string]> = [
      [0, '夜深了'],
      [4, '夜深了'],
      [5, '早上好'],
      [8, '早上好'],
      [9, '上午好'],
      [11, '上午好'],
      [12, '中午好'],
      [13, '中午好'],
      [14, '下午好'],
      [17, '下午好'],
      [18, '傍晚好'],
      [19, '傍晚好'],
      [20, '晚上好'],
      [21, '晚上好'],
      [22, '夜色已深'],
      [23, '夜色已深'],
    ];
    for (const [hour, text] of bands) {
      const line = greeting('小明', at(hour, hour % 2 ? 59 : 0));
      expect(line, `hour ${hour}`).toContain(text);
      expect(line.startsWith('小明')).toBe(true);
    }
  });
});

describe('relativeTime', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('counts seconds, minutes, hours, then days', () => {
    expect(relativeTime(ago(0), now)).toBe('0秒前');
    expect(relativeTime(ago(59_999), now)).toBe('59秒前');
    expect(relativeTime(ago(60_000), now)).toBe('1分钟前');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59分钟前');
    expect(relativeTime(ago(3_600_000), now)).toBe('1小时前');
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe('23小时前');
    expect(relativeTime(ago(86_400_000), now)).toBe('1天前');
    expect(relativeTime(ago(40 * 86_400_000), now)).toBe('40天前');
  });

  it('accepts ISO strings and treats the future as just now', () => {
    expect(relativeTime('2024-06-01T11:58:00Z', now)).toBe('2分钟前');
    expect(relativeTime('2024-06-02T00:00:00Z', now)).toBe('0秒前');
  });
});

describe('formatCount', () => {
  it('keeps small numbers, then k from 1,000 and w from 10,000 with one decimal', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1.0k');
    expect(formatCount(1_234)).toBe('1.2k');
    expect(formatCount(9_999)).toBe('9.9k');
    expect(formatCount(10_000)).toBe('1.0w');
    expect(formatCount(12_345)).toBe('1.2w');
    expect(formatCount(1_234_567)).toBe('123.4w');
  });
});

describe('exactTime', () => {
  it('writes the local date and time, and nothing for what is not a date', () => {
    expect(exactTime(new Date(2024, 5, 1, 9, 5, 7))).toBe('2024/6/1 09:05:07');
    expect(exactTime('not a date')).toBe('');
  });
});
