import { z } from 'zod';
import { ARTICLE_LIMITS, adminArticleListBody } from './articleAdmin';
import { idSchema, idSchemaOf } from './requests';
import { ARTICLE_STATUS } from './constants';

/*
 * Revision history, drafts kept on the server and bulk edit of the console's articles (issue 28).
 * Every save keeps a revision; the editor's autosave keeps one too without touching what visitors
 * read; a save that would overwrite a newer save made elsewhere is refused (conflict).
 */

export const REVISION_LIMITS = {
  /** Revisions kept per article; the oldest go first. */
  perArticle: 50,
  /** Articles one bulk edit may name by id. */
  bulkIds: 1000,
} as const;

export const REVISION_KINDS = ['manual', 'autosave', 'restore'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
export const REVISION_KIND_LABEL: Record<RevisionKind, string> = { manual: '手动保存', autosave: '自动保存', restore: '恢复' };

export const REVISION_MESSAGES = {
  /** The save's version is older than the article's: someone saved it elsewhere since. */
  conflict: '这篇文章在别处已保存过更新的版本，本次保存没有写入，以免覆盖对方的修改',
  missing: '这个历史版本不存在',
  bulkEmpty: '请至少选择一篇文章',
  bulkMissing: '部分文章不存在或已在回收站，请刷新列表后重试',
} as const;

/** The version a save starts from: the article's updatedAt as the editor loaded (or last saved) it. */
export const baseUpdatedAtSchema = z.string({ error: '版本格式不正确' }).min(1, { error: '版本格式不正确' }).max(40, { error: '版本格式不正确' });

/**
 * POST /api/article/autosave: what the editor holds, kept as an autosave revision (the article
 * itself and what visitors see do not change). Checked loosely: a draft in progress may be anything
 * a draft may be, whatever status the form shows.
 */
export const articleAutosaveBody = z.intersection(
  z.object({
    id: idSchema,
    base_updated_at: baseUpdatedAtSchema.optional(),
    /** true: start a new revision even after an autosave (the editor declined to continue that one). */
    fresh: z.boolean({ error: 'fresh 只能是布尔值' }).optional(),
  }),
  z.object({
    article_title: z.string({ error: '标题必须是文字' }).max(ARTICLE_LIMITS.titleMax, { error: `标题不能超过 ${ARTICLE_LIMITS.titleMax} 个字` }),
    article_content: z.string({ error: '正文必须是文字' }).max(ARTICLE_LIMITS.contentMax, { error: `正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字` }),
    settings: z.record(z.string(), z.unknown(), { error: '设置格式不正确' }).default({}),
  }),
);
export type ArticleAutosaveBody = z.input<typeof articleAutosaveBody>;

/** GET /api/article/revisions/:id — the article's revisions, newest first (without their text). */
export interface ArticleRevisionRow {
  id: number;
  kind: RevisionKind;
  title: string;
  /** Characters of the Markdown body. */
  size: number;
  /** size minus the size of the revision before it (0 for the first). */
  delta: number;
  createdAt: string;
}

/** GET /api/article/revision/:id — one revision in full. `settings` holds the write body's other fields. */
export interface ArticleRevisionDetail extends ArticleRevisionRow {
  article_id: number;
  article_content: string;
  settings: Record<string, unknown>;
}

/** What the editor learns when it opens an article: an autosave newer than the last save, if any. */
export interface ArticleAutosaveOffer {
  revision_id: number;
  createdAt: string;
}

/** POST /api/article/revision/compare: revision from → revision to (ids of the same article). */
export const revisionCompareBody = z.object({ from_id: idSchemaOf('历史版本编号'), to_id: idSchemaOf('历史版本编号') });
export type RevisionCompareBody = z.input<typeof revisionCompareBody>;

/** POST /api/article/diffMarkdown: any two texts (the conflict dialog's theirs and yours). */
export const markdownDiffBody = z.object({
  before: z.string({ error: '缺少原文' }).max(ARTICLE_LIMITS.contentMax, { error: `正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字` }),
  after: z.string({ error: '缺少新文' }).max(ARTICLE_LIMITS.contentMax, { error: `正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字` }),
});
export type MarkdownDiffBody = z.input<typeof markdownDiffBody>;

/** One run of lines of a diff: kept, added or removed. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}
export interface MarkdownDiff {
  parts: DiffPart[];
  /** Characters added and removed. */
  added: number;
  removed: number;
}

/** PUT /api/article/revision/restore: the revision becomes the article again, as a new revision. */
export const revisionRestoreBody = z.object({ id: idSchemaOf('历史版本编号'), base_updated_at: baseUpdatedAtSchema.optional() });
export type RevisionRestoreBody = z.input<typeof revisionRestoreBody>;

export const BULK_ACTIONS = ['category', 'addTags', 'removeTags', 'status', 'recycle'] as const;

export const bulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('category'), category_name: z.string({ error: '分类名必须是文字' }).trim().min(1, { error: '请选择或新建一个分类' }).max(ARTICLE_LIMITS.nameMax, { error: `分类名不能超过 ${ARTICLE_LIMITS.nameMax} 个字` }) }),
    z.object({ kind: z.literal('addTags'), tag_names: z.array(z.string().trim().min(1, { error: '标签名不能为空' }).max(ARTICLE_LIMITS.nameMax, { error: `标签名不能超过 ${ARTICLE_LIMITS.nameMax} 个字` })).min(1, { error: '请至少选择一个标签' }).max(ARTICLE_LIMITS.tagsMax, { error: `标签最多 ${ARTICLE_LIMITS.tagsMax} 个` }) }),
    z.object({ kind: z.literal('removeTags'), tag_names: z.array(z.string().trim().min(1, { error: '标签名不能为空' }).max(ARTICLE_LIMITS.nameMax)).min(1, { error: '请至少选择一个标签' }).max(ARTICLE_LIMITS.tagsMax, { error: `标签最多 ${ARTICLE_LIMITS.tagsMax} 个` }) }),
    z.object({ kind: z.literal('status'), status: z.union([z.literal(ARTICLE_STATUS.public), z.literal(ARTICLE_STATUS.private), z.literal(ARTICLE_STATUS.draft)], { error: '文章状态只能是公开、私密或草稿' }) }),
    z.object({ kind: z.literal('recycle') }),
  ],
  { error: '不支持的批量操作' },
);
export type BulkAction = z.output<typeof bulkActionSchema>;

/** The list filter of a bulk edit over 选中全部符合筛选的文章 (paging and sorting ignored). */
export const bulkFilterSchema = adminArticleListBody.omit({ current: true, size: true, sort_by: true, order: true });

/**
 * POST /api/article/bulk: either the ids picked in the list, or every live article matching the
 * filter. One transaction: a refusal leaves every article as it was.
 */
export const articleBulkBody = z
  .object({
    ids: z.array(idSchema, { error: '文章编号格式不正确' }).max(REVISION_LIMITS.bulkIds, { error: `一次最多 ${REVISION_LIMITS.bulkIds} 篇` }).optional(),
    filter: bulkFilterSchema.optional(),
    action: bulkActionSchema,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { error: '请给出文章编号或筛选条件（二选一）' })
  .refine((body) => body.ids === undefined || body.ids.length > 0, { error: REVISION_MESSAGES.bulkEmpty });
export type ArticleBulkBody = z.input<typeof articleBulkBody>;

export interface ArticleBulkResult {
  /** Articles the action applied to. */
  count: number;
}
