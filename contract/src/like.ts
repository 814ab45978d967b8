import type { LIKE_TYPE } from './constants';

/* Likes of articles, talk posts, guestbook entries and comments (DESIGN.md §4: POST /api/like/*). */

/** LIKE_TYPE: 1 article, 2 talk, 3 guestbook message, 4 comment. */
export type LikeType = (typeof LIKE_TYPE)[keyof typeof LIKE_TYPE];

/** Body of getIsLikeByIdAndType, addLike and cancelLike. */
export interface LikeTarget {
  for_id: number;
  type: LikeType;
}

/**
 * Result of getIsLikeByIdAndType, addLike and cancelLike: whether the caller (their account, or
 * their visitor key when not logged in) likes the item now, and the item's like count after the call.
 */
export interface LikeState {
  liked: boolean;
  count: number;
}

/** What the like calls answer besides success; shown to the user as they are. */
export const LIKE_TEXT = {
  liked: '点赞成功',
  cancelled: '取消点赞成功',
  /** Neither a login nor a valid visitor key (VISITOR_KEY_HEADER). */
  unknownVisitor: '无法识别访客身份',
  badType: '点赞类型只能是 1（文章）、2（说说）、3（留言）或 4（评论）',
  /** code 100 by type: the item does not exist or the visitor may not see it. */
  missing: {
    1: '文章不存在或已被删除',
    2: '说说不存在或已被删除',
    3: '留言不存在或已被删除',
    4: '评论不存在或已被删除',
  },
} as const;
