import { describe, expect, it } from 'vitest';
import { countWords, estimateReadingMinutes, formatDuration } from '@blog/markdown/readingStats';
import { articleListPath, parseId, parsePage } from '@blog/markdown/paths';
import { mergeTimeline } from '@/features/article/timelineMerge';
import { tagCloudSize } from '@/features/article/tagCloudScale';

describe('reading stats', () => {
  it('counts each Chinese character and each Latin word once', () => {
    expect(countWords('你好世界 hello world 2025')).toBe(7);
  });

  it('ignores link targets and image sources', () => {
    expect(countWords('[文档](https://example.com/a/b/c) ![图片](cover.png)')).toBe(2);
  });

  it('estimates at least one minute for any text, zero for none', () => {
    expect(estimateReadingMinutes(0)).toBe(0);
    expect(estimateReadingMinutes(10)).toBe(1);
    expect(estimateReadingMinutes(601)).toBe(3);
  });

  it('formats reading duration in Chinese units', () => {
    expect(formatDuration(45)).toBe('45 秒');
    expect(formatDuration(125)).toBe('2 分钟');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 小时 5 分钟');
    expect(formatDuration(7200)).toBe('2 小时');
  });
});

describe('paths', () => {
  it('accepts only positive integer ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999']) expect(parseId(bad)).toBeNull();
  });

  it('falls back to page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('x')).toBe(1);
  });

  it('encodes the name of a tag list link', () => {
    expect(articleListPath('tag', 3, 'C++ & 算法')).toBe('/articleList?type=tag&id=3&name=C%2B%2B+%26+%E7%AE%97%E6%B3%95');
  });
});

describe('mergeTimeline', () => {
  const brief = (id: number) => ({ id, article_title: `文章${id}`, article_cover: '', createdAt: '2024-01-01' });

  it('continues a year split across pages instead of repeating it', () => {
    const shown = [{ year: '2025', articleList: [brief(1)] }, { year: '2024', articleList: [brief(2)] }];
    const next = [{ year: '2024', articleList: [brief(3)] }, { year: '2023', articleList: [brief(4)] }];
    expect(mergeTimeline(shown, next).map((y) => [y.year, y.articleList.map((a) => a.id)])).toEqual([
      ['2025', [1]],
      ['2024', [2, 3]],
      ['2023', [4]],
    ]);
  });
});

describe('tagCloudSize', () => {
  it('scales linearly between the smallest and largest count', () => {
    expect(tagCloudSize(1, 1, 11, 12, 22)).toBe(12);
    expect(tagCloudSize(6, 1, 11, 12, 22)).toBe(17);
    expect(tagCloudSize(11, 1, 11, 12, 22)).toBe(22);
    expect(tagCloudSize(4, 4, 4, 12, 22)).toBe(17);
  });
});
