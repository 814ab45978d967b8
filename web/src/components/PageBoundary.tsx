import type { ReactNode } from 'react';
import { ChunkBoundary } from './ChunkBoundary';
import { LoadErrorNotice } from './LoadErrorNotice';

export interface PageBoundaryProps {
  children: ReactNode;
  /** The page's address: going elsewhere clears the failure. */
  resetKey?: unknown;
  /** Rendered beside the notice (the layout's boot-shell release). */
  extra?: ReactNode;
}

/**
 * Around the routed page: a page that cannot load (the server is down, a new build replaced this
 * one) or breaks shows a Chinese notice in its place, and the header, footer, player and chat stay.
 * While the server is unreachable it retries by itself once the server answers again.
 */
export function PageBoundary({ children, resetKey, extra }: PageBoundaryProps) {
  return (
    <ChunkBoundary
      resetKey={resetKey}
      retryWhenBack
      fallback={({ error, retry }) => (
        <>
          <LoadErrorNotice error={error} retry={retry} retriesWhenBack />
          {extra}
        </>
      )}
    >
      {children}
    </ChunkBoundary>
  );
}
