import { sql, type Kysely } from 'kysely';
import { ARTICLE_STATUS, LIKE_TYPE, type LikeType } from '@blog/contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/schema';
import { articleLikes, moveArticleLikes } from '../article/counters';
import { LIKE_TARGETS } from './targets';

export interface LikeChange {
  /** Whether a like row was really inserted or deleted by this call. */
  changed: boolean;
  /** The item's like count after the call. */
  count: number;
}

type Executor = Kysely<Database>;

/** The counter column of one item; null when the item does not exist (any status). */
async function readCount(k: Executor, type: LikeType, forId: number): Promise<number | null> {
  const { table, counter, articleStat } = LIKE_TARGETS[type];
  if (articleStat) return articleLikes(k, forId, false);
  const { rows } = await sql<{ n: number }>`select ${sql.ref(counter)} as n from ${sql.table(table)} where id = ${forId}`.execute(k);
  return rows[0] ? Number(rows[0].n) : null;
}

async function moveCount(k: Executor, type: LikeType, forId: number, step: 1 | -1): Promise<void> {
  const { table, counter, articleStat } = LIKE_TARGETS[type];
  if (articleStat) return moveArticleLikes(k, forId, step);
  const column = sql.ref(counter);
  // Never below zero, even if a row was removed behind the counter's back.
  const next = step > 0 ? sql`${column} + 1` : sql`case when ${column} > 0 then ${column} - 1 else 0 end`;
  await sql`update ${sql.table(table)} set ${column} = ${next} where id = ${forId}`.execute(k);
}

/**
 * Likes of every type. The unique index (type, for_id, liker) decides who already liked; the
 * counter moves only when a row was really inserted or deleted, in the same transaction, so it
 * stays exact however many identical requests arrive at once.
 */
export function createLikeRepo(db: Db) {
  const k = db.kysely;

  async function hasLiked(type: LikeType, forId: number, liker: string): Promise<boolean> {
    const row = await k
      .selectFrom('like')
      .select('id')
      .where('type', '=', type)
      .where('for_id', '=', forId)
      .where('liker', '=', liker)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * PostgreSQL, a visitor liking a public article: the visibility check, the like row, the counter
   * and the count in one statement (data-modifying CTEs), where the general path takes six round
   * trips (check, BEGIN, insert, counter, count, COMMIT). One statement is atomic by itself. When
   * the like was already there, the count is the one this statement's snapshot saw. Null when the
   * article is missing, private or recycled.
   */
  async function likeArticleInOneStatement(forId: number, liker: string, userId: number | null): Promise<LikeChange | null> {
    const now = nowIso();
    const { rows } = await sql<{ found: boolean; changed: boolean; n: number }>`
      with target as (
        select id from article where id = ${forId} and status = ${ARTICLE_STATUS.public} and deleted_at is null
      ), added as (
        insert into "like" (type, for_id, liker, user_id, created_at, updated_at)
        select ${LIKE_TYPE.article}, id, ${liker}, ${userId}, ${now}, ${now} from target
        on conflict (type, for_id, liker) do nothing
        returning for_id
      ), counted as (
        insert into article_stat (article_id, thumbs_up_times) select for_id, 1 from added
        on conflict (article_id) do update set thumbs_up_times = article_stat.thumbs_up_times + 1
        returning thumbs_up_times
      )
      select exists (select 1 from target) as found, exists (select 1 from added) as changed,
        coalesce((select thumbs_up_times from counted), (select thumbs_up_times from article_stat where article_id = ${forId}), 0) as n`.execute(k);
    const row = rows[0];
    if (!row?.found) return null;
    return { changed: row.changed, count: Number(row.n) };
  }

  async function like(type: LikeType, forId: number, liker: string, userId: number | null): Promise<LikeChange> {
    return k.transaction().execute(async (trx) => {
      const now = nowIso();
      const inserted = await trx
        .insertInto('like')
        .values({ type, for_id: forId, liker, user_id: userId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['type', 'for_id', 'liker']).doNothing())
        .returning('id')
        .execute();
      if (inserted.length > 0) await moveCount(trx, type, forId, 1);
      return { changed: inserted.length > 0, count: (await readCount(trx, type, forId)) ?? 0 };
    });
  }

  async function visibleCount(type: LikeType, forId: number): Promise<number | null> {
    const { table, counter, visibleStatus, recycledColumn, articleStat } = LIKE_TARGETS[type];
    if (articleStat) return articleLikes(k, forId, true);
    const live = recycledColumn ? sql`and ${sql.ref(recycledColumn)} is null` : sql``;
    const { rows } = await sql<{ n: number }>`select ${sql.ref(counter)} as n from ${sql.table(table)} where id = ${forId} and status = ${visibleStatus} ${live}`.execute(k);
    return rows[0] ? Number(rows[0].n) : null;
  }

  return {
    hasLiked,

    /** The article detail's lookup (article routes): whether this liker liked the article. */
    isLiked: (articleId: number, liker: string): Promise<boolean> => hasLiked(LIKE_TYPE.article, articleId, liker),

    /** The like count of an item visitors may see; null when it is missing, private, hidden or recycled. */
    visibleCount,

    like,

    /** Likes an item visitors may see; null (nothing written) when it is missing, private, hidden or recycled. */
    async likeVisible(type: LikeType, forId: number, liker: string, userId: number | null): Promise<LikeChange | null> {
      if (db.dialect === 'postgres' && type === LIKE_TYPE.article) return likeArticleInOneStatement(forId, liker, userId);
      if ((await visibleCount(type, forId)) === null) return null;
      return like(type, forId, liker, userId);
    },

    cancel(type: LikeType, forId: number, liker: string): Promise<LikeChange> {
      return k.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('like')
          .where('type', '=', type)
          .where('for_id', '=', forId)
          .where('liker', '=', liker)
          .returning('id')
          .execute();
        if (deleted.length > 0) await moveCount(trx, type, forId, -1);
        return { changed: deleted.length > 0, count: (await readCount(trx, type, forId)) ?? 0 };
      });
    },
  };
}

export type LikeRepo = ReturnType<typeof createLikeRepo>;
