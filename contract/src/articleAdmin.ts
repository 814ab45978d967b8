import { z } from 'zod';
import { ARTICLE_STATUS, ARTICLE_TYPE } from './constants';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';
import type { TagRef } from './article';
import { imageUrl } from './siteAdmin';
import { slugInputSchema } from './slugs';

/* The admin console's article calls (DESIGN.md §8): list, write, recycle bin. Dates are ISO strings. */

export const ARTICLE_LIMITS = {
  titleMax: 255,
  descriptionMax: 255,
  /** Characters of plain text taken from the body when the description is left empty. */
  derivedDescription: 120,
  contentMax: 200_000,
  tagsMax: 20,
  nameMax: 32,
  urlMax: 512,
  topOrderMax: 9999,
} as const;

export const ARTICLE_MESSAGES = {
  titleMissing: '请输入文章标题',
  titleTaken: '已存在同名文章，请换一个标题',
  coverInvalid: '封面必须是本站上传的图片，或 http:// / https:// 开头的图片地址',
  contentMissing: '请输入文章内容',
  categoryMissing: '请选择或新建一个分类',
  originUrlMissing: '转载或翻译的文章请填写原文链接',
  originUrlInvalid: '原文链接必须是 http:// 或 https:// 开头的网址',
  notInRecycleBin: '只能彻底删除回收站里的文章，请先删除（移入回收站）',
  scheduleTimeMissing: '定时发布请选择发布时间',
  scheduleTimePast: '定时发布的时间必须晚于现在',
  publishTimeFuture: '发布时间晚于现在：要到时再发布，请把状态设为“定时发布”',
  notScheduled: '这篇文章不是定时发布状态',
} as const;

/** Labels shown by the console for each status and type. */
export const ARTICLE_STATUS_LABEL: Record<number, string> = {
  [ARTICLE_STATUS.public]: '公开',
  [ARTICLE_STATUS.private]: '私密',
  [ARTICLE_STATUS.draft]: '草稿',
  [ARTICLE_STATUS.scheduled]: '定时发布',
};
export const ARTICLE_TYPE_LABEL: Record<number, string> = {
  [ARTICLE_TYPE.original]: '原创',
  [ARTICLE_TYPE.reprint]: '转载',
  [ARTICLE_TYPE.translation]: '翻译',
};

/** A trimmed string; `wrongType` answers a missing or non-text value, `tooLong` a long one. */
const trimmed = (max: number, tooLong: string, wrongType: string) => z.string({ error: wrongType }).trim().max(max, { error: tooLong });
const statusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '文章状态只能是公开、私密、草稿或定时发布' });
const typeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '文章类型只能是原创、转载或翻译' });
const flagSchema = z.union([z.literal(1), z.literal(2)], { error: '置顶只能是 1（置顶）或 2（不置顶）' });
const isoDate = z.iso.datetime({ error: '日期格式不正确', offset: true });
const topOrderSchema = z.coerce
  .number({ error: '置顶顺序必须是数字' })
  .int({ error: '置顶顺序必须是整数' })
  .min(0, { error: '置顶顺序不能为负数' })
  .max(ARTICLE_LIMITS.topOrderMax, { error: `置顶顺序不能大于 ${ARTICLE_LIMITS.topOrderMax}` });

/**
 * POST /api/article/add and PUT /api/article/update. The category and tags are given by name: a
 * name that does not exist yet is created in the same transaction (pick or create). A draft may be
 * saved with only a title; publishing (public or private) needs the text and a category. Without a
 * status the article is a draft: nothing reaches the site until the blogger says so.
 */
