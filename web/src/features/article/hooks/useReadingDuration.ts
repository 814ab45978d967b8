import { LIMITS } from '@blog/contract';
import { useEffect } from 'react';
import { reportReadingDuration } from '../api';

/**
 * Counts the milliseconds the article was actually visible (a background tab does not count) and
 * reports them when the reader leaves: on unmount (route change) and on pagehide (tab closed,
 * page reloaded). Time already reported is reset so nothing is sent twice.
 */
export function useReadingDuration(articleId: number | null): void {
  useEffect(() => {
    if (articleId === null) return;
    let visibleSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    let accumulatedMs = 0;

    const pause = () => {
      if (visibleSince !== null) accumulatedMs += Date.now() - visibleSince;
      visibleSince = null;
    };
    const resume = () => {
      if (visibleSince === null) visibleSince = Date.now();
    };
    const flush = () => {
      pause();
      const milliseconds = Math.min(LIMITS.readingDurationMaxMs, Math.round(accumulatedMs));
      accumulatedMs = 0;
      // Under half a second adds nothing: the server keeps whole seconds.
      if (milliseconds >= 500) reportReadingDuration(articleId, milliseconds);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? resume() : pause());
    const onPageHide = () => flush();
    // A page restored from the back/forward cache starts a fresh visit.
    const onPageShow = () => resume();

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      flush();
    };
  }, [articleId]);
}
