import { guestCommentFields } from './guestComment';
import { z } from 'zod';
import { COMMENT_CONTENT_MAX, COMMENT_TEXT, type CommentType } from './comment';
import { COMMENT_TYPE } from './constants';
import { currentPageSchema, ID_MAX, idSchema, pageSizeSchema } from './requests';

/* zod schemas of the comment calls, apart from comment.ts so the web entry does not pull zod in. */

const commentTypes = Object.values(COMMENT_TYPE) as CommentType[];

export const commentTypeSchema = z.coerce
  .number({ error: COMMENT_TEXT.badType })
  .refine((value): value is CommentType => (commentTypes as number[]).includes(value), { error: COMMENT_TEXT.badType })
  .transform((value) => value as CommentType);

/** Trimmed, 1–500 characters counted as code points (an emoji is one character). */
export const commentContentSchema = z
  .string({ error: COMMENT_TEXT.empty })
  .trim()
  .min(1, { error: COMMENT_TEXT.empty })
  .refine((value) => Array.from(value).length <= COMMENT_CONTENT_MAX, { error: COMMENT_TEXT.tooLong });

/** POST /api/comment/getCommentTotal */
export const commentTargetBody = z.object({ type: commentTypeSchema, for_id: idSchema });

/**
 * "hot" (most liked first) or "new" (newest first). Left out, the list is newest first (our
 * client's order); any other value is read as "hot", as the original server did.
 */
export const commentOrderSchema = z.enum(['hot', 'new']).catch('hot').optional();

/** POST /api/comment/frontGetParentComment (the original client also sends loading and user_id; they are ignored). */
export const parentCommentPageBody = commentTargetBody.extend({ current: currentPageSchema, size: pageSizeSchema, order: commentOrderSchema });

/** POST /api/comment/frontGetChildrenComment (the original client also sends type, for_id, loading, user_id). */
export const childCommentPageBody = z.object({ parent_id: idSchema, current: currentPageSchema, size: pageSizeSchema });

/**
 * POST /api/comment/add: a top-level comment. The original client also sends from_id, from_name,
 * from_avatar and author_id: they are ignored, the author is always the token's user.
 */
export const addCommentBody = commentTargetBody.extend({ content: commentContentSchema, ...guestCommentFields });

/**
 * POST /api/comment/apply: a reply in the thread of parent_id. reply_id names the comment answered
 * (the parent or one of its replies); to_id (the original client's field; to_user is the older
 * name) may name its author instead, who must have written in that thread. With none, the reply
 * answers the parent. from_* and to_name/to_avatar are ignored: names come from the user table.
 */
export const applyCommentBody = z.object({
  parent_id: idSchema,
  reply_id: idSchema.optional(),
  to_id: idSchema.optional(),
  to_user: idSchema.optional(),
  content: commentContentSchema,
  ...guestCommentFields,
});

/** DELETE /api/comment/delete/:id/:parent_id (parent_id 0 for a top-level comment). */
export const deleteCommentParams = z.object({
  id: idSchema,
  // 0 for a top-level comment, otherwise an id (bounded like every id).
  parent_id: z.coerce
    .number({ error: '上级评论编号必须是数字' })
    .int({ error: '上级评论编号必须是整数' })
    .min(0, { error: '上级评论编号不能为负数' })
    .max(ID_MAX, { error: `上级评论编号不能大于 ${ID_MAX}` }),
});

export type CommentTargetBody = z.infer<typeof commentTargetBody>;
export type ParentCommentPageBody = z.infer<typeof parentCommentPageBody>;
export type ChildCommentPageBody = z.infer<typeof childCommentPageBody>;
export type AddCommentBody = z.infer<typeof addCommentBody>;
export type ApplyCommentBody = z.infer<typeof applyCommentBody>;
