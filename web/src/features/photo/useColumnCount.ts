import { useEffect, useState, type RefObject } from 'react';
import { columnCountFor } from './masonry';

/** Gallery columns for the element's current width, following window and layout resizes. */
export function useColumnCount(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(() => columnCountFor(typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setColumns(columnCountFor(element.getBoundingClientRect().width || window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
