/**
 * The one way the app loads a chunk of its own code (a page, a dialog, the toast holders). A chunk
 * can fail to load for two reasons an open tab must survive: the server is unreachable (a restart,
 * a lost connection), or a new build was deployed and the tab's chunk names are gone. Whoever
 * renders the chunk then shows a Chinese message in place and the rest of the page stays.
 */

export type ChunkFailure = 'offline' | 'updated' | 'failed';

export const CHUNK_FAILURE_TEXT: Record<ChunkFailure, string> = {
  offline: '暂时连不上网站，请检查网络后重试',
  updated: '网站刚刚更新，请刷新页面后继续',
  failed: '页面的一部分没能加载，请刷新页面后重试',
};

export class ChunkLoadError extends Error {
  constructor(
    readonly reason: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(CHUNK_FAILURE_TEXT[reason], options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** What a visitor should do about a failure: try again later, or reload into the new build. */
export function failureAdvice(error: unknown): string {
  return isChunkLoadError(error) ? error.message : '出了点问题，请刷新页面后重试';
}

/** What the server says about the build this tab runs. */
export type BuildState = 'current' | 'updated' | 'offline';

const PROBE_TIMEOUT_MS = 5_000;

/**
 * This very module's file belongs to the running build (in the production build it is a hashed
 * chunk): served, the build is still deployed; 404, a new build replaced it; no answer, the server
 * is down.
 */
async function probeOwnBuild(): Promise<BuildState> {
  try {
    const response = await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (response.ok) return 'current';
    return response.status === 404 ? 'updated' : 'offline';
  } catch {
    return 'offline';
  }
}

/** A second reload this soon after the first would be a loop: the tab shows the message instead. */
export const RELOAD_GUARD_MS = 60_000;
const RELOADED_AT_KEY = 'chunk-reload-at';

function reloadOnce(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage the guard cannot work: better a message than a possible loop.
    return false;
  }
  chunkEnvironment.reload();
  return true;
}

/** Text fields are where a visitor's words are; a reload would lose what is typed there. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password', '']);

function hasTypedText(): boolean {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_INPUT_TYPES.has(field.getAttribute('type') ?? '')) continue;
    if (field.readOnly || field.disabled) continue;
    if (field.value.trim()) return true;
  }
  for (const editable of document.querySelectorAll('[contenteditable="true"]')) {
    if (editable.textContent?.trim()) return true;
  }
  return false;
}

/** The side effects and the wait, replaceable in tests (jsdom can neither reload nor serve the build). */
export const chunkEnvironment = {
  probe: probeOwnBuild,
  reload: () => window.location.reload(),
  /** How often a part that could not load asks whether the server is back (ChunkBoundary). */
  serverBackPollMs: 5_000,
};

/**
 * Vite loads a chunk's style sheet before its code and marks it as done even when it failed, so a
 * later load (after the server came back) would bring the code without its styles. The failed
 * sheets are remembered here and linked again before the next chunk loads.
 */
const failedStyles = new Set<string>();
const CSS_FAILURE = /^Unable to preload CSS for (.+)$/;

if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    const match = reason instanceof Error ? CSS_FAILURE.exec(reason.message) : null;
    if (match?.[1]) failedStyles.add(match[1]);
  });
}

function linkStyleAgain(href: string): Promise<void> {
  for (const stale of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (stale.href === href) stale.remove();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // The page's script nonce (securityHeaders.ts) lets the sheet pass the Content-Security-Policy.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;
  if (nonce) link.nonce = nonce;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => {
      failedStyles.delete(href);
      resolve();
    });
    link.addEventListener('error', () => reject(new Error(`样式表加载失败：${href}`)));
    document.head.appendChild(link);
  });
}

async function restoreFailedStyles(): Promise<void> {
  await Promise.all([...failedStyles].map(linkStyleAgain));
}

export interface LoadChunkOptions {
  /**
   * When a new build replaced this tab's, reload into it (once, and only if nothing typed would
   * be lost). Off for what must never reload the page by itself, such as the toast holders.
   */
  reloadWhenUpdated?: boolean;
}

/**
 * Loads a chunk. A failure is looked into before it is reported: the server is down (offline), a
 * new build replaced this one (a reload brings it, unless text typed on the page would be lost),
 * or the build is still there and one more try is made (a dropped connection, a failed style sheet).
 * Rejects with a ChunkLoadError whose message is for the visitor.
 */
export async function loadChunk<T>(load: () => Promise<T>, { reloadWhenUpdated = true }: LoadChunkOptions = {}): Promise<T> {
  try {
    // Sheets that failed during an outage first: Vite would not ask for them again with this chunk.
    await restoreFailedStyles();
    return await load();
  } catch (error) {
    const state = await chunkEnvironment.probe();
    if (state === 'current') {
      try {
        await restoreFailedStyles();
        return await load();
      } catch (again) {
        throw new ChunkLoadError('failed', { cause: again });
      }
    }
    if (state === 'updated') {
      // The page is about to go away: nothing should render the failure meanwhile.
      if (reloadWhenUpdated && !hasTypedText() && reloadOnce()) return new Promise<never>(() => {});
      throw new ChunkLoadError('updated', { cause: error });
    }
    throw new ChunkLoadError('offline', { cause: error });
  }
}

/**
 * Reloads into the new build when the visitor asks (the 刷新页面 button). The reload guard does not
 * apply: this is a person's click, not a loop.
 */
export function reloadPage(): void {
  chunkEnvironment.reload();
}
