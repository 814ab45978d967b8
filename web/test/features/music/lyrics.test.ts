import { describe, expect, it } from 'vitest';
import { lyricIndexAt, lyricTimeToMs, parseLrc } from '@/features/music/logic';

describe('lyricTimeToMs', () => {
  it('is minutes×60000 + seconds×1000 plus the fraction', () => {
    expect(lyricTimeToMs('01', '02')).toBe(62_000);
    expect(lyricTimeToMs('00', '05', '5')).toBe(5_500);
    expect(lyricTimeToMs('00', '05', '50')).toBe(5_500);
    expect(lyricTimeToMs('02', '03', '456')).toBe(123_456);
  });
});

describe('parseLrc', () => {
  it('turns timestamped lines into a list of lines and a list of millisecond times', () => {
    const parsed = parseLrc('[00:01.00]第一句\n[00:03.50]第二句\n[01:00]第三句');
    expect(parsed.lyricList).toEqual(['第一句', '第二句', '第三句']);
    expect(parsed.lyricTimeList).toEqual([1_000, 3_500, 60_000]);
  });

  it('ignores metadata tags and untimed lines, and accepts CRLF', () => {
    const parsed = parseLrc('[ti:晚风]\r\n[ar:作者]\r\n[by:]\r\n纯文本行\r\n[00:02.10]歌词');
    expect(parsed.lyricList).toEqual(['歌词']);
    expect(parsed.lyricTimeList).toEqual([2_100]);
  });

  it('repeats a line with several time tags and sorts everything by time', () => {
    const parsed = parseLrc('[00:10.00][00:30.00]副歌\n[00:20.00]主歌\n[00:05.00]前奏');
    expect(parsed.lyricList).toEqual(['前奏', '副歌', '主歌', '副歌']);
    expect(parsed.lyricTimeList).toEqual([5_000, 10_000, 20_000, 30_000]);
  });

  it('keeps empty timed lines (pauses) and trims text', () => {
    const parsed = parseLrc('[00:01.00]  你好  \n[00:02.00]');
    expect(parsed.lyricList).toEqual(['你好', '']);
    expect(parsed.lyricTimeList).toEqual([1_000, 2_000]);
  });

  it('gives empty lists for missing or untimed lyrics', () => {
    expect(parseLrc('')).toEqual({ lyricList: [], lyricTimeList: [] });
    expect(parseLrc(undefined)).toEqual({ lyricList: [], lyricTimeList: [] });
    expect(parseLrc('纯音乐，请欣赏')).toEqual({ lyricList: [], lyricTimeList: [] });
  });
});

describe('lyricIndexAt', () => {
  const times = [1_000, 3_500, 60_000];

  it('is -1 before the first line', () => {
    expect(lyricIndexAt(times, 0)).toBe(-1);
    expect(lyricIndexAt(times, 999)).toBe(-1);
    expect(lyricIndexAt([], 5_000)).toBe(-1);
  });

  it('is the last line that has started', () => {
    expect(lyricIndexAt(times, 1_000)).toBe(0);
    expect(lyricIndexAt(times, 3_499)).toBe(0);
    expect(lyricIndexAt(times, 3_500)).toBe(1);
    expect(lyricIndexAt(times, 59_999)).toBe(1);
    expect(lyricIndexAt(times, 600_000)).toBe(2);
  });
});
