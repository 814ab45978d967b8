import { z } from 'zod';
import { COMMENT_TEXT, type CommentType, type CommentUser } from './comment';
import { commentContentSchema, commentTypeSchema } from './commentSchemas';
import { MESSAGE_LIMITS, type MessageItem } from './message';
import type { PageResult } from './envelope';
import { currentPageSchema, idSchema, pageSizeSchema } from './requests';

/* The admin console's moderation calls (DESIGN.md §8): the comment queue and the guestbook. */

export const MODERATION_LIMITS = {
  keywordMax: 50,
  authorMax: 32,
  /** Ids one batch call may name. */
  batchMax: 100,
} as const;

/**
 * comment.status and message.status share these values: 1 shown, 2 hidden by the admin; a guest's
 * comment waits in 3 (待审核) until approved (batchStatus 1) or rejected (batchStatus 2).
 */
export const MODERATION_STATUS = { shown: 1, hidden: 2, pending: 3 } as const;

export const MODERATION_MESSAGES = {
  idsMissing: '请选择要操作的条目',
  tooManyIds: `一次最多操作 ${MODERATION_LIMITS.batchMax} 条`,
  statusInvalid: '状态只能是 1（显示）或 2（隐藏）',
  commentStatusInvalid: '状态只能是 1（显示）、2（隐藏）或 3（待审核）',
  keywordTooLong: `搜索内容不能超过 ${MODERATION_LIMITS.keywordMax} 个字`,
  authorTooLong: `作者不能超过 ${MODERATION_LIMITS.authorMax} 个字`,
  commentMissing: COMMENT_TEXT.commentMissing,
  hidden: '已隐藏',
  shown: '已恢复显示',
  deleted: '删除成功',
  replied: '回复成功',
} as const;

const statusSchema = z.coerce
  .number({ error: MODERATION_MESSAGES.statusInvalid })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: MODERATION_MESSAGES.statusInvalid }));

/** The comment queue's filter also knows 3, guests' comments waiting for review. */
const commentStatusSchema = z.coerce
  .number({ error: MODERATION_MESSAGES.commentStatusInvalid })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: MODERATION_MESSAGES.commentStatusInvalid }));

const keywordSchema = z.string({ error: '搜索内容必须是文字' }).trim().max(MODERATION_LIMITS.keywordMax, { error: MODERATION_MESSAGES.keywordTooLong });

/** Ids of a batch call: 1–100 distinct ids (duplicates fold into one). */
export const moderationIdsSchema = z
  .array(idSchema, { error: MODERATION_MESSAGES.idsMissing })
  .min(1, { error: MODERATION_MESSAGES.idsMissing })
  .max(MODERATION_LIMITS.batchMax, { error: MODERATION_MESSAGES.tooManyIds })
  .transform((ids) => [...new Set(ids)]);

// ---------------------------------------------------------------------------------------------
// Comments

/** POST /api/comment/getAdminCommentList: every comment and reply, hidden ones too, newest first. */
export const adminCommentListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  /** COMMENT_TYPE: 1 article, 2 talk, 3 guestbook entry. */
  type: commentTypeSchema.optional(),
  status: commentStatusSchema.optional(),
  /** Part of the author's username or nickname. */
  author: z.string({ error: '作者必须是文字' }).trim().max(MODERATION_LIMITS.authorMax, { error: MODERATION_MESSAGES.authorTooLong }).optional(),
  keyword: keywordSchema.optional(),
});

/** PUT /api/comment/batchStatus: hide (2) or show (1) several comments. */
export const commentBatchStatusBody = z.object({ ids: moderationIdsSchema, status: statusSchema });
/** PUT /api/comment/batchDelete: the comments, their replies and every like on them. */
export const commentBatchDeleteBody = z.object({ ids: moderationIdsSchema });
/** POST /api/comment/adminReply: the blogger answers one comment (or reply) in its thread. */
export const adminCommentReplyBody = z.object({ id: idSchema, content: commentContentSchema });

export type AdminCommentListBody = z.input<typeof adminCommentListBody>;
export type CommentBatchStatusBody = z.input<typeof commentBatchStatusBody>;
export type AdminCommentReplyBody = z.input<typeof adminCommentReplyBody>;

/** One row of the comment queue. */
export interface AdminCommentRow {
  id: number;
  type: CommentType;
  for_id: number;
  /** Null for a top-level comment. */
  parent_id: number | null;
  content: string;
  /** 1 shown, 2 hidden, 3 a guest's comment waiting for review. */
  status: number;
  thumbs_up: number;
  /** A guest comment's nickname, e-mail (only the console sees it) and address; '' for accounts. */
  guest_name: string;
  guest_email: string;
  guest_url: string;
  /** IP 属地 at write time; '' when unknown or switched off. */
  ip_region: string;
  /** Replies under a top-level comment (hidden ones too); 0 for a reply. */
  reply_count: number;
  from_user: CommentUser & { username: string };
  /** Whom a reply answers; null for a top-level comment. */
  to_user: CommentUser | null;
  /** What it is on: the article's title, the start of the talk post or guestbook entry; '' when that is gone. */
  place_title: string;
  /** A page of one's own (type 4): its slug, for the link to /page/<slug>; null for the others or when it is gone. */
  page_slug?: string | null;
  createdAt: string;
}

export type AdminCommentPage = PageResult<AdminCommentRow>;

export const COMMENT_PLACE_LABEL: Record<CommentType, string> = { 1: '文章', 2: '说说', 3: '留言', 4: '页面' };

// ---------------------------------------------------------------------------------------------
// Guestbook

/** POST /api/message/getAdminMessageList: every entry, hidden ones too, newest first. */
export const adminMessageListBody = z.object({
  current: currentPageSchema,
  size: pageSizeSchema,
  tag: z.string({ error: '标签必须是文字' }).trim().max(MESSAGE_LIMITS.tagMax, { error: `标签不能超过 ${MESSAGE_LIMITS.tagMax} 个字` }).optional(),
  status: statusSchema.optional(),
  keyword: keywordSchema.optional(),
});

/** PUT /api/message/batchDelete: the entries with their comments and every like on them. */
export const messageBatchDeleteBody = z.object({ ids: moderationIdsSchema });

export type AdminMessageListBody = z.input<typeof adminMessageListBody>;

/** One guestbook entry in the console: the visitors' item plus how many comments (hidden ones too) go with it. */
export interface AdminMessageRow extends MessageItem {
  /** Every comment and reply under it, hidden ones included: what deleting it removes. */
  comment_count: number;
}
