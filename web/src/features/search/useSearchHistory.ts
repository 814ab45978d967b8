import { STORAGE_KEYS } from '@blog/contract';
import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';
import { addSearchTerm, normalizeHistory, removeSearchTerm } from './history';

function readHistory(): string[] {
  return normalizeHistory(storage.get<unknown>(STORAGE_KEYS.searchHistory));
}

/** The history rules of ./history, persisted under blogSearchHistory through the storage codec. */
export function useSearchHistory() {
  const [history, setHistory] = useState<string[]>(readHistory);

  const update = useCallback((change: (current: string[]) => string[]) => {
    // Re-read storage: another tab may have searched in the meantime.
    const next = change(readHistory());
    storage.set(STORAGE_KEYS.searchHistory, next);
    setHistory(next);
  }, []);

  const add = useCallback((term: string) => update((h) => addSearchTerm(h, term)), [update]);
  const remove = useCallback((term: string) => update((h) => removeSearchTerm(h, term)), [update]);
  const clear = useCallback(() => update(() => []), [update]);

  return { history, add, remove, clear };
}
