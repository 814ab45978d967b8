import { sql } from 'kysely';
import { ARTICLE_STATUS, LIKE_TYPE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';

export interface LikeChange {
  /** Whether a like row was really inserted or deleted by this call. */
  changed: boolean;
  thumbs_up_times: number;
}

/**
 * Article likes. The unique index (type, for_id, liker) decides who already liked; the counter
 * moves only when a row was really inserted or deleted, in the same transaction, so it stays exact.
 */
export function createLikeRepo(db: Db) {
  const k = db.kysely;
  const type = LIKE_TYPE.article;

  return {
    isLiked: async (articleId: number, liker: string): Promise<boolean> => {
      const row = await k
        .selectFrom('like')
        .select('id')
        .where('type', '=', type)
        .where('for_id', '=', articleId)
        .where('liker', '=', liker)
        .executeTakeFirst();
      return row !== undefined;
    },

    publicArticleExists: async (articleId: number): Promise<boolean> => {
      const row = await k
        .selectFrom('article')
        .select('id')
        .where('id', '=', articleId)
        .where('status', '=', ARTICLE_STATUS.public)
        .executeTakeFirst();
      return row !== undefined;
    },

    like(articleId: number, liker: string, userId: number | null): Promise<LikeChange> {
      return k.transaction().execute(async (trx) => {
        const now = nowIso();
        const inserted = await trx
          .insertInto('like')
          .values({ type, for_id: articleId, liker, user_id: userId, created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['type', 'for_id', 'liker']).doNothing())
          .returning('id')
          .execute();
        if (inserted.length > 0) {
          await trx
            .updateTable('article')
            .set((eb) => ({ thumbs_up_times: eb('thumbs_up_times', '+', 1) }))
            .where('id', '=', articleId)
            .execute();
        }
        const row = await trx.selectFrom('article').select('thumbs_up_times').where('id', '=', articleId).executeTakeFirstOrThrow();
        return { changed: inserted.length > 0, thumbs_up_times: row.thumbs_up_times };
      });
    },

    cancel(articleId: number, liker: string): Promise<LikeChange> {
      return k.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('like')
          .where('type', '=', type)
          .where('for_id', '=', articleId)
          .where('liker', '=', liker)
          .returning('id')
          .execute();
        if (deleted.length > 0) {
          await trx
            .updateTable('article')
            .set({ thumbs_up_times: sql<number>`case when thumbs_up_times > 0 then thumbs_up_times - 1 else 0 end` })
            .where('id', '=', articleId)
            .execute();
        }
        const row = await trx.selectFrom('article').select('thumbs_up_times').where('id', '=', articleId).executeTakeFirstOrThrow();
        return { changed: deleted.length > 0, thumbs_up_times: row.thumbs_up_times };
      });
    },
  };
}

export type LikeRepo = ReturnType<typeof createLikeRepo>;
