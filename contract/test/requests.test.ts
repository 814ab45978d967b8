import { describe, expect, it } from 'vitest';
import { adminSendNotifyBody, deleteCommentParams, ID_MAX, idParams, pageByIdBody, pageParams, readingDurationParams, searchParams, PAGE_SIZE, LIMITS } from '../src';

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

  it('cuts long search text instead of refusing it, and trims it', () => {
    expect(searchParams.parse({ text: '  异步 ' })).toEqual({ text: '异步' });
    expect(firstMessage(searchParams.safeParse({ text: '   ' }))).toBe('请输入搜索内容');
    expect(searchParams.parse({ text: '长'.repeat(LIMITS.searchTextMax + 1) })).toEqual({ text: '长'.repeat(LIMITS.searchTextMax) });
  });

  it('takes a reading duration in milliseconds and cuts an oversized one', () => {
    expect(readingDurationParams.parse({ id: '3', duration: '0' })).toEqual({ id: 3, duration: 0 });
    expect(readingDurationParams.parse({ id: '3', duration: '53211' })).toEqual({ id: 3, duration: 53_211 });
    expect(firstMessage(readingDurationParams.safeParse({ id: '3', duration: '-1' }))).toBe('阅读时长不能为负数');
    expect(firstMessage(readingDurationParams.safeParse({ id: '3', duration: 'abc' }))).toBe('阅读时长必须是数字');
    expect(readingDurationParams.parse({ id: '3', duration: String(LIMITS.readingDurationMaxMs * 10) })).toEqual({ id: 3, duration: LIMITS.readingDurationMaxMs });
  });

  it('bounds every id to what a 32-bit integer column holds', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect(idParams.parse({ id: String(ID_MAX) })).toEqual({ id: ID_MAX });
    for (const id of [String(ID_MAX + 1), '9007199254740993', '9'.repeat(400)]) {
      expect(idParams.safeParse({ id }).success).toBe(false);
    }
    expect(firstMessage(idParams.safeParse({ id: String(ID_MAX + 1) }))).toBe(`编号不能大于 ${ID_MAX}`);
    expect(firstMessage(adminSendNotifyBody.safeParse({ user_id: ID_MAX + 1, message: '你好' }))).toBe(`用户编号不能大于 ${ID_MAX}`);
    expect(firstMessage(deleteCommentParams.safeParse({ id: '1', parent_id: String(ID_MAX + 1) }))).toBe(`上级评论编号不能大于 ${ID_MAX}`);
    expect(deleteCommentParams.parse({ id: '1', parent_id: '0' })).toEqual({ id: 1, parent_id: 0 });
  });
});
