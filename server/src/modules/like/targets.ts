import { ARTICLE_STATUS, LIKE_TYPE, type LikeType } from '@blog/contract';
import type { Database } from '../../db/schema';

/** Where each likeable item keeps its like count, and the status visitors may see (and like) it in. */
export interface LikeTargetTable {
  table: keyof Database;
  counter: string;
  visibleStatus: number;
  /** A column set while the item waits in a recycle bin: visitors see (and like) it only when null. */
  recycledColumn?: 'deleted_at';
  /** The count lives in article_stat, not in the item's row (articles: see article/counters.ts). */
  articleStat?: true;
}

export const LIKE_TARGETS: Record<LikeType, LikeTargetTable> = {
  [LIKE_TYPE.article]: { table: 'article', counter: 'thumbs_up_times', visibleStatus: ARTICLE_STATUS.public, recycledColumn: 'deleted_at', articleStat: true },
  // talk.status 1 public; message.status and comment.status 1 shown (2 hidden by the admin).
  [LIKE_TYPE.talk]: { table: 'talk', counter: 'like_times', visibleStatus: 1 },
  [LIKE_TYPE.message]: { table: 'message', counter: 'like_times', visibleStatus: 1 },
  [LIKE_TYPE.comment]: { table: 'comment', counter: 'thumbs_up', visibleStatus: 1 },
};
