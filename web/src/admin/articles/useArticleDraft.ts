import { useCallback, useEffect, useRef, useState } from 'react';
import { sameDraft, type ArticleDraft } from './articleDraft';

/**
 * The editor's safety net (DESIGN.md §8, "nothing typed is ever lost"): while the text differs from
 * the server's copy it is written to localStorage every few seconds, per article, and offered back
 * when the editor opens again after a crash, a closed tab or a refused save.
 *
 * Plain JSON in localStorage rather than the site's storage codec: a long article grows about
 * threefold through the codec's URL-encode + base64, and the codec swallows quota errors, which
 * here the writer must hear about.
 */

export const DRAFT_KEY_PREFIX = 'admin-article-draft:';
export const AUTOSAVE_INTERVAL_MS = 3_000;

export interface LocalDraft {
  /** Epoch milliseconds of the write. */
  savedAt: number;
  values: ArticleDraft;
}

export function draftKey(articleId: number | null): string {
  return `${DRAFT_KEY_PREFIX}${articleId ?? 'new'}`;
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (!value || typeof value !== 'object') return false;
  const { savedAt, values } = value as Partial<LocalDraft>;
  return (
    typeof savedAt === 'number' &&
    !!values &&
    typeof values.article_title === 'string' &&
    typeof values.article_content === 'string' &&
    Array.isArray(values.tag_names)
  );
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isLocalDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the browser refused (quota full, storage blocked). */
export function writeLocalDraft(key: string, draft: LocalDraft): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export interface ArticleDraftOptions {
  /** draftKey(id): one stored draft per article, 'new' for one not saved yet. */
  storageKey: string;
  /** What the editor holds now. */
  values: ArticleDraft;
  /** The server's copy (an empty draft for a new article); null while it loads. */
  baseline: ArticleDraft | null;
  intervalMs?: number;
}

export interface ArticleDraftState {
  /** A stored draft that differs from the server's copy, waiting for 恢复草稿 or 丢弃. Autosave waits too. */
  offer: LocalDraft | null;
  /** Takes the offered draft: returns its values for the editor. */
  restore(): ArticleDraft | null;
  /** Throws the offered draft away. */
  discard(): void;
  /** After a successful save: the saved values are safe on the server. */
  clear(savedValues: ArticleDraft): void;
  /** When the draft was last written locally. */
  lastSavedAt: number | null;
  /** The browser refused the last write. */
  failed: boolean;
}

export function useArticleDraft({ storageKey, values, baseline, intervalMs = AUTOSAVE_INTERVAL_MS }: ArticleDraftOptions): ArticleDraftState {
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  const [checkedKey, setCheckedKey] = useState<string | null>(null);
  const [lastSavedAt, setLastSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const valuesRef = useRef(values);
  const baselineRef = useRef(baseline);
  /** The values last written (or known to need no writing); identity is enough, edits make new objects. */
  const settledRef = useRef<ArticleDraft | null>(null);

  useEffect(() => {
    valuesRef.current = values;
    baselineRef.current = baseline;
  });

  const ready = baseline !== null;

  // Once per article, as soon as the server's copy is known: is there something newer stored locally?
  useEffect(() => {
    if (!ready || checkedKey === storageKey) return;
    const stored = readLocalDraft(storageKey);
    const server = baselineRef.current;
    if (stored && server && !sameDraft(stored.values, server)) setOffer(stored);
    else if (stored) removeLocalDraft(storageKey);
    // Nothing settled for this key yet: the first tick compares what is typed with the server's copy.
    settledRef.current = null;
    setCheckedKey(storageKey);
  }, [ready, storageKey, checkedKey]);

  const active = ready && checkedKey === storageKey && offer === null;
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  });

  const flush = useCallback(() => {
    // Never while a stored draft waits for 恢复/丢弃: it would be overwritten (or removed) unseen.
    if (!activeRef.current) return;
    const current = valuesRef.current;
    const server = baselineRef.current;
    if (!server || current === settledRef.current) return;
    settledRef.current = current;
    if (sameDraft(current, server)) {
      // Back to what the server has: nothing is at risk, and an old draft would only confuse later.
      removeLocalDraft(storageKey);
      return;
    }
    const savedAt = Date.now();
    const written = writeLocalDraft(storageKey, { savedAt, values: current });
    setFailed(!written);
    if (written) setLastSavedAt(savedAt);
  }, [storageKey]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(flush, intervalMs);
    // Closing the tab keeps the last seconds of typing too.
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [active, flush, intervalMs]);

  // So does leaving the editor. On unmount only: when the key changes (a new article's first save)
  // the text belongs under the new key, which the next tick writes.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => () => flushRef.current(), []);

  const restore = useCallback((): ArticleDraft | null => {
    if (!offer) return null;
    setOffer(null);
    // Still only local: the next tick writes it again under the current time.
    settledRef.current = null;
    return offer.values;
  }, [offer]);

  const discard = useCallback(() => {
    removeLocalDraft(storageKey);
    settledRef.current = valuesRef.current;
    setOffer(null);
  }, [storageKey]);

  const clear = useCallback(
    (savedValues: ArticleDraft) => {
      removeLocalDraft(storageKey);
      // Until the editor has rendered the saved state, a tick would still see the text as unsaved
      // and write it back; the next render turns autosave on again.
      activeRef.current = false;
      // Typing that went on while the save was in flight is still unsaved and gets written next tick.
      settledRef.current = savedValues;
      setLastSavedAt(null);
      setFailed(false);
    },
    [storageKey],
  );

  return { offer, restore, discard, clear, lastSavedAt, failed };
}
