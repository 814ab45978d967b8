import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  loading: boolean;
  /** True when the last load rejected (the http client already toasted the reason). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads data whenever `key` changes; answers of an outdated key are dropped so a fast reader
 * paging twice never sees page 1 arrive after page 2. `key` null means "nothing to load".
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; loading: boolean; failed: boolean }>({
    key: null,
    data: undefined,
    loading: key !== null,
    failed: false,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  // Declared before the loading effect so it always runs the latest closure.
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) {
      setState({ key, data: undefined, loading: false, failed: false });
      return;
    }
    let active = true;
    setState((prev) => ({ ...prev, loading: true, failed: false }));
    loadRef.current().then(
      (data) => {
        // A transition: React renders what the data brings in slices and keeps the page responsive.
        if (active) startTransition(() => setState({ key, data, loading: false, failed: false }));
      },
      () => {
        if (active) setState((prev) => ({ ...prev, key, loading: false, failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, loading: state.loading, failed: state.failed, reload };
}
