import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';

/* The self-hosted music library behind /wapi. */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('song'), dialect)
      // Which library folder holds the file ('data' = DATA_DIR/music, 'extra' = MUSIC_DIR) and
      // its path inside it: moving DATA_DIR does not break the library.
      .addColumn('root', 'varchar(16)', (c) => c.notNull())
      .addColumn('path', 'varchar(1024)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      // JSON arrays of strings.
      .addColumn('artists', 'text', (c) => c.notNull())
      .addColumn('aliases', 'text', (c) => c.notNull())
      .addColumn('album', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
      .addColumn('lyric', 'text', (c) => c.notNull().defaultTo(''))
      // mtime of the sidecar .lrc, -1 without one: editing only the .lrc re-imports the song.
      .addColumn('lyric_mtime_ms', 'bigint', (c) => c.notNull().defaultTo(-1))
      // Lower-cased title, artists and aliases, one per line: what /wapi/search matches.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('song_file_idx', ['root', 'path']),
  ).execute();
  await db.schema.createIndex('song_newest_idx').on('song').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('song_played_idx').on('song').columns(['play_count desc', 'created_at desc', 'id desc']).execute();

  await withTimestamps(
    withId(db.schema.createTable('playlist'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      // 'manual' | 'newest' | 'most_played'
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('playlist_song')
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlist.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('song.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_song_pk', ['playlist_id', 'song_id'])
    .execute();
  // Covers the page query (song ids in order): a deep OFFSET walks the index only.
  await db.schema.createIndex('playlist_song_order_idx').on('playlist_song').columns(['playlist_id', 'position', 'song_id']).execute();
  await db.schema.createIndex('playlist_song_song_idx').on('playlist_song').column('song_id').execute();

  if (dialect === 'postgres') {
    // LIKE '%…%' over Chinese text is answered from the trigram index (pg_trgm exists since 001).
    await sql`CREATE INDEX song_search_trgm_idx ON song USING gin (search_text gin_trgm_ops)`.execute(db);
  }

  // The two ranked lists exist in every library, seeded or not; their songs are computed.
  const stamp = new Date().toISOString();
  await sql`insert into playlist (name, cover, kind, sort, created_at, updated_at) values
    ('最新上架', '', 'newest', 10, ${stamp}, ${stamp}),
    ('热门播放', '', 'most_played', 20, ${stamp}, ${stamp})`.execute(db);
}
