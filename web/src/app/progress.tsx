import { useEffect, useState, useSyncExternalStore } from 'react';
import './progress.css';

/** How many things (route chunks, page data) are loading right now. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Whether any route chunk or page data is loading right now (read outside React's render). */
export function isLoadingNow(): boolean {
  return pending > 0;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    emit();
  };
}

/** Shows the bar while the promise is pending (used for route chunks). */
export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  const end = beginLoading();
  return promise.finally(end);
}

/** A page reports its data loading; the top bar shows while any reporter is loading. */
export function useLoadingBar(loading: boolean): void {
  useEffect(() => {
    if (!loading) return undefined;
    return beginLoading();
  }, [loading]);
}

function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}

type Phase = 'idle' | 'running' | 'finishing';

/** Thin bar at the top of the window: creeps towards 90% while loading, then fills and fades. */
export function TopProgressBar() {
  const loading = useIsLoading();
  const [phase, setPhase] = useState<Phase>('idle');
  const [shownFor, setShownFor] = useState(loading);

  // Adjust state during render when loading flips (React's recommended alternative to an effect).
  if (loading !== shownFor) {
    setShownFor(loading);
    setPhase(loading ? 'running' : 'finishing');
  }

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle' && !loading) return null;
  return (
    <div
      className={`top-progress top-progress--${loading ? 'running' : phase}`}
      role="progressbar"
      aria-label="页面加载中"
      aria-busy={loading}
    />
  );
}
