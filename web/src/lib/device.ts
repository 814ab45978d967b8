import { useEffect, useState } from 'react';

const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;
export const MOBILE_MAX_WIDTH = 767;

/** The user-agent mobile check of SPEC.md §9. */
export function isMobile(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return MOBILE_UA.test(userAgent);
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH;
}

/** Mobile by user agent, or any window narrower than 768 px (a resized desktop browser too). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => isMobile() || isNarrow());
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const update = () => setMobile(isMobile() || query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

/** Whether a CSS media query matches now, following the window as it changes. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
