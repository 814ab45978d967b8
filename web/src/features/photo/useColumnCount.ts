import { useEffect, useState, type RefObject } from 'react';
import { observeResize } from '@/lib/observeResize';
import { columnCountFor } from './masonry';

/** Gallery columns for the element's current width, following window and layout resizes. */
export function useColumnCount(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(() => columnCountFor(typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return observeResize(element, () => setColumns(columnCountFor(element.getBoundingClientRect().width || window.innerWidth)));
  }, [ref]);
  return columns;
}
