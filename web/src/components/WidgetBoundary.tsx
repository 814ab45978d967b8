import type { ReactNode } from 'react';
import { failureAdvice } from '@/lib/chunks';
import { feedback } from '@/lib/feedback';
import { forgetFailedChunks } from '@/lib/lazyChunk';
import { ChunkBoundary } from './ChunkBoundary';

export interface WidgetBoundaryProps {
  /** What the visitor tried to open, e.g. 搜索 or 登录窗口. */
  name: string;
  /** Closes the widget, so that opening it again loads it afresh. */
  onFailed: () => void;
  children: ReactNode;
}

/**
 * Around a dialog, drawer or panel that loads on first use: if it cannot load (the server is down,
 * a new build replaced this one) or breaks while rendering, the visitor gets a toast saying so in
 * Chinese, the widget closes, and the page stays. Opening it again tries again.
 */
export function WidgetBoundary({ name, onFailed, children }: WidgetBoundaryProps) {
  const fail = (error: Error) => {
    feedback.message.error(`${name}没能打开：${failureAdvice(error)}`);
    forgetFailedChunks();
    onFailed();
  };
  return (
    <ChunkBoundary fallback={() => null} onError={fail}>
      {children}
    </ChunkBoundary>
  );
}
