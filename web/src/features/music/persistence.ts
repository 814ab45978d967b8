import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { createCodecStorage } from '@/lib/storage';

/**
 * zustand persist storage that keeps the newest value in memory and writes it (through the
 * storage codec) only when flushed: the player changes several times a second while playing, and
 * SPEC.md §4 saves the last track when the page is left, not on every tick.
 */
export interface DeferredPersistStorage<S> extends PersistStorage<S> {
  flush(): void;
}

export function deferredCodecStorage<S>(): DeferredPersistStorage<S> {
  const codec = createCodecStorage('local');
  const pending = new Map<string, StorageValue<S> | null>();
  return {
    getItem: (name) => codec.get<StorageValue<S>>(name) ?? null,
    setItem: (name, value) => {
      pending.set(name, value);
    },
    removeItem: (name) => {
      pending.set(name, null);
    },
    flush() {
      for (const [name, value] of pending) {
        if (value === null) codec.remove(name);
        else codec.set(name, value);
      }
      pending.clear();
    },
  };
}

/** Saves on pagehide and beforeunload, and when a mobile tab goes to the background (it may never unload). */
export function flushOnPageExit(flush: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
