import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleDraft } from '../articleDraft';
import { autosaveArticle } from './revisionsApi';

export const SERVER_AUTOSAVE_INTERVAL_MS = 5_000;

interface ServerAutosaveOptions {
  /** Null for an article not saved yet: it has only the local copy until its first save. */
  articleId: number | null;
  values: ArticleDraft;
  /** Whether the editor holds changes the server has not saved. */
  dirty: boolean;
  /** The version the editor started from (updatedAt), sent so the server can say it is stale. */
  version: string | null;
  /** While a dialog decides what the text is (a draft offer, a conflict), nothing is sent. */
  paused: boolean;
  intervalMs?: number;
}

export interface ServerAutosaveState {
  /** When the server last kept an autosave of this editor (ISO). */
  lastAt: string | null;
  /** The last attempt failed (offline, server down); the next tick tries again. */
  failed: boolean;
  /** The article was saved elsewhere since this editor loaded it. */
  stale: boolean;
  /** Sends what the editor holds now if it is unsaved (before a restore or loading another version). */
  flush: () => Promise<void>;
  /** The next autosave starts a new revision instead of replacing the last autosave (one the blogger declined). */
  startFresh: () => void;
}

/** Body of the write besides title and text: the settings a revision keeps. */
function settingsOf(values: ArticleDraft): Record<string, unknown> {
  const { article_title: _title, article_content: _content, ...settings } = values;
  return settings;
}

/**
 * Drafts on the server (issue 28): every few seconds while there are unsaved changes, what the
 * editor holds is kept as an autosave revision, so the draft continues on another device. The
 * article itself, and what visitors read, do not change until 保存.
 */
export function useServerAutosave({ articleId, values, dirty, version, paused, intervalMs = SERVER_AUTOSAVE_INTERVAL_MS }: ServerAutosaveOptions): ServerAutosaveState {
  const [lastAt, setLastAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [stale, setStale] = useState(false);
  const latest = useRef({ articleId, values, dirty, version, paused });
  useEffect(() => {
    latest.current = { articleId, values, dirty, version, paused };
  });
  /** The values last sent; identity is enough, every edit makes a new object. */
  const sentRef = useRef<ArticleDraft | null>(null);
  const inFlight = useRef(false);
  const freshRef = useRef(false);

  const flush = useCallback(async () => {
    const { articleId: id, values: current, dirty: unsaved, version: base, paused: waiting } = latest.current;
    if (id === null || !unsaved || waiting || inFlight.current || current === sentRef.current) return;
    inFlight.current = true;
    try {
      const kept = await autosaveArticle({
        id,
        ...(base ? { base_updated_at: base } : {}),
        ...(freshRef.current ? { fresh: true } : {}),
        article_title: current.article_title,
        article_content: current.article_content,
        settings: settingsOf(current),
      });
      sentRef.current = current;
      freshRef.current = false;
      setLastAt(kept.createdAt);
      setStale(kept.stale);
      setFailed(false);
    } catch {
      // The local copy still holds it; the next tick tries again.
      setFailed(true);
    } finally {
      inFlight.current = false;
    }
  }, []);

  useEffect(() => {
    if (articleId === null) return;
    const timer = window.setInterval(() => void flush(), intervalMs);
    return () => window.clearInterval(timer);
  }, [articleId, flush, intervalMs]);

  // A save makes the server's copy current: a later autosave is news again, and the state clears.
  useEffect(() => {
    if (!dirty) {
      setLastAt(null);
      setFailed(false);
    }
  }, [dirty]);
  useEffect(() => setStale(false), [version]);

  const startFresh = useCallback(() => {
    freshRef.current = true;
  }, []);

  return { lastAt, failed, stale, flush, startFresh };
}
