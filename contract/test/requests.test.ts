import { describe, expect, it } from 'vitest';
import { pageByIdBody, pageParams, readingDurationParams, searchParams, PAGE_SIZE, LIMITS } from '../src';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('request schemas', () => {
  it('accepts path strings and turns them into numbers', () => {
    expect(pageParams.parse({ current: '2', size: '10' })).toEqual({ current: 2, size: 10 });
  });

  it('refuses page values out of range with Chinese messages', () => {
    expect(firstMessage(pageParams.safeParse({ current: '0', size: '10' }))).toBe('页码必须大于 0');
    expect(firstMessage(pageParams.safeParse({ current: '1', size: String(PAGE_SIZE.max + 1) }))).toBe(`每页条数不能大于 ${PAGE_SIZE.max}`);
    expect(firstMessage(pageParams.safeParse({ current: 'abc', size: '10' }))).toBe('页码必须是数字');
    expect(firstMessage(pageByIdBody.safeParse({ current: 1, size: 10, id: 1.5 }))).toBe('编号必须是整数');
  });

  it('limits search text and trims it', () => {
    expect(searchParams.parse({ text: '  异步 ' })).toEqual({ text: '异步' });
    expect(firstMessage(searchParams.safeParse({ text: '   ' }))).toBe('请输入搜索内容');
    expect(firstMessage(searchParams.safeParse({ text: '长'.repeat(LIMITS.searchTextMax + 1) }))).toBe(`搜索内容不能超过 ${LIMITS.searchTextMax} 个字符`);
  });

  it('bounds a reading duration report', () => {
    expect(readingDurationParams.parse({ id: '3', duration: '0' })).toEqual({ id: 3, duration: 0 });
    expect(firstMessage(readingDurationParams.safeParse({ id: '3', duration: '-1' }))).toBe('阅读时长不能为负数');
    expect(firstMessage(readingDurationParams.safeParse({ id: '3', duration: String(LIMITS.readingDurationMax + 1) }))).toBe('阅读时长超出范围');
  });
});
