import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * An article's counters (views, likes, seconds read) move out of the article row into
 * article_stat, one narrow row per article.
 *
 * Every view used to be an UPDATE of the article row. On PostgreSQL an update writes a whole new
 * row version, and because article_views_idx indexed view_times none was a HOT update: each view
 * re-inserted the body's trigrams into the content GIN index (6.3 MB grew to 38 MB over 16,116
 * views). Now a view updates a row of four integers and the article row, with its title, body and
 * their search indexes, is written only when the blogger edits it.
 *
 * An article without an article_stat row has all counters at zero: rows are created by the first
 * count (an upsert), by the seeds and by imports, so code that inserts articles need not know.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('article_stat')
    .addColumn('article_id', 'integer', (c) => c.primaryKey().references('article.id').onDelete('cascade'))
    .addColumn('view_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbs_up_times', 'integer', (c) => c.notNull().defaultTo(0))
    // Total seconds visitors spent reading.
    .addColumn('reading_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The hot list (most viewed first) reads this index from its top. Likes and reading time do
  // not touch an indexed column, so on PostgreSQL their updates are HOT; the free space left in
  // each page lets the new row version stay in the page.
  await db.schema.createIndex('article_stat_views_idx').on('article_stat').column('view_times').execute();
  if (dialect === 'postgres') await sql`ALTER TABLE article_stat SET (fillfactor = 70)`.execute(db);

  await sql`INSERT INTO article_stat (article_id, view_times, thumbs_up_times, reading_duration)
    SELECT id, view_times, thumbs_up_times, reading_duration FROM article`.execute(db);

  await db.schema.dropIndex('article_views_idx').execute();
  // One column per statement: SQLite drops one at a time.
  for (const column of ['view_times', 'thumbs_up_times', 'reading_duration']) {
    await db.schema.alterTable('article').dropColumn(column).execute();
  }
}
