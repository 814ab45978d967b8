import type { COMMENT_TYPE } from './constants';

/* Comments on articles, talk posts and guestbook entries (DESIGN.md §4: /api/comment/*). */

/** COMMENT_TYPE: 1 article, 2 talk, 3 guestbook message, 4 page of one's own. */
export type CommentType = (typeof COMMENT_TYPE)[keyof typeof COMMENT_TYPE];

/** Longest comment, in characters (code points) after trimming. */
export const COMMENT_CONTENT_MAX = 500;

/** Top-level comments per page (加载更多) and replies per page (查看更多回复). */
export const COMMENT_PAGE_SIZE = { parents: 10, replies: 5 } as const;

/** Every sentence the comment calls answer with; the client shows them as they are. */
export const COMMENT_TEXT = {
  empty: '请输入评论内容',
  tooLong: `评论不能超过 ${COMMENT_CONTENT_MAX} 个字`,
  badType: '评论类型只能是 1（文章）、2（说说）或 3（留言）',
  tooFrequent: '评论太频繁，请稍后再试',
  added: '评论成功',
  replied: '回复成功',
  deleted: '删除成功',
  hidden: '已隐藏',
  shown: '已恢复显示',
  /** code 100 when the comment does not exist, was deleted or is hidden. */
  commentMissing: '评论不存在或已被删除',
  /** 403 when a user deletes someone else's comment. */
  notYours: '只能删除自己的评论',
  /** 400 when DELETE /delete/:id/:parent_id names the wrong parent. */
  parentMismatch: '评论的上级不匹配',
  /** 400 when to_user is not someone in that thread. */
  badReplyTarget: '回复的对象不在这条评论下',
  /** code 100 by type: what was commented on does not exist or is not public. */
  targetMissing: {
    1: '文章不存在或已被删除',
    2: '说说不存在或已被删除',
    3: '留言不存在或已被删除',
    4: '页面不存在或已被删除',
  },
} as const;

/**
 * The tags a comment may carry (ORIGINAL-CLIENT-API §2.4: the original client writes HTML from a
 * contenteditable and shows comments with v-html). The server keeps only these, without any
 * attribute, before storing; our client shows a comment with tags as that HTML, sanitized again.
 */
export const COMMENT_HTML_TAGS = ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code'] as const;

/** Whether the text holds an HTML tag (then it is treated as the original client's HTML). */
export const COMMENT_HTML_TAG = /<\/?[a-zA-Z][\w-]*(\s[^<>]*)?\/?>/;

/** The public face of a person (the console's comment rows still nest it). */
export interface CommentUser {
  id: number;
  nick_name: string;
  avatar: string;
}

/** The order of top-level comments (ORIGINAL-CLIENT-API §2.4): "hot" most liked first, "new" newest first. */
export type CommentOrder = 'hot' | 'new';

/**
 * What frontGetParentComment shows as the commenter's place (IP 属地) when there is none: written
 * before the lookup existed, from an address the offline database does not place, or with the
 * switch off. Only the region is ever stored, never the address.
 */
export const COMMENT_IP_UNKNOWN = '未知';

/**
 * One comment or reply as lists show it, in the original client's flat shape: the author in
 * from_*, the person a reply answers in to_* (both read from the user table, so they are current).
 */
export interface CommentItem {
  id: number;
  /** COMMENT_TYPE */
  type: CommentType;
  for_id: number;
  /** Null for a top-level comment; the top-level comment for a reply. */
  parent_id: number | null;
  content: string;
  /** Like count (LIKE_TYPE.comment). */
  thumbs_up: number;
  /** Whether the caller (account, else visitor key, else address) likes it. */
  is_like: boolean;
  from_id: number;
  from_name: string;
  from_avatar: string;
  /** Whom a reply answers (回复 @to_name); null for a top-level comment. */
  to_id: number | null;
  to_name: string | null;
  to_avatar: string | null;
  /** IP 属地 at write time (province in China, country abroad), else COMMENT_IP_UNKNOWN; never an address. */
  ipAddress: string;
  /** A guest's own address (网址), '' for accounts and guests who gave none. */
  from_url?: string;
  /** True for a guest's comment still waiting for review: only its writer's browser gets it. */
  pending?: boolean;
  /** "YYYY-MM-DD HH:mm:ss" in the site's zone. */
  createdAt: string;
}

/** A top-level comment with its shown replies' count and their first page (oldest first). */
export interface ParentComment extends CommentItem {
  reply_count: number;
  /** The first COMMENT_PAGE_SIZE.replies replies; more through frontGetChildrenComment. */
  replies: CommentItem[];
}

/** result of POST /api/comment/getCommentTotal: shown top-level comments plus their shown replies, a bare number. */
export type CommentTotal = number;
