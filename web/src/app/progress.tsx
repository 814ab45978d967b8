import { useEffect, useState } from 'react';
import { useIsLoading } from '@/lib/loading';
import './progress.css';

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