export const articleWriteBody = z
  .object({
    article_title: trimmed(ARTICLE_LIMITS.titleMax, `标题不能超过 ${ARTICLE_LIMITS.titleMax} 个字`, ARTICLE_MESSAGES.titleMissing).min(1, { error: ARTICLE_MESSAGES.titleMissing }),
    article_content: z.string({ error: ARTICLE_MESSAGES.contentMissing }).max(ARTICLE_LIMITS.contentMax, { error: `正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字` }).default(''),
    article_description: trimmed(ARTICLE_LIMITS.descriptionMax, `描述不能超过 ${ARTICLE_LIMITS.descriptionMax} 个字`, '描述必须是文字').default(''),
    article_cover: imageUrl(ARTICLE_MESSAGES.coverInvalid).default(''),
    category_name: trimmed(ARTICLE_LIMITS.nameMax, `分类名不能超过 ${ARTICLE_LIMITS.nameMax} 个字`, '分类名必须是文字').default(''),
    tag_names: z
      .array(trimmed(ARTICLE_LIMITS.nameMax, `标签名不能超过 ${ARTICLE_LIMITS.nameMax} 个字`, '标签名必须是文字').min(1, { error: '标签名不能为空' }), { error: '标签格式不正确' })
      .max(ARTICLE_LIMITS.tagsMax, { error: `标签最多 ${ARTICLE_LIMITS.tagsMax} 个` })
      .default([]),
    status: statusSchema.default(ARTICLE_STATUS.draft),
    type: typeSchema.default(ARTICLE_TYPE.original),
    origin_url: trimmed(ARTICLE_LIMITS.urlMax, '原文链接太长', '原文链接必须是文字').default(''),
    is_top: flagSchema.default(2),
    top_order: topOrderSchema.default(0),
    /** The address /post/<slug>; '' makes one from the title for a new article and keeps the current one otherwise. */
    slug: slugInputSchema.default(''),
    /**
     * 发布时间 (an ISO instant with its offset; the console turns the site-zone wall time into it).
     * Left out: a new article is dated now, an edited one keeps its date. Required for 定时发布,
     * and then later than now; otherwise not later than now (back-dating an import is allowed).
     */
    publish_time: isoDate.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === ARTICLE_STATUS.scheduled && !body.publish_time) ctx.addIssue({ code: 'custom', path: ['publish_time'], message: ARTICLE_MESSAGES.scheduleTimeMissing });
    const publishing = body.status !== ARTICLE_STATUS.draft;
    if (publishing && !body.article_content.trim()) ctx.addIssue({ code: 'custom', path: ['article_content'], message: ARTICLE_MESSAGES.contentMissing });
    if (publishing && !body.category_name) ctx.addIssue({ code: 'custom', path: ['category_name'], message: ARTICLE_MESSAGES.categoryMissing });
    if (body.type !== ARTICLE_TYPE.original) {
      if (!body.origin_url) ctx.addIssue({ code: 'custom', path: ['origin_url'], message: ARTICLE_MESSAGES.originUrlMissing });
      else if (!/^https?:\/\/[^\s]+$/i.test(body.origin_url)) ctx.addIssue({ code: 'custom', path: ['origin_url'], message: ARTICLE_MESSAGES.originUrlInvalid });
    }
  });

/**
 * base_updated_at: the article's updatedAt when the editor loaded (or last saved) it. When given and
 * the article was saved since, the save is refused (REVISION_MESSAGES.conflict) and nothing changes.
 * Without it (the original client) the save overwrites as before.
 */
export const articleUpdateBody = z.intersection(
  z.object({ id: idSchema, base_updated_at: z.string({ error: '版本格式不正确' }).min(1, { error: '版本格式不正确' }).max(40, { error: '版本格式不正确' }).optional() }),
  articleWriteBody,
);

export type ArticleWriteBody = z.input<typeof articleWriteBody>;
export type ArticleWrite = z.output<typeof articleWriteBody>;
export type ArticleUpdateBody = z.input<typeof articleUpdateBody>;

/** POST /api/article/titleExist: whether another article already has this title. */
export const articleTitleExistBody = z.object({
  article_title: trimmed(ARTICLE_LIMITS.titleMax, '标题太长', ARTICLE_MESSAGES.titleMissing).min(1, { error: ARTICLE_MESSAGES.titleMissing }),
  /** The article being edited, which may keep its own title. */
  id: idSchema.optional(),
});
export type ArticleTitleExistBody = z.input<typeof articleTitleExistBody>;

