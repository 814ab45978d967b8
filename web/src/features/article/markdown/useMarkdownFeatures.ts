import { useCallback, useSyncExternalStore } from 'react';
import { mathsState, preloadKatex, setKatexLoader, subscribeMaths } from '@blog/markdown/mathsState';
import { addExtraPlugins, extrasAdded, needsExtras } from '@blog/markdown/plugins';
import { loadChunk } from '@/lib/chunks';

type ExtrasState = 'idle' | 'loading' | 'ready' | 'failed';
let extras: ExtrasState = 'idle';
let extrasLoad: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Maths, footnotes and containers (markdownExtras.ts), fetched once, for the first text that may use them. */
export function requestExtras(): Promise<void> {
  if (extrasAdded()) {
    extras = 'ready';
    return Promise.resolve();
  }
  extrasLoad ??= loadChunk(() => import('./markdownExtras'), { reloadWhenUpdated: false }).then(
    ({ EXTRA_PLUGINS, loadKatex }) => {
      setKatexLoader(loadKatex);
      addExtraPlugins(EXTRA_PLUGINS);
      extras = 'ready';
      notify();
    },
    (error: unknown) => {
      // Formulas, footnotes and containers then read as plain text; better than a broken article.
      console.error('公式、脚注与提示框组件加载失败：', error);
      extras = 'failed';
      notify();
    },
  );
  if (extras === 'idle') extras = 'loading';
  return extrasLoad;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopMaths = subscribeMaths(listener);
  return () => {
    listeners.delete(listener);
    stopMaths();
  };
}

/** Both in one string, so a change of either is one change of the snapshot. */
const snapshot = () => `${mathsState()}|${extras}`;

export interface MarkdownFeatures {
  /** A key for the preview: it changes when KaTeX or the extras arrive, so the preview draws again. */
  key: string;
  /** Something the text needs is still loading (the server's copy should stay on screen meanwhile). */
  pending: () => boolean;
}

/**
 * What a preview of `markdown` needs beyond the base renderer: the extras (maths parser, footnotes,
 * containers; asked for here when the text may use them) and KaTeX (asked for by the maths plugin
 * when it meets a formula).
 */
export function useMarkdownFeatures(markdown: string): MarkdownFeatures {
  const wantsExtras = needsExtras(markdown);
  // Asked for during render, as the maths plugin asks for KaTeX: the load starts with the first paint.
  if (wantsExtras && extras === 'idle') void requestExtras();
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [maths, extrasNow] = state.split('|');
  // Read live: the preview asks for KaTeX while it renders, after this hook read the state.
  const pending = useCallback(() => mathsState() === 'loading' || (wantsExtras && extras === 'loading'), [wantsExtras]);
  return { key: `${maths === 'ready' ? 'maths' : 'plain'}-${wantsExtras && extrasNow === 'ready' ? 'extras' : 'base'}`, pending };
}

/** Everything loaded up front (the console's editor, which must not redraw while the blogger types). */
export async function preloadMarkdownFeatures(): Promise<void> {
  // The extras bring the way to fetch KaTeX.
  await requestExtras();
  await preloadKatex();
}
