import { z } from 'zod';
import { LIMITS, PAGE_SIZE } from './constants';

/** Request schemas with Chinese messages: the server answers 400 with the first message. */

const positiveInt = (what: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int({ error: `${what}必须是整数` })
    .min(1, { error: `${what}必须大于 0` })
    .max(max, { error: `${what}不能大于 ${max}` });

/**
 * The largest id a row can have: PostgreSQL's `integer` (and `serial`) columns are 32-bit, SQLite's
 * are 64-bit, so the smaller bound is the one both engines answer alike. A larger id can name no
 * row; refusing it here keeps it from overflowing the query on PostgreSQL.
 */
export const ID_MAX = 2_147_483_647;

/** A row id, named in the messages as `what` (编号, 用户编号…). Every id of every request uses this. */
export const idSchemaOf = (what: string) => positiveInt(what, ID_MAX);
export const idSchema = idSchemaOf('编号');
export const pageSizeSchema = positiveInt('每页条数', PAGE_SIZE.max);
export const currentPageSchema = positiveInt('页码', 100_000);

export const idParams = z.object({ id: idSchema });
export const pageParams = z.object({ current: currentPageSchema, size: pageSizeSchema });
/** `{current, size, keyword?}` for a console list searched by one box (重定向, 页面). */
export const keywordPageBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  keyword: z.string({ error: '关键字必须是文字' }).trim().max(200, { error: '关键字太长' }).optional(),
});
/** `{current, size, id}` for lists by tag or category. */
export const pageByIdBody = z.object({ current: currentPageSchema, size: pageSizeSchema, id: idSchema });

export const searchParams = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: '请输入搜索内容' })
    // The original client sends whatever was typed: longer text is searched by its beginning.
    .transform((text) => [...text].slice(0, LIMITS.searchTextMax).join('').trim()),
});

export const readingDurationParams = z.object({
  id: idSchema,
  /** Milliseconds spent on the page (the original client's unit); cut to LIMITS.readingDurationMaxMs. */
  duration: z.coerce
    .number({ error: '阅读时长必须是数字' })
    .refine((value) => Number.isFinite(value), { error: '阅读时长必须是数字' })
    .min(0, { error: '阅读时长不能为负数' })
    .transform((value) => Math.min(Math.round(value), LIMITS.readingDurationMaxMs)),
});

export type PageParams = z.infer<typeof pageParams>;
export type PageByIdBody = z.infer<typeof pageByIdBody>;
