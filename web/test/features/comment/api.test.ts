import { afterEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { httpClient } from '@/lib/http';
import { getCommentTotal, getParentComments } from '@/features/comment/api';

const original = httpClient.defaults.adapter;
afterEach(() => {
  httpClient.defaults.adapter = original;
});

/** Answers each path with its envelope, and records the requests. */
function serve(answers: Record<string, { code: number; message?: string; result?: unknown }>) {
  const seen: { url: string; data: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ url: config.url ?? '', data: config.data ? JSON.parse(String(config.data)) : undefined });
    const body = answers[config.url ?? ''] ?? { code: 0, result: null };
    return { status: 200, statusText: '', headers: {}, config, data: { message: '', ...body } } as AxiosResponse;
  };
  httpClient.defaults.adapter = adapter;
  return seen;
}

describe('comment api: the original contract', () => {
  it('reads the total as a bare number and asks for the newest comments first', async () => {
    const seen = serve({
      '/api/comment/getCommentTotal': { code: 0, result: 7 },
      '/api/comment/frontGetParentComment': { code: 0, result: { current: 1, size: 10, total: 0, list: [] } },
    });
    await expect(getCommentTotal(1, 9)).resolves.toBe(7);
    await getParentComments(1, 9, 1, 10);
    expect(seen[1]).toEqual({ url: '/api/comment/frontGetParentComment', data: { type: 1, for_id: 9, current: 1, size: 10, order: 'new' } });
  });
});
