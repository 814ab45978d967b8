/* Short posts (说说, DESIGN.md §4): POST /api/talk/blogGetTalkList and GET /api/talk/getTalkById/:id. */

/** talk.status */
export const TALK_STATUS = { public: 1, private: 2 } as const;

/** What the visitor reads when a linked post is gone or private. */
export const TALK_MISSING_MESSAGE = '说说不存在或已被删除';

/**
 * One post as the talk page shows it, in the original client's shape (ORIGINAL-CLIENT-API §2.5):
 * the author flat in user_id, nick_name and avatar; createdAt "YYYY-MM-DD HH:mm:ss" in the site's zone.
 */
export interface TalkItem {
  id: number;
  /** Plain text; line breaks are part of the post. */
  content: string;
  /** Image URLs in the order the author arranged them; left out when the post has none (as the original). */
  talkImgList?: string[];
  /** The author. */
  user_id: number;
  nick_name: string;
  avatar: string;
  /** 1 pinned, 2 not pinned. */
  is_top: number;
  createdAt: string;
  like_times: number;
  /** Whether the caller (account, else visitor key, else address) liked it. */
  is_like: boolean;
  /** Shown comments on the post, replies included. */
  comment_count: number;
}
