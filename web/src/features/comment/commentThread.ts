import type { CommentItem, PageResult, ParentComment } from '@blog/contract';

/*
 * The comment list as pure state changes, so paging, posting and deleting can be tested without a
 * browser. Pages are asked for by how much of the server's order is already here; items that
 * arrive twice (a new comment shifts the pages) are merged by id, so nothing is shown twice and
 * nothing is skipped.
 */

export interface ThreadEntry extends ParentComment {
  /** Replies posted here that no fetched page has confirmed yet: they sit at the end, outside the server's paging. */
  localReplyIds: number[];
  loadingReplies: boolean;
}

export interface ThreadState {
  parents: ThreadEntry[];
  /** Shown top-level comments on the server. */
  parentTotal: number;
  /** Every shown comment, replies included (the header's count). */
  total: number;
}

export const EMPTY_THREAD: ThreadState = { parents: [], parentTotal: 0, total: 0 };

const newestFirst = (a: CommentItem, b: CommentItem) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);
const oldestFirst = (a: CommentItem, b: CommentItem) => -newestFirst(a, b);

function mergeById<T extends { id: number }>(current: readonly T[], incoming: readonly T[], order: (a: T, b: T) => number): T[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort(order);
}

const entryOf = (parent: ParentComment): ThreadEntry => ({ ...parent, localReplyIds: [], loadingReplies: false });

/** The page to ask for next: the first one holding a comment not here yet. */
export function nextPageNumber(loadedFromServer: number, size: number): number {
  return Math.floor(loadedFromServer / size) + 1;
}

export const nextParentPage = (state: ThreadState, size: number) => nextPageNumber(state.parents.length, size);
export const hasMoreParents = (state: ThreadState) => state.parents.length < state.parentTotal;

export const nextReplyPage = (entry: ThreadEntry, size: number) => nextPageNumber(entry.replies.length - entry.localReplyIds.length, size);
export const hasMoreReplies = (entry: ThreadEntry) => entry.replies.length < entry.reply_count;
export const hiddenReplyCount = (entry: ThreadEntry) => Math.max(0, entry.reply_count - entry.replies.length);

export function withParentPage(state: ThreadState, page: PageResult<ParentComment>, replace = false): ThreadState {
  const incoming = page.list.map(entryOf);
  const parents = replace ? incoming : mergeById(state.parents, incoming, newestFirst);
  return { ...state, parents, parentTotal: page.total };
}

export const withTotal = (state: ThreadState, total: number): ThreadState => ({ ...state, total });

function updateEntry(state: ThreadState, parentId: number, change: (entry: ThreadEntry) => ThreadEntry): ThreadState {
  return { ...state, parents: state.parents.map((entry) => (entry.id === parentId ? change(entry) : entry)) };
}

export const withRepliesLoading = (state: ThreadState, parentId: number, loadingReplies: boolean): ThreadState =>
  updateEntry(state, parentId, (entry) => ({ ...entry, loadingReplies }));

export function withReplyPage(state: ThreadState, parentId: number, page: PageResult<CommentItem>): ThreadState {
  return updateEntry(state, parentId, (entry) => {
    const fetched = new Set(page.list.map((r) => r.id));
    return {
      ...entry,
      replies: mergeById(entry.replies, page.list, oldestFirst),
      reply_count: page.total,
      localReplyIds: entry.localReplyIds.filter((id) => !fetched.has(id)),
      loadingReplies: false,
    };
  });
}

export function withNewParent(state: ThreadState, comment: CommentItem): ThreadState {
  const entry = entryOf({ ...comment, reply_count: 0, replies: [] });
  return { parents: mergeById(state.parents, [entry], newestFirst), parentTotal: state.parentTotal + 1, total: state.total + 1 };
}

export function withNewReply(state: ThreadState, parentId: number, reply: CommentItem): ThreadState {
  const next = updateEntry(state, parentId, (entry) => ({
    ...entry,
    replies: mergeById(entry.replies, [reply], oldestFirst),
    reply_count: entry.reply_count + 1,
    localReplyIds: [...entry.localReplyIds, reply.id],
  }));
  return { ...next, total: state.total + 1 };
}

/** parentId 0: a top-level comment, which takes its replies with it. */
export function withoutComment(state: ThreadState, id: number, parentId: number): ThreadState {
  if (parentId === 0) {
    const gone = state.parents.find((entry) => entry.id === id);
    if (!gone) return state;
    return {
      parents: state.parents.filter((entry) => entry.id !== id),
      parentTotal: Math.max(0, state.parentTotal - 1),
      total: Math.max(0, state.total - 1 - gone.reply_count),
    };
  }
  const entry = state.parents.find((e) => e.id === parentId);
  if (!entry?.replies.some((r) => r.id === id)) return state;
  const next = updateEntry(state, parentId, (e) => ({
    ...e,
    replies: e.replies.filter((r) => r.id !== id),
    reply_count: Math.max(0, e.reply_count - 1),
    localReplyIds: e.localReplyIds.filter((local) => local !== id),
  }));
  return { ...next, total: Math.max(0, state.total - 1) };
}
