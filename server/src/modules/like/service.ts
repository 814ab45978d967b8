import type { LikeResult } from '@blog/contract';
import { badRequest, refusal } from '../../platform/errors';
import { ARTICLE_MISSING_MESSAGE } from '../article/service';
import type { LikeRepo } from './repo';

export const UNKNOWN_VISITOR_MESSAGE = '无法识别访客身份';

export interface Liker {
  /** `u:<id>` or `v:<visitor key>`; null when the request carries neither. */
  key: string | null;
  userId: number | null;
}

/** `onChange` runs after a like count changed, so cached lists drop the old count. */
export function createLikeService(repo: LikeRepo, onChange: () => void = () => undefined) {
  async function checked(articleId: number, liker: Liker): Promise<string> {
    if (!liker.key) throw badRequest(UNKNOWN_VISITOR_MESSAGE);
    if (!(await repo.publicArticleExists(articleId))) throw refusal(ARTICLE_MISSING_MESSAGE);
    return liker.key;
  }

  return {
    /** Liking twice keeps one like: the second call changes nothing. */
    async like(articleId: number, liker: Liker): Promise<LikeResult> {
      const key = await checked(articleId, liker);
      const { thumbs_up_times } = await repo.like(articleId, key, liker.userId);
      onChange();
      return { liked: true, thumbs_up_times };
    },

    async cancel(articleId: number, liker: Liker): Promise<LikeResult> {
      const key = await checked(articleId, liker);
      const { thumbs_up_times } = await repo.cancel(articleId, key);
      onChange();
      return { liked: false, thumbs_up_times };
    },
  };
}
