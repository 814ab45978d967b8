import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Paths that keep their scroll position when entered (the message wall is kept alive). */
const KEEP_SCROLL = new Set(['/message/list']);

/** SPEC.md §2: each route change scrolls smoothly to the top, except /message/list. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const entered = useRef(false);
  useEffect(() => {
    // A page that was just opened is already at the top (or where the browser restored it).
    if (!entered.current) {
      entered.current = true;
      return;
    }
    if (KEEP_SCROLL.has(pathname)) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
  return null;
}
