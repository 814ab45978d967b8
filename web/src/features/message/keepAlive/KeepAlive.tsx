import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { keptScroll } from './scrollMemory';

const ActiveContext = createContext(true);

/** Whether the kept-alive page around the caller is the one on screen (false while hidden). */
export function useKeepAliveActive(): boolean {
  return useContext(ActiveContext);
}

export interface KeepAliveProps {
  /** The pathname the page belongs to, e.g. `/message/list`. */
  path: string;
  children: ReactNode;
}

/**
 * Keeps a page mounted once visited (SPEC.md §2: /message/list is kept alive): on other routes it
 * is only hidden, so its loaded list, filter and component state survive, and on return the window
 * scrolls back to where the visitor left it. The layout renders this next to the route outlet; the
 * route itself renders nothing.
 */
export function KeepAlive({ path, children }: KeepAliveProps) {
  const { pathname } = useLocation();
  const active = pathname === path;
  const [visited, setVisited] = useState(active);
  // Adjusting state during render (React's recommended alternative to an effect for this).
  if (active && !visited) setVisited(true);

  // A layout effect on purpose: its cleanup runs inside the commit that hides the page, before the
  // browser reports the scroll clamp of the now shorter document, which must not be recorded.
  useLayoutEffect(() => {
    if (!active) return undefined;
    window.scrollTo({ top: keptScroll.read(path), behavior: 'instant' });
    const record = () => keptScroll.save(path, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [active, path]);

  if (!visited) return null;
  return (
    <div data-keep-alive={path} style={active ? undefined : { display: 'none' }}>
      <ActiveContext.Provider value={active}>{children}</ActiveContext.Provider>
    </div>
  );
}
