import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * The music library in the admin console:
 * - song.meta_edited / lyric_edited: the admin changed the title, artists, album, aliases or cover
 *   (resp. the lyrics); a rescan of a changed file keeps those instead of the file's tags.
 * - playlist.description, shown (in the visitors' panel) and is_default (the one it opens with).
 * - music_flag: one-off facts of the library; 'demo_seeded' keeps the demo from coming back after
 *   the blogger deleted it.
 */

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('song').addColumn('meta_edited', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('song').addColumn('lyric_edited', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('playlist').addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('playlist').addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('playlist').addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('music_flag')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .execute();

  // A library seeded before this: the demo counts as done, and the 4th list (what the panel opened
  // with until now, SPEC.md §9) stays the default.
  const manual = await sql<{ total: number | string }>`select count(*) as total from playlist where kind = 'manual'`.execute(db);
  if (Number(manual.rows[0]?.total ?? 0) > 0) await sql`insert into music_flag (name) values ('demo_seeded')`.execute(db);
  const ordered = await sql<{ id: number }>`select id from playlist order by sort asc, id asc`.execute(db);
  const fallback = ordered.rows[3] ?? ordered.rows[0];
  if (fallback) await sql`update playlist set is_default = 1 where id = ${fallback.id}`.execute(db);
}
