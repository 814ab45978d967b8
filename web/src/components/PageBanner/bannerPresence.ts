import { useLayoutEffect } from 'react';
import { create } from 'zustand';

/**
 * Whether the page on screen starts with a banner (a photo or gradient under a dark overlay). The
 * header is white and transparent only over one; on a page without (404, the chat room, a page
 * still loading) white words would sit on the pale page background.
 */
const useBannerCount = create<{ count: number }>()(() => ({ count: 0 }));

export function useBannerUnderHeader(): boolean {
  return useBannerCount((s) => s.count > 0);
}

/**
 * Called by PageBanner while it is on screen. `shown` is false for a banner kept mounted but
 * hidden (the kept-alive guestbook list on another route). A layout effect, so the header has
 * its colours before the first paint of the page.
 */
export function useRegisterBanner(shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return undefined;
    useBannerCount.setState((s) => ({ count: s.count + 1 }));
    return () => useBannerCount.setState((s) => ({ count: s.count - 1 }));
  }, [shown]);
}
