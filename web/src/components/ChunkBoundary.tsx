import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { chunkEnvironment, isChunkLoadError } from '@/lib/chunks';
import { forgetFailedChunks } from '@/lib/lazyChunk';

export interface ChunkFailureProps {
  error: Error;
  /** Loads the failed chunks again and renders the children once more. */
  retry: () => void;
}

export interface ChunkBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once they failed (a chunk that did not load, a render error). */
  fallback: (failure: ChunkFailureProps) => ReactNode;
  /** Told once per failure, e.g. to toast and close a dialog that could not open. */
  onError?: (error: Error) => void;
  /** Another value (the page's address) clears a shown failure and renders the children again. */
  resetKey?: unknown;
  /** While the server is unreachable, ask every few seconds and retry by itself once it answers. */
  retryWhenBack?: boolean;
}

interface ChunkBoundaryState {
  error: Error | null;
}

/** Polls the server while mounted; calls `onBack` once it answers (a new build counts: the retry reloads). */
function ServerBackWatcher({ onBack }: { onBack: () => void }) {
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const check = async () => {
      const state = await chunkEnvironment.probe();
      if (stopped) return;
      if (state === 'offline') timer = window.setTimeout(check, chunkEnvironment.serverBackPollMs);
      else onBack();
    };
    timer = window.setTimeout(check, chunkEnvironment.serverBackPollMs);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [onBack]);
  return null;
}

/**
 * Keeps a failure of one part (a page, a dialog, the comments) inside that part: without it React
 * unmounts the whole app and the visitor is left with a white page. Every lazily loaded part is
 * rendered inside one.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error('[页面出错]', error, info.componentStack);
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: ChunkBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    forgetFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const watch = this.props.retryWhenBack && isChunkLoadError(error) && error.reason === 'offline';
    return (
      <>
        {this.props.fallback({ error, retry: this.retry })}
        {watch ? <ServerBackWatcher onBack={this.retry} /> : null}
      </>
    );
  }
}
