import { describe, expect, it } from 'vitest';
import { getCommentTotal, getParentComments } from '@/features/comment/api';
import { serve } from '../fakeApi';

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
