import type {
  ArticleAutosaveBody,
  ArticleBulkBody,
  ArticleBulkResult,
  ArticleRevisionDetail,
  ArticleRevisionRow,
  ArticleSaved,
  MarkdownDiff,
} from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** 历史版本, server-side drafts and 批量操作 (contract/src/articleRevisions.ts). */

export interface AutosaveResult {
  revision_id: number;
  createdAt: string;
  /** The article was saved elsewhere since this editor loaded it. */
  stale: boolean;
}

export async function getRevisions(articleId: number): Promise<ArticleRevisionRow[]> {
  return resultOf(await http.get<ArticleRevisionRow[]>(`/api/article/revisions/${articleId}`));
}

export async function getRevision(id: number): Promise<ArticleRevisionDetail> {
  return resultOf(await http.get<ArticleRevisionDetail>(`/api/article/revision/${id}`));
}

export async function compareRevisions(fromId: number, toId: number): Promise<MarkdownDiff> {
  return resultOf(await http.post<MarkdownDiff>('/api/article/revision/compare', { from_id: fromId, to_id: toId }));
}

export async function diffMarkdown(before: string, after: string): Promise<MarkdownDiff> {
  return resultOf(await http.post<MarkdownDiff>('/api/article/diffMarkdown', { before, after }));
}

export async function restoreRevision(id: number, baseUpdatedAt?: string): Promise<ArticleSaved> {
  return resultOf(await http.put<ArticleSaved>('/api/article/revision/restore', baseUpdatedAt ? { id, base_updated_at: baseUpdatedAt } : { id }, { skipBusinessToast: true }));
}

/** Quiet about refusals: a failed autosave is retried on the next tick and shown in the save state. */
export async function autosaveArticle(body: ArticleAutosaveBody): Promise<AutosaveResult> {
  return resultOf(await http.post<AutosaveResult>('/api/article/autosave', body, { skipBusinessToast: true }));
}

export async function bulkEditArticles(body: ArticleBulkBody): Promise<ArticleBulkResult> {
  return resultOf(await http.post<ArticleBulkResult>('/api/article/bulk', body, { skipBusinessToast: true }));
}
