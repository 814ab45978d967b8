import { useSyncExternalStore } from 'react';
import { keptScroll } from './keepAlive/scrollMemory';
import { MESSAGE_LIST_PATH } from './paths';

/**
 * Tells the kept-alive list that its entries are out of date (an entry was published, edited or
 * deleted elsewhere): it reloads from the first page, and opens at the top to show the change.
 */
let version = 0;
const listeners = new Set<() => void>();

export function markMessageListStale(): void {
  version += 1;
  keptScroll.forget(MESSAGE_LIST_PATH);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMessageListVersion(): number {
  return useSyncExternalStore(subscribe, () => version, () => version);
}
