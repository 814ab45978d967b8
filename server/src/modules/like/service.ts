import { LIKE_TEXT, LIKE_TYPE, type LikeResult, type LikeState, type LikeType } from '@blog/contract';
import { badRequest, refusal } from '../../platform/errors';
import type { LikeRepo } from './repo';

export const UNKNOWN_VISITOR_MESSAGE = LIKE_TEXT.unknownVisitor;

export interface Liker {
  /** `u:<id>` or `v:<visitor key>`; null when the request carries neither. */
  key: string | null;
  userId: number | null;
}

export interface LikeTarget {
  type: LikeType;
  forId: number;
}

/** `onChange` runs after a like or cancel, so cached lists (the home list) drop the old count. */
export function createLikeService(repo: LikeRepo, onChange: (target: LikeTarget) => void = () => undefined) {
  async function visibleCount({ type, forId }: LikeTarget): Promise<number> {
    const count = await repo.visibleCount(type, forId);
    if (count === null) throw refusal(LIKE_TEXT.missing[type]);
    return count;
  }

  /** The liker is checked first: a request without one learns nothing about the item. */
  async function checked(target: LikeTarget, liker: Liker): Promise<string> {
    if (!liker.key) throw badRequest(UNKNOWN_VISITOR_MESSAGE);
    await visibleCount(target);
    return liker.key;
  }

  async function like(target: LikeTarget, liker: Liker): Promise<LikeState> {
    if (!liker.key) throw badRequest(UNKNOWN_VISITOR_MESSAGE);
    const result = await repo.likeVisible(target.type, target.forId, liker.key, liker.userId);
    if (!result) throw refusal(LIKE_TEXT.missing[target.type]);
    const { changed, count } = result;
    if (changed) onChange(target);
    return { liked: true, count };
  }

  async function cancel(target: LikeTarget, liker: Liker): Promise<LikeState> {
    const key = await checked(target, liker);
    const { changed, count } = await repo.cancel(target.type, target.forId, key);
    if (changed) onChange(target);
    return { liked: false, count };
  }

  const asArticleResult = (state: LikeState): LikeResult => ({ liked: state.liked, thumbs_up_times: state.count });

  return {
    /** A caller with neither login nor visitor key simply has not liked anything. */
    async status(target: LikeTarget, liker: Liker): Promise<LikeState> {
      const count = await visibleCount(target);
      return { liked: liker.key ? await repo.hasLiked(target.type, target.forId, liker.key) : false, count };
    },

    /** Whether the liker likes the item; false for an item that is gone (no toast for the original client). */
    async isLiked(target: LikeTarget, liker: Liker): Promise<boolean> {
      return liker.key ? repo.hasLiked(target.type, target.forId, liker.key) : false;
    },

    /** Liking twice keeps one like: the second call changes nothing. */
    like,
    cancel,

    /** PUT /api/article/like/:id (SPEC.md §7), answering the article's own field name. */
    likeArticle: async (articleId: number, liker: Liker) => asArticleResult(await like({ type: LIKE_TYPE.article, forId: articleId }, liker)),
    cancelArticle: async (articleId: number, liker: Liker) =>
      asArticleResult(await cancel({ type: LIKE_TYPE.article, forId: articleId }, liker)),
  };
}

export type LikeService = ReturnType<typeof createLikeService>;
