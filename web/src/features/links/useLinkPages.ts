import { useCallback, useEffect, useRef, useState } from 'react';
import { API_CODE, PAGE_SIZE, type LinkItem } from '@blog/contract';
import { getLinksList } from './api';

/** Friend links are few: pages of the largest size, with "load more" once a blog has more. */
export const LINK_PAGE_SIZE = PAGE_SIZE.max;

export interface LinkPages {
  items: LinkItem[];
  total: number;
  /** True until the first page answered (or failed). */
  loading: boolean;
  loadingMore: boolean;
  /** The first page failed: the page shows a retry instead of "no links yet". */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useLinkPages(): LinkPages {
  const [items, setItems] = useState<LinkItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);

  const fetchPage = useCallback(async (current: number) => {
    const res = await getLinksList(current, LINK_PAGE_SIZE);
    if (res.code !== API_CODE.success) throw new Error(res.message);
    return res.result;
  }, []);

  useEffect(() => {
    let active = true;
    setLoading(true);
    setFailed(false);
    fetchPage(1).then(
      (result) => {
        if (!active) return;
        setItems(result.list);
        setTotal(result.total);
        setPage(1);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [fetchPage, attempt]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    fetchPage(page + 1)
      .then((result) => {
        // Ids already shown are skipped: a link approved meanwhile shifts the pages by one.
        setItems((prev) => [...prev, ...result.list.filter((item) => !prev.some((p) => p.id === item.id))]);
        setTotal(result.total);
        setPage(page + 1);
      })
      .catch(() => {
        // The http client has already told the visitor; the button stays for another try.
      })
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [fetchPage, page]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { items, total, loading, loadingMore, failed, hasMore: items.length < total, loadMore, retry };
}
