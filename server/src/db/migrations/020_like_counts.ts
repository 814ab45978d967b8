import { sql, type Kysely } from 'kysely';

/*
 * Every like count equals its like rows (a like moves both in one transaction). Counts written
 * without rows broke that: the demo seed gave 13 articles 74–312 likes and no rows, so nobody could
 * cancel them and a like from a reader counted on top of numbers nobody made. Imports may hold the
 * same for talk posts, guestbook entries and comments.
 *
 * What visitors saw stays: a count above its rows gets the missing rows, from anonymous likers
 * named `legacy:<n>` (no request can produce that key: likerKey gives `u:`, `v:` or `ip:`). A count
 * below its rows is raised to them. Nothing is deleted.
 */

/** The like type, and the table and column of its count; the count's row is `id` (article_stat: `article_id`). */
const COUNTED = [
  { type: 1, table: 'article_stat', id: 'article_id', column: 'thumbs_up_times' },
  { type: 2, table: 'talk', id: 'id', column: 'like_times' },
  { type: 3, table: 'message', id: 'id', column: 'like_times' },
  { type: 4, table: 'comment', id: 'id', column: 'thumbs_up' },
] as const;

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  const stamp = new Date().toISOString();
  for (const { type, table, id, column } of COUNTED) {
    const { rows } = await sql<{ target: number; counted: number; liked: number }>`
      select t.${sql.ref(id)} as target, t.${sql.ref(column)} as counted,
        (select count(*) from ${sql.table('like')} l where l.type = ${type} and l.for_id = t.${sql.ref(id)}) as liked
      from ${sql.table(table)} t`.execute(db);
    for (const row of rows) {
      const counted = Number(row.counted);
      const liked = Number(row.liked);
      if (counted > liked) {
        const missing = Array.from({ length: counted - liked }, (_, i) => sql`(${type}, ${row.target}, ${`legacy:${i + 1}`}, ${stamp}, ${stamp})`);
        for (let i = 0; i < missing.length; i += BATCH) {
          await sql`insert into ${sql.table('like')} (type, for_id, liker, created_at, updated_at) values ${sql.join(missing.slice(i, i + BATCH))}`.execute(db);
        }
      } else if (counted < liked) {
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${liked} where ${sql.ref(id)} = ${row.target}`.execute(db);
      }
    }
  }
}
