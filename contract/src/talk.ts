/* Short posts (说说, DESIGN.md §4): POST /api/talk/blogGetTalkList and GET /api/talk/getTalkById/:id. */

/** talk.status */
export const TALK_STATUS = { public: 1, private: 2 } as const;

/** What the visitor reads when a linked post is gone or private. */
export const TALK_MISSING_MESSAGE = '说说不存在或已被删除';

export interface TalkAuthor {
  id: number;
  nick_name: string;
  avatar: string;
}

/** One post as the talk page shows it. Dates are ISO strings. */
export interface TalkItem {
  id: number;
  /** Plain text; line breaks are part of the post. */
  content: string;
  /** Image URLs in the order the author arranged them. */
  images: string[];
  author: TalkAuthor;
  /** 1 pinned, 2 not pinned. */
  is_top: number;
  created_at: string;
  like_times: number;
  /** Whether the requesting user (or anonymous visitor key) liked it. */
  is_like: boolean;
  /** Shown comments on the post, replies included. */
  comment_count: number;
}
