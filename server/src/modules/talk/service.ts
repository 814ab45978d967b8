import { TALK_MISSING_MESSAGE, type PageResult, type TalkItem } from '@blog/contract';
import { refusal } from '../../platform/errors';
import { siteDateTime } from '../../platform/siteTime';
import type { TalkRepo, TalkRow } from './repo';

/** Which of these talks the liker (likerKey: account, visitor key or address) liked; provided by the like module. */
export type LikedTalks = (liker: string, talkIds: number[]) => Promise<Set<number>>;

export function createTalkService(repo: TalkRepo, likedTalks: LikedTalks) {
  /** One round of lookups for a whole page: images, comment counts and the liker's likes. */
  async function toItems(rows: TalkRow[], liker: string | null): Promise<TalkItem[]> {
    const ids = rows.map((row) => row.id);
    const [images, comments, liked] = await Promise.all([
      repo.imagesOf(ids),
      repo.commentCounts(ids),
      liker && ids.length > 0 ? likedTalks(liker, ids) : Promise.resolve(new Set<number>()),
    ]);
    return rows.map((row) => {
      const talkImgList = images.get(row.id);
      return {
        id: row.id,
        content: row.content,
        // As the original: present only when the post has images.
        ...(talkImgList && talkImgList.length > 0 ? { talkImgList } : {}),
        user_id: row.user_id,
        nick_name: row.nick_name,
        avatar: row.avatar,
        is_top: row.is_top,
        createdAt: siteDateTime(row.created_at),
        like_times: row.like_times,
        is_like: liked.has(row.id),
        comment_count: comments.get(row.id) ?? 0,
      };
    });
  }

  return {
    async list(request: { current: number; size: number }, liker: string | null): Promise<PageResult<TalkItem>> {
      const [rows, total] = await Promise.all([repo.page((request.current - 1) * request.size, request.size), repo.countPublic()]);
      return { current: request.current, size: request.size, total, list: await toItems(rows, liker) };
    },

    /** For a shared `/talk?id=` link whose post is not on the first page. */
    async detail(id: number, liker: string | null): Promise<TalkItem> {
      const row = await repo.findPublic(id);
      if (!row) throw refusal(TALK_MISSING_MESSAGE);
      const [item] = await toItems([row], liker);
      if (!item) throw refusal(TALK_MISSING_MESSAGE);
      return item;
    },
  };
}

export type TalkService = ReturnType<typeof createTalkService>;
