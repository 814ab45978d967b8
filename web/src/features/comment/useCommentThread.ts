import { useCallback, useEffect, useRef, useState } from 'react';
import { COMMENT_PAGE_SIZE, type CommentType } from '@blog/contract';
import { addComment, deleteComment, getCommentTotal, getParentComments, getReplies, replyComment, type GuestWrite } from './api';
import {
  EMPTY_THREAD,
  nextParentPage,
  nextReplyPage,
  withNewParent,
  withNewReply,
  withoutComment,
  withParentPage,
  withRepliesLoading,
  withReplyPage,
  withTotal,
  type ThreadState,
} from './commentThread';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/**
 * One item's comments: first page and total on mount (and again when `viewerKey` changes, since
 * liked-by-me depends on who is looking), then paging and writes. Writes resolve to true on
 * success; on failure they reject so the editor keeps its text.
 */
export function useCommentThread(type: CommentType, forId: number, viewerKey: string) {
  const [thread, setThread] = useState<ThreadState>(EMPTY_THREAD);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const threadRef = useRef(thread);
  useEffect(() => {
    threadRef.current = thread;
  }, [thread]);
  // Answers meant for another item or viewer are dropped.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setStatus('loading');
    Promise.all([getParentComments(type, forId, 1, COMMENT_PAGE_SIZE.parents), getCommentTotal(type, forId)]).then(
      ([page, total]) => {
        if (generation.current !== mine) return;
        setThread(withTotal(withParentPage(EMPTY_THREAD, page, true), total));
        setStatus('ready');
      },
      () => {
        if (generation.current === mine) setStatus('failed');
      },
    );
  }, [type, forId, viewerKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const page = await getParentComments(type, forId, nextParentPage(threadRef.current, COMMENT_PAGE_SIZE.parents), COMMENT_PAGE_SIZE.parents);
      if (generation.current === mine) setThread((t) => withParentPage(t, page));
    } catch {
      // The http client has told the reader; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  }, [type, forId]);

  const loadReplies = useCallback(async (parentId: number) => {
    const entry = threadRef.current.parents.find((e) => e.id === parentId);
    if (!entry || entry.loadingReplies) return;
    const mine = generation.current;
    setThread((t) => withRepliesLoading(t, parentId, true));
    try {
      const page = await getReplies(parentId, nextReplyPage(entry, COMMENT_PAGE_SIZE.replies), COMMENT_PAGE_SIZE.replies);
      if (generation.current === mine) setThread((t) => withReplyPage(t, parentId, page));
    } catch {
      if (generation.current === mine) setThread((t) => withRepliesLoading(t, parentId, false));
    }
  }, []);

  const add = useCallback(
    async (content: string, guest?: GuestWrite) => {
      const comment = await addComment(type, forId, content, guest);
      setThread((t) => withNewParent(t, comment));
      return comment;
    },
    [type, forId],
  );

  const reply = useCallback(async (parentId: number, replyId: number, content: string, guest?: GuestWrite) => {
    const comment = await replyComment(parentId, replyId, content, guest);
    setThread((t) => withNewReply(t, parentId, comment));
    return comment;
  }, []);

  const remove = useCallback(async (id: number, parentId: number) => {
    await deleteComment(id, parentId);
    setThread((t) => withoutComment(t, id, parentId));
  }, []);

  return { thread, status, loadingMore, retry, loadMore, loadReplies, add, reply, remove };
}
