import { z } from 'zod';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';

/*
 * The admin console's category and tag calls (DESIGN.md §8). The two are the same screen with
 * different words, so their rules, messages and schemas come from one factory per kind.
 */

export type TaxonomyKind = 'category' | 'tag';

/** The noun each kind is called by in every message and label. */
export const TAXONOMY_NOUN: Record<TaxonomyKind, string> = { category: '分类', tag: '标签' };

/** Same limit as a name typed in the article editor (ARTICLE_LIMITS.nameMax). */
export const TAXONOMY_NAME_MAX = 32;

/**
 * Envelope code of a delete refused because articles still use the category or tag (HTTP 200,
 * like every refusal): the console answers it with its "move the articles to…" dialog instead of
 * a toast, so it needs telling apart from the other refusals (code 100).
 */
export const TAXONOMY_IN_USE_CODE = 101;

export function taxonomyMessages(kind: TaxonomyKind) {
  const noun = TAXONOMY_NOUN[kind];
  return {
    nameMissing: `请输入${noun}名`,
    nameTooLong: `${noun}名不能超过 ${TAXONOMY_NAME_MAX} 个字`,
    nameTaken: `${noun}名已存在`,
    missing: `${noun}不存在或已被删除`,
    moveTargetMissing: `要移到的${noun}不存在`,
    moveToSelf: `不能把文章移到要删除的${noun}本身`,
    /** `articles` is a count, or a placeholder such as 'N' in the API document. */
    inUse: (articles: number | string) => `该${noun}下还有 ${articles} 篇文章，请先把它们移到其他${noun}`,
    added: '添加成功',
    saved: '保存成功',
    deleted: '删除成功',
    movedAndDeleted: (articles: number) => `已把 ${articles} 篇文章移到新的${noun}，并删除了原${noun}`,
  };
}

export type TaxonomyMessages = ReturnType<typeof taxonomyMessages>;

/** The field that holds the name in each kind's bodies and rows (the origin's names). */
export const TAXONOMY_NAME_FIELD = { category: 'category_name', tag: 'tag_name' } as const;

function nameSchema(kind: TaxonomyKind) {
  const messages = taxonomyMessages(kind);
  return z
    .string({ error: messages.nameMissing })
    .trim()
    .min(1, { error: messages.nameMissing })
    .max(TAXONOMY_NAME_MAX, { error: messages.nameTooLong });
}

const searchSchema = z.string({ error: '搜索内容必须是文字' }).trim().max(TAXONOMY_NAME_MAX, { error: `搜索内容不能超过 ${TAXONOMY_NAME_MAX} 个字` });

/** PUT /api/category/delete and PUT /api/tag/delete: move_to_id moves the articles there first. */
export const taxonomyDeleteBody = z.object({ id: idSchema, move_to_id: idSchema.optional() });

/** POST /api/category/getCategoryList */
export const categoryListBody = z.object({ current: currentPageSchema, size: pageSizeSchema, category_name: searchSchema.optional() });
/** POST /api/category/add */
export const categoryAddBody = z.object({ category_name: nameSchema('category') });
/** PUT /api/category/update */
export const categoryUpdateBody = z.object({ id: idSchema, category_name: nameSchema('category') });

/** POST /api/tag/getTagList */
export const tagListBody = z.object({ current: currentPageSchema, size: pageSizeSchema, tag_name: searchSchema.optional() });
/** POST /api/tag/add */
export const tagAddBody = z.object({ tag_name: nameSchema('tag') });
/** PUT /api/tag/update */
export const tagUpdateBody = z.object({ id: idSchema, tag_name: nameSchema('tag') });

export type CategoryListBody = z.input<typeof categoryListBody>;
export type TagListBody = z.input<typeof tagListBody>;
export type TaxonomyDeleteBody = z.input<typeof taxonomyDeleteBody>;

/** What every row of both lists carries; dates are ISO strings. */
interface TaxonomyRowBase {
  id: number;
  /** Live articles of any status (public, private, draft); the recycle bin's are not counted. */
  articleCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryAdminRow extends TaxonomyRowBase {
  category_name: string;
}

export interface TagAdminRow extends TaxonomyRowBase {
  tag_name: string;
}

/** What add and update answer: the saved row. */
export type CategorySaved = CategoryAdminRow;
export type TagSaved = TagAdminRow;

/** What a delete answers: how many articles were moved to move_to_id (0 without a move). */
export interface TaxonomyDeleted {
  moved: number;
}
