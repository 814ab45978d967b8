import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Whether this tab has an earlier entry on this site. The router numbers its history entries
 * (history.state.idx, 0 for the page the tab arrived on); a page opened directly, or from a link
 * on another site, is entry 0, and going back from it would leave the site.
 */
export function hasEarlierPageInSite(): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
  return typeof idx === 'number' && idx > 0;
}

/** "Back" that never leaves the site: to the previous page here, else to `fallback`. */
export function useBackInSite(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasEarlierPageInSite()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
