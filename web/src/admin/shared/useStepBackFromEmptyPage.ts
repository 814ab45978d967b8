import { useEffect, type Dispatch, type SetStateAction } from 'react';

interface PageAnswer {
  list: unknown[];
  total: number;
  current: number;
}

/** Past the last page (its last row was deleted, or a filter shrank the list): step back to the last one. */
export function useStepBackFromEmptyPage<Q extends { current: number; size: number }>(data: PageAnswer | undefined, setQuery: Dispatch<SetStateAction<Q>>) {
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && data.current > 1) setQuery((q) => ({ ...q, current: Math.ceil(data.total / q.size) }));
  }, [data, setQuery]);
}
