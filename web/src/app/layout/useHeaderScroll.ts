import { useEffect, useState } from 'react';
import { LIMITS } from '@blog/contract';
import { throttle } from '@/lib/debounce';

export interface HeaderScrollState {
  hidden: boolean;
  transparent: boolean;
}

/** Hides the header on scroll down, shows it on scroll up; transparent near the top. */
export function useHeaderScroll(): HeaderScrollState {
  // Pages open at the top; the first frame reads the real position (a reload may restore it).
  const [state, setState] = useState<HeaderScrollState>({ hidden: false, transparent: true });

  useEffect(() => {
    let lastY = 0;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const transparent = y < LIMITS.headerTransparentPx;
      // Near the top the header always shows; small jitters do not toggle it.
      const hidden = transparent ? false : y > lastY + 2 ? true : y < lastY - 2 ? false : undefined;
      lastY = y;
      setState((prev) => {
        const next = { transparent, hidden: hidden ?? prev.hidden };
        return next.hidden === prev.hidden && next.transparent === prev.transparent ? prev : next;
      });
    }, LIMITS.headerThrottleMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    // In the next frame, where the layout is up to date anyway (see BackToTop).
    const firstCheck = requestAnimationFrame(onScroll);
    return () => {
      cancelAnimationFrame(firstCheck);
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return state;
}
