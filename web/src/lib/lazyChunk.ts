import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk, type LoadChunkOptions } from './chunks';

/** A lazily loaded component; `preload` starts (or joins) the download without rendering. */
export type ChunkComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export interface LazyChunkOptions extends LoadChunkOptions {
  /** Told about each download (the top progress bar follows route chunks). */
  track?: (loading: Promise<unknown>) => void;
}

/** Chunks whose last load failed: they load afresh when a boundary retries (forgetFailedChunks). */
const failedChunks = new Set<() => void>();

/**
 * Lets every chunk that failed load again on its next render. Error boundaries call it when the
 * visitor retries (or the server is back): a failed chunk keeps failing until then, so React's own
 * re-render after the failure reaches the boundary instead of starting download after download.
 */
export function forgetFailedChunks(): void {
  const renewals = [...failedChunks];
  failedChunks.clear();
  for (const renew of renewals) renew();
}

/**
 * React.lazy through the guarded loader (lib/chunks.ts). React.lazy remembers a failure for good,
 * so a chunk that could not load during an outage would stay broken after the server came back;
 * here a failed chunk is renewed by forgetFailedChunks (the boundary's 重试, a dialog opened again).
 */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: LazyChunkOptions = {}): ChunkComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  let current: LazyExoticComponent<ComponentType<P>>;

  const renew = () => {
    failed = false;
    current = lazy(preload);
  };
  function preload() {
    if (!loading) {
      loading = loadChunk(load, options).then(
        (module) => {
          // Loaded by a preload after a failure: the next render may show it at once.
          if (failed) renew();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          failed = true;
          failedChunks.add(renew);
          throw error;
        },
      );
      options.track?.(loading);
    }
    return loading;
  }
  current = lazy(preload);

  function Chunk(props: P) {
    return createElement(current, props);
  }
  return Object.assign(Chunk, { preload });
}
