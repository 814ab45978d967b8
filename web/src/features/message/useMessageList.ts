import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { API_CODE, PAGE_SIZE, type MessageHotTag, type MessageItem } from '@blog/contract';
import { getHotTagList, getMessageList } from './api';
import { appendPage, hasMore } from './logic/messagePages';

export interface MessageListState {
  /** '' for every tag. */
  tag: string;
  items: MessageItem[];
  total: number;
  page: number;
  more: boolean;
  status: 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
}

const PAGE = PAGE_SIZE.default;

const initial: MessageListState = { tag: '', items: [], total: 0, page: 0, more: false, status: 'loading', loadingMore: false };

/**
 * The guestbook list: first page per tag, 加载更多 appends the next. Answers of a superseded request
 * (the visitor switched tags meanwhile) are dropped.
 */
export function useMessageList() {
  const [state, setState] = useState<MessageListState>(initial);
  const [hotTags, setHotTags] = useState<MessageHotTag[]>([]);
  const request = useRef(0);
  /** The state as last rendered, for callbacks that must not start twice (a double click on 加载更多). */
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });

  const load = useCallback(async (tag: string) => {
    const ticket = ++request.current;
    setState((prev) => ({ ...prev, tag, status: 'loading', loadingMore: false }));
    try {
      const res = await getMessageList(1, tag, PAGE);
      if (ticket !== request.current) return;
      if (res.code !== API_CODE.success) throw new Error(res.message);
      const { list, total } = res.result;
      setState({ tag, items: list, total, page: 1, more: hasMore(list.length, total, list.length, PAGE), status: 'ready', loadingMore: false });
    } catch {
      // The http client already told the visitor why; the page offers a retry.
      if (ticket === request.current) setState((prev) => ({ ...prev, tag, items: [], status: 'failed' }));
    }
  }, []);

  const loadHotTags = useCallback(async () => {
    try {
      const res = await getHotTagList();
      if (res.code === API_CODE.success) setHotTags(res.result);
    } catch {
      // Without hot tags the list still works; 全部 stays.
    }
  }, []);

  const loadMore = useCallback(async () => {
    const shown = latest.current;
    if (shown.loadingMore || !shown.more || shown.status !== 'ready') return;
    const ticket = request.current;
    const next = shown.page + 1;
    latest.current = { ...shown, loadingMore: true };
    setState(latest.current);
    try {
      const res = await getMessageList(next, shown.tag, PAGE);
      if (ticket !== request.current) return;
      if (res.code !== API_CODE.success) throw new Error(res.message);
      const { list, total } = res.result;
      setState((prev) => {
        const items = appendPage(prev.items, list);
        return { ...prev, items, total, page: next, more: hasMore(items.length, total, list.length, PAGE), loadingMore: false };
      });
    } catch {
      if (ticket === request.current) setState((prev) => ({ ...prev, loadingMore: false }));
    }
  }, []);

  const removeLocal = useCallback((id: number) => {
    setState((prev) => ({ ...prev, items: prev.items.filter((m) => m.id !== id), total: Math.max(0, prev.total - 1) }));
  }, []);

  useEffect(() => {
    void load('');
    void loadHotTags();
  }, [load, loadHotTags]);

  return { state, hotTags, load, loadMore, loadHotTags, removeLocal };
}
