import {
  REVISION_KINDS,
  REVISION_MESSAGES,
  type ArticleRevisionDetail,
  type ArticleRevisionRow,
  type MarkdownDiff,
  type RevisionKind,
} from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { ArticleAdminRepo } from './adminRepo';
import type { ArticleAdminService } from './adminService';
import { diffMarkdown } from './markdownDiff';
import { keepRevision, revisionById, revisionsOf, type RevisionDetailData, type RevisionRowData } from './revisionRepo';
import { looseSettings, writeOfRevision } from './revisionSnapshot';
import { ARTICLE_MISSING_MESSAGE } from './service';

const kindOf = (kind: string): RevisionKind => ((REVISION_KINDS as readonly string[]).includes(kind) ? (kind as RevisionKind) : 'manual');

const toRow = (row: RevisionRowData, previousSize: number | undefined): ArticleRevisionRow => ({
  id: row.id,
  kind: kindOf(row.kind),
  title: row.title,
  size: row.size,
  delta: previousSize === undefined ? 0 : row.size - previousSize,
  createdAt: row.created_at,
});

function parseSettings(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? looseSettings(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** 历史版本 and the editor's server-side drafts; saves themselves keep revisions in adminService. */
export function createRevisionService(repo: ArticleAdminRepo, articles: ArticleAdminService) {
  const k = repo.kysely;

  async function existing(id: number): Promise<RevisionDetailData> {
    const row = await revisionById(k, id);
    if (!row) throw refusal(REVISION_MESSAGES.missing);
    return row;
  }

  return {
    /** Newest first, each with its size change against the one kept before it. */
    async list(articleId: number): Promise<ArticleRevisionRow[]> {
      if (!(await repo.state(articleId))) throw refusal(ARTICLE_MISSING_MESSAGE);
      const rows = await revisionsOf(k, articleId);
      return rows.map((row, i) => toRow(row, rows[i - 1]?.size)).reverse();
    },

    async detail(id: number): Promise<ArticleRevisionDetail> {
      const row = await existing(id);
      const previous = (await revisionsOf(k, row.article_id)).filter((r) => r.id < id).at(-1);
      return { ...toRow(row, previous?.size), article_id: row.article_id, article_content: row.content, settings: parseSettings(row.settings) };
    },

    /**
     * What the editor holds, kept as an autosave revision (merged into the previous one when that
     * is an autosave too). The article row is not touched: visitors keep reading the last save.
     * `stale` tells the editor the article was saved elsewhere since it loaded it.
     */
    async autosave(articleId: number, body: { article_title: string; article_content: string; settings: Record<string, unknown>; base_updated_at?: string; fresh?: boolean }) {
      const state = await repo.detail(articleId);
      if (!state) throw refusal(ARTICLE_MISSING_MESSAGE);
      const kept = await k.transaction().execute((trx) =>
        keepRevision(trx, articleId, 'autosave', { title: body.article_title, content: body.article_content, settings: looseSettings(body.settings) }, !body.fresh),
      );
      return { revision_id: kept.id, createdAt: kept.createdAt, stale: body.base_updated_at !== undefined && body.base_updated_at !== state.updated_at };
    },

    async compare(fromId: number, toId: number): Promise<MarkdownDiff> {
      const [from, to] = [await existing(fromId), await existing(toId)];
      if (from.article_id !== to.article_id) throw refusal('只能比较同一篇文章的历史版本');
      return diffMarkdown(from.content, to.content);
    },

    diffText: (before: string, after: string): MarkdownDiff => diffMarkdown(before, after),

    /** 恢复此版本: the revision becomes the article again (a new revision of kind 'restore'). */
    async restore(id: number, baseUpdatedAt?: string) {
      const row = await existing(id);
      const restored = writeOfRevision(row.title, row.content, row.settings);
      if (!restored.ok) throw refusal(`这个版本无法直接恢复：${restored.message}`);
      return articles.restoreAs(row.article_id, restored.write, baseUpdatedAt);
    },
  };
}
