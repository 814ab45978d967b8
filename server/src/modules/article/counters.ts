import { sql, type Kysely } from 'kysely';
import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';
import { noteCounterWrite } from '../../db/maintenance';
import type { Database } from '../../db/schema';

/*
 * An article's counters live in article_stat (migration 014), never in the article row: counting a
 * view, a like or reading time writes four integers, not the article with its body and search
 * indexes. Each count is one atomic statement, so concurrent counts are never lost and every reader
 * (any process, either engine) sees it at once. An article without a row counts zero everywhere;
 * the first count creates the row (an upsert that finds nothing to update when the article is gone).
 */

type Executor = Kysely<Database>;

export interface ArticleCounts {
  view_times: number;
  thumbs_up_times: number;
  reading_duration: number;
}

/** The counters as select expressions, for a query that left-joins article_stat on article.id. */
export const COUNTER_COLUMNS = [
  sql<number>`coalesce(article_stat.view_times, 0)`.as('view_times'),
  sql<number>`coalesce(article_stat.thumbs_up_times, 0)`.as('thumbs_up_times'),
  sql<number>`coalesce(article_stat.reading_duration, 0)`.as('reading_duration'),
] as const;

/** An article's view count for ORDER BY, in a query that left-joins article_stat. */
export const viewTimesOrder = sql<number>`coalesce(article_stat.view_times, 0)`;
export const thumbsUpOrder = sql<number>`coalesce(article_stat.thumbs_up_times, 0)`;

const toCounts = (row: ArticleCounts): ArticleCounts => ({
  view_times: Number(row.view_times),
  thumbs_up_times: Number(row.thumbs_up_times),
  reading_duration: Number(row.reading_duration),
});

/** Adds `amount` to one counter of an article that exists (and is public when `publicOnly`). */
async function add(
  k: Executor,
  id: number,
  column: keyof ArticleCounts,
  amount: number,
  publicOnly: boolean,
): Promise<ArticleCounts | undefined> {
  const visible = publicOnly ? sql`and status = ${ARTICLE_STATUS.public} and deleted_at is null` : sql``;
  // The SELECT finds no row for a missing article: nothing is inserted and no key check fails.
  // SQLite needs the WHERE clause there to read ON CONFLICT as the upsert, not as a join.
  const { rows } = await sql<ArticleCounts>`
    insert into article_stat (article_id, ${sql.ref(column)})
    select id, cast(${amount} as integer) from article where id = ${id} ${visible}
    on conflict (article_id) do update set ${sql.ref(column)} = article_stat.${sql.ref(column)} + excluded.${sql.ref(column)}
    returning view_times, thumbs_up_times, reading_duration`.execute(k);
  return rows[0] ? toCounts(rows[0]) : undefined;
}

export function articleCounters(db: Db) {
  const k = db.kysely;
  return {
    /** Counts one view; answers the counts including it, or undefined when the article is gone. */
    async countView(id: number): Promise<ArticleCounts | undefined> {
      const counts = await add(k, id, 'view_times', 1, false);
      noteCounterWrite(db);
      return counts;
    },

    /** Adds seconds read to a public article; false when there is no such article. */
    async addReadingDuration(id: number, seconds: number): Promise<boolean> {
      const counts = await add(k, id, 'reading_duration', seconds, true);
      noteCounterWrite(db);
      return counts !== undefined;
    },
  };
}

/** The article's like count moves with a like row inserted (+1) or deleted (-1), in `trx`. */
export async function moveArticleLikes(trx: Executor, id: number, step: 1 | -1): Promise<void> {
  if (step > 0) {
    await add(trx, id, 'thumbs_up_times', 1, false);
    return;
  }
  // Never below zero, even if a row was removed behind the counter's back. No row: already zero.
  await sql`update article_stat set thumbs_up_times = case when thumbs_up_times > 0 then thumbs_up_times - 1 else 0 end
    where article_id = ${id}`.execute(trx);
}

/** The article's like count; null when the article does not exist (or is not visible, with `visibleOnly`). */
export async function articleLikes(k: Executor, id: number, visibleOnly: boolean): Promise<number | null> {
  const visible = visibleOnly ? sql`and article.status = ${ARTICLE_STATUS.public} and article.deleted_at is null` : sql``;
  const { rows } = await sql<{ n: number }>`
    select coalesce(article_stat.thumbs_up_times, 0) as n from article
    left join article_stat on article_stat.article_id = article.id
    where article.id = ${id} ${visible}`.execute(k);
  return rows[0] ? Number(rows[0].n) : null;
}

/** Counter rows to insert beside new articles (seeds, imports): only the non-zero ones are needed. */
export function counterRows(items: readonly { articleId: number; counts: Partial<ArticleCounts> | undefined }[]) {
  return items.flatMap(({ articleId, counts }) => {
    const row = {
      article_id: articleId,
      view_times: counts?.view_times ?? 0,
      thumbs_up_times: counts?.thumbs_up_times ?? 0,
      reading_duration: counts?.reading_duration ?? 0,
    };
    return row.view_times || row.thumbs_up_times || row.reading_duration ? [row] : [];
  });
}
