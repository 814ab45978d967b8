import { useCallback, useEffect, useState } from 'react';
import type { AdminArticleDetail, CategoryEntry, TagEntry } from '@blog/contract';
import { getAdminArticle } from './api';
import { draftFromDetail, emptyDraft, type ArticleDraft } from './articleDraft';
import { useTaxonomyChoices } from './useTaxonomyChoices';

export interface EditorSource {
  /** The server's copy (an empty draft for a new article); null while loading or after a failure. */
  server: ArticleDraft | null;
  /** The article as loaded (its version updatedAt, a newer autosave); null for a new article. */
  detail: AdminArticleDetail | null;
  /** Why it could not be loaded (the http client may have toasted it already). */
  error: string | null;
  retry: () => void;
  categories: CategoryEntry[];
  tags: TagEntry[];
  choicesLoading: boolean;
}

/**
 * What the editor starts from: the article as the server has it, and the category and tag choices.
 * `articleId` is the one the editor opened with (null for a new article, even after its first save).
 */
export function useEditorSource(articleId: number | null): EditorSource {
  const [server, setServer] = useState<ArticleDraft | null>(() => (articleId === null ? emptyDraft() : null));
  const [detail, setDetail] = useState<AdminArticleDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const choices = useTaxonomyChoices();

  useEffect(() => {
    if (articleId === null) return;
    let active = true;
    setError(null);
    getAdminArticle(articleId).then(
      (detail) => {
        if (!active) return;
        setDetail(detail);
        setServer(draftFromDetail(detail));
      },
      (reason: unknown) => {
        if (active) setError(reason instanceof Error && reason.message ? reason.message : '文章加载失败');
      },
    );
    return () => {
      active = false;
    };
  }, [articleId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { server, detail, error, retry, categories: choices.categories, tags: choices.tags, choicesLoading: choices.loading };
}
