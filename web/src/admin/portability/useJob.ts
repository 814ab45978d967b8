import { useEffect, useState } from 'react';
import { PORTABILITY_POLL_MS, type PortabilityJob } from '@blog/contract';
import { getJob } from './api';

/**
 * Follows a job the server runs until it ends: `job` is its latest state (null before the first
 * answer), `lost` says the console could not reach the server for it.
 */
export function useJob<Report>(id: string | null): { job: PortabilityJob<Report> | null; lost: boolean } {
  const [job, setJob] = useState<PortabilityJob<Report> | null>(null);
  const [lost, setLost] = useState(false);

  useEffect(() => {
    setJob(null);
    setLost(false);
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await getJob<Report>(id);
        if (stopped) return;
        setJob(next);
        setLost(false);
        if (next.state !== 'running') return;
      } catch {
        if (stopped) return;
        setLost(true);
      }
      timer = setTimeout(() => void poll(), PORTABILITY_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);

  return { job, lost };
}
