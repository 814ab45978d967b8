import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE, toSiteDateTime, type CommentItem, type PageResult, type ParentComment } from '@blog/contract';
import {
  EMPTY_THREAD,
  hasMoreParents,
  hasMoreReplies,
  hiddenReplyCount,
  nextParentPage,
  nextReplyPage,
  withNewParent,
  withNewReply,
  withoutComment,
  withParentPage,
  withReplyPage,
  withTotal,
} from '@/features/comment/commentThread';

const at = (minute: number) => toSiteDateTime(new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString(), DEFAULT_SITE_TIME_ZONE);

function comment(id: number, minute: number, parentId: number | null = null): CommentItem {
  return {
    id,
    type: 1,
    for_id: 9,
    parent_id: parentId,
    content: `评论 ${id}`,
    thumbs_up: 0,
    is_like: false,
    from_id: id,
    from_name: `用户${id}`,
    from_avatar: '',
    to_id: parentId,
    to_name: parentId ? `用户${parentId}` : null,
    to_avatar: parentId ? '' : null,
    ipAddress: '未知',
    createdAt: at(minute),
  };
}
const parent = (id: number, minute: number, replies: CommentItem[] = [], replyCount = replies.length): ParentComment => ({ ...comment(id, minute), reply_count: replyCount, replies });
const page = <T>(list: T[], current: number, total: number): PageResult<T> => ({ current, size: 10, total, list });

/** Server order of 25 top-level comments: newest (id 25) first. */
const serverParents = Array.from({ length: 25 }, (_, i) => parent(25 - i, 100 - i));

describe('comment thread state', () => {
  it('pages through top-level comments newest first and knows when it is done', () => {
    let state = withParentPage(EMPTY_THREAD, page(serverParents.slice(0, 10), 1, 25), true);
    expect(hasMoreParents(state)).toBe(true);
    expect(nextParentPage(state, 10)).toBe(2);
    state = withParentPage(state, page(serverParents.slice(10, 20), 2, 25));
    state = withParentPage(state, page(serverParents.slice(20), 3, 25));
    expect(state.parents.map((p) => p.id)).toEqual(serverParents.map((p) => p.id));
    expect(hasMoreParents(state)).toBe(false);
  });

  it('a new comment goes on top; the next page then overlaps by one and nothing shows twice or goes missing', () => {
    let state = withTotal(withParentPage(EMPTY_THREAD, page(serverParents.slice(0, 10), 1, 25), true), 40);
    state = withNewParent(state, comment(99, 200));
    expect(state.parents[0]!.id).toBe(99);
    expect([state.parentTotal, state.total]).toEqual([26, 41]);
    // The server's order is now [99, 25..1]: page 2 holds 16..7, and 16 is already here.
    const shifted = [parent(99, 200), ...serverParents];
    expect(nextParentPage(state, 10)).toBe(2);
    state = withParentPage(state, page(shifted.slice(10, 20), 2, 26));
    expect(state.parents.map((p) => p.id)).toEqual(shifted.slice(0, 20).map((p) => p.id));
  });

  it('after a deletion the next page is asked again from where the server now is, so nothing is skipped', () => {
    let state = withParentPage(EMPTY_THREAD, page(serverParents.slice(0, 10), 1, 25), true);
    state = withoutComment(state, 20, 0);
    const after = serverParents.filter((p) => p.id !== 20);
    const next = nextParentPage(state, 10);
    expect(next).toBe(1);
    state = withParentPage(state, page(after.slice((next - 1) * 10, next * 10), next, 24));
    expect(state.parents.map((p) => p.id)).toEqual(after.slice(0, 10).map((p) => p.id));
  });

  it('replies: first page embedded, more by page, a new reply appended without breaking the paging', () => {
    const replies = Array.from({ length: 12 }, (_, i) => comment(100 + i, 10 + i, 1));
    let state = withTotal(withParentPage(EMPTY_THREAD, page([parent(1, 0, replies.slice(0, 5), 12)], 1, 1), true), 13);
    const entry = () => state.parents[0]!;
    expect([hasMoreReplies(entry()), hiddenReplyCount(entry()), nextReplyPage(entry(), 5)]).toEqual([true, 7, 2]);

    // A reply posted now is the newest: it is shown at once, after the ones loaded.
    state = withNewReply(state, 1, comment(500, 300, 1));
    expect(entry().replies.map((r) => r.id).at(-1)).toBe(500);
    expect([entry().reply_count, state.total]).toEqual([13, 14]);
    // It is not part of what the server's pages 1–2 hold, so page 2 is still next.
    expect(nextReplyPage(entry(), 5)).toBe(2);

    state = withReplyPage(state, 1, page(replies.slice(5, 10), 2, 13));
    expect(nextReplyPage(entry(), 5)).toBe(3);
    state = withReplyPage(state, 1, page([...replies.slice(10), comment(500, 300, 1)], 3, 13));
    expect(entry().replies.map((r) => r.id)).toEqual([...replies.map((r) => r.id), 500]);
    expect(hasMoreReplies(entry())).toBe(false);
    expect(entry().localReplyIds).toEqual([]);
  });

  it('deleting a top-level comment takes its replies off the total; deleting a reply only itself', () => {
    let state = withTotal(withParentPage(EMPTY_THREAD, page([parent(1, 0, [comment(2, 1, 1), comment(3, 2, 1)], 4), parent(5, 3)], 1, 2), true), 7);
    state = withoutComment(state, 2, 1);
    expect([state.parents[0]!.replies.map((r) => r.id), state.parents[0]!.reply_count, state.total]).toEqual([[3], 3, 6]);
    state = withoutComment(state, 1, 0);
    expect([state.parents.map((p) => p.id), state.parentTotal, state.total]).toEqual([[5], 1, 2]);
    // Unknown ids change nothing.
    expect(withoutComment(state, 77, 0)).toBe(state);
    expect(withoutComment(state, 77, 5)).toBe(state);
  });
});
