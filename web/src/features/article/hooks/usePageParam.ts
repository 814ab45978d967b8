import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parsePage } from '@blog/markdown/paths';

/**
 * The current page lives in the address (?page=2) so a page of the list can be linked,
 * reloaded and reached with the back button. Other query values are kept.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [page, setPage];
}