/** POST /api/article/localizeImages (将外链图片转存到本站): the editor's Markdown as it is now. */
export const localizeImagesBody = z.object({
  content: z.string({ error: '缺少正文' }).max(ARTICLE_LIMITS.contentMax, { error: `正文不能超过 ${ARTICLE_LIMITS.contentMax} 个字` }),
});
export type LocalizeImagesBody = z.input<typeof localizeImagesBody>;

/** What the editor's 转存 did: the new text, each picture brought home, each that was not and why (Chinese). */
export interface LocalizedImages {
  content: string;
  /** Remote address → its copy on this site (the editor applies these to what it holds now). */
  replaced: Array<{ url: string; local: string }>;
  failures: Array<{ url: string; reason: string }>;
}

export const ARTICLE_SORT_FIELDS = ['created_at', 'updated_at', 'view_times', 'thumbs_up_times'] as const;

/**
 * POST /api/article/getArticleList (live articles) and POST /api/article/getRecycleList (the
 * recycle bin): every filter optional; dates are inclusive ISO instants on created_at.
 */
export const adminArticleListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  article_title: z.string({ error: '标题关键字必须是文字' }).trim().max(ARTICLE_LIMITS.titleMax, { error: '标题关键字太长' }).optional(),
  category_id: idSchema.optional(),
  tag_id: idSchema.optional(),
  status: statusSchema.optional(),
  is_top: flagSchema.optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  sort_by: z.enum(ARTICLE_SORT_FIELDS, { error: '不支持的排序字段' }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).default('desc'),
});
export type AdminArticleListBody = z.input<typeof adminArticleListBody>;
export type AdminArticleListQuery = z.output<typeof adminArticleListBody>;

/** The recycle bin may also sort by when an article was deleted, and does so by default (newest first). */
export const RECYCLE_SORT_FIELDS = [...ARTICLE_SORT_FIELDS, 'deleted_at'] as const;
export const adminRecycleListBody = adminArticleListBody.extend({
  sort_by: z.enum(RECYCLE_SORT_FIELDS, { error: '不支持的排序字段' }).default('deleted_at'),
});
export type AdminRecycleListBody = z.input<typeof adminRecycleListBody>;
export type AdminRecycleListQuery = z.output<typeof adminRecycleListBody>;

/** PUT /api/article/isPublic/:id/:status: 1 public, 2 private. */
export const articleIsPublicParams = z.object({
  id: idSchema,
  status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { error: '只能设为公开（1）或私密（2）' })),
});

/** PUT /api/article/publishNow/:id and PUT /api/article/cancelSchedule/:id: a scheduled article's two actions. */
export const articleScheduleParams = z.object({ id: idSchema });

/** PUT /api/article/updateTop/:id/:is_top with an optional body {top_order}. */
export const articleTopParams = z.object({ id: idSchema, is_top: z.coerce.number().pipe(flagSchema) });
export const articleTopBody = z.object({ top_order: topOrderSchema.optional() }).nullish();

/** One row of the console's article list and recycle bin. */
export interface AdminArticleRow {
  id: number;
  article_title: string;
  article_cover: string;
  category_id: number | null;
  category_name: string | null;
  tagList: TagRef[];
  status: number;
  type: number;
  is_top: number;
  top_order: number;
  view_times: number;
  thumbs_up_times: number;
  /** Its publish time (发布时间): when it went or goes public; a scheduled article's due time. */
  createdAt: string;
  updatedAt: string;
  /** When it went to the recycle bin; null for a live article. */
  deletedAt: string | null;
}

/** GET /api/article/adminGetArticleById/:id: everything the editor needs, whatever the status. */
export interface AdminArticleDetail extends AdminArticleRow {
  /** Its address /post/<slug>. */
  slug: string;
  article_content: string;
  article_description: string;
  origin_url: string;
  /** An autosave (from any device) newer than the last save, offered when the editor opens; null when none. */
  autosave?: { revision_id: number; createdAt: string } | null;
}

/** What add/update answer. */
export interface ArticleSaved {
  id: number;
  /** The article's version now: send it as base_updated_at with the next save. */
  updatedAt?: string;
  /** The slug it has now (made from the title when none was given). */
  slug: string;
}
