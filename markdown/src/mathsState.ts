/**
 * Where KaTeX is held for the maths plugin (maths.ts), and how the browser fetches it: the bundle
 * is loaded only where a formula is shown, so this part stays small and the plugin asks for it.
 */

/** What the renderer needs of KaTeX: the bundle itself is loaded only where a formula is shown. */
export interface KatexApi {
  renderToString(tex: string, options: KatexRenderOptions): string;
}

/** The options the maths plugin passes (maths.ts katexOptions). */
export interface KatexRenderOptions {
  displayMode: boolean;
  throwOnError: boolean;
  output: 'htmlAndMathml' | 'html' | 'mathml';
  trust: boolean;
  strict: 'ignore';
  maxExpand: number;
  maxSize: number;
}

let katex: KatexApi | null = null;
let loader: (() => Promise<KatexApi>) | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Hands the renderer its KaTeX (the server does so before rendering anything). */
export function provideKatex(instance: KatexApi): void {
  katex = instance;
  for (const listener of listeners) listener();
}

/**
 * How to fetch KaTeX when a formula is first met (the browser: a dynamic import of our own bundle
 * and its stylesheet). Without one, formulas stay as their source text.
 */
export function setKatexLoader(load: () => Promise<KatexApi>): void {
  loader = load;
}

/** The plugin met a formula: fetch KaTeX if it is not here yet. */
export function requestKatex(): void {
  void preloadKatex();
}

/** Fetches KaTeX now (the console's editor does, before the blogger types a formula). */
export function preloadKatex(): Promise<void> {
  if (katex) return Promise.resolve();
  if (loading) return loading;
  if (!loader) return Promise.resolve();
  loading = loader().then(provideKatex, (error: unknown) => {
    // A failed download (offline, new deploy) leaves the source text; the next formula retries.
    loading = null;
    console.error('公式组件加载失败：', error);
    for (const listener of listeners) listener();
  });
  return loading;
}

/** 'ready' once KaTeX is in hand; 'loading' while it is fetched for a formula; else 'idle'. */
export type MathsState = 'idle' | 'loading' | 'ready';

export function mathsState(): MathsState {
  if (katex) return 'ready';
  return loading ? 'loading' : 'idle';
}

/** Called when KaTeX arrives, so previews drawn without it draw again (useSyncExternalStore's shape). */
export function subscribeMaths(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}


/** KaTeX if it is here (the plugin draws with it, else shows the formula's source and asks for it). */
export const heldKatex = (): KatexApi | null => katex;
