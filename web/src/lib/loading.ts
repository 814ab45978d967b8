/*
 * What is loading right now (route chunks, page data): features report here, the app shell's top bar shows it.
 */
import { useEffect, useSyncExternalStore } from 'react';

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

/** Whether anything is loading, as React state. */
export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}
