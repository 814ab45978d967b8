import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, type TalkItem } from '@blog/contract';
import { getTalkById, getTalkList } from './api';
import { mergeTalks } from './talkFeed';

export interface TalkFeed {
  talks: TalkItem[];
  /** null until the first page arrived. */
  total: number | null;
  loading: boolean;
  /** The first page could not be loaded (the http client already toasted why). */
  failed: boolean;
  hasMore: boolean;
  /** The `?id=` post does not exist or is private. */
  focusMissing: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * Pages of posts, 10 at a time, plus the post a `?id=` link points at: when it is not on the
 * pages loaded so far it is fetched on its own and shown first, so a shared link always lands.
 */
export function useTalkFeed(focusId: number | null): TalkFeed {
  const [talks, setTalks] = useState<TalkItem[]>([]);
  const [pages, setPages] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [focusMissing, setFocusMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const talksRef = useRef(talks);
  // Declared before the focus effect, so that effect reads the posts of this render.
  useEffect(() => {
    talksRef.current = talks;
  });
  const busy = useRef(false);

  useEffect(() => {
    let active = true;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    getTalkList(1, PAGE_SIZE.default)
      .then((page) => {
        if (!active) return;
        // A `?id=` post fetched on its own while the first page failed stays in front.
        setTalks((shown) => [...shown.filter((talk) => !page.list.some((t) => t.id === talk.id)), ...page.list]);
        setPages(1);
        setTotal(page.total);
      })
      .catch(() => {
        if (active) setFailed(true);
      })
      .finally(() => {
        busy.current = false;
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  // Waits for the first page, so a post that is on it is not fetched twice.
  const firstPageDone = pages > 0 || failed;
  useEffect(() => {
    if (focusId === null || !firstPageDone) return;
    setFocusMissing(false);
    if (talksRef.current.some((talk) => talk.id === focusId)) return;
    let active = true;
    getTalkById(focusId)
      .then((talk) => {
        if (!active) return;
        if (talk) setTalks((shown) => (shown.some((t) => t.id === talk.id) ? shown : [talk, ...shown]));
        else setFocusMissing(true);
      })
      .catch(() => {
        // A failing status was already toasted; the list itself is still usable.
      });
    return () => {
      active = false;
    };
  }, [focusId, firstPageDone]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const next = pages + 1;
    getTalkList(next, PAGE_SIZE.default)
      .then((page) => {
        setTalks((shown) => mergeTalks(shown, page.list));
        setPages(next);
        setTotal(page.total);
      })
      .catch(() => {
        // Already toasted; the button stays so the reader can try again.
      })
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [pages]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const hasMore = total !== null && pages * PAGE_SIZE.default < total;
  return { talks, total, loading, failed, hasMore, focusMissing, loadMore, retry };
}
