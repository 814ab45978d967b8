import { useCallback, useEffect, useState } from 'react';
import type { DashboardOverview } from '@blog/contract';
import { getDashboardOverview } from './api';

export type DashboardState = { status: 'loading' } | { status: 'ready'; data: DashboardOverview } | { status: 'failed' };

/** The overview, loaded once per visit of the page; `reload` tries again after a failure. */
export function useDashboard(): { state: DashboardState; reload: () => void } {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getDashboardOverview().then(
      (data) => current && setState({ status: 'ready', data }),
      // The http client has already shown the server's message (or 网络错误) as a toast.
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
