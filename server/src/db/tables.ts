import { sql } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

export type TableName = keyof Database & string;

/**
 * Every table of the site's data, parents before the tables that reference them, so rows can be
 * inserted in this order with foreign keys on. `serialId` marks the tables whose `id` is assigned
 * by the database (a sequence on PostgreSQL), which must be moved past the largest copied id.
 * Tables of the migration tool and the search indexes are not data: the target builds its own
 * (article_gram and song_fts with their FTS5 shadow tables; song_gram and song_gram_pos, which
 * migration 015's triggers fill as song rows are inserted; article_gram is filled by 031's).
 */
export const DATA_TABLES: readonly { name: TableName; serialId: boolean }[] = [
  { name: 'user', serialId: true },
  { name: 'category', serialId: true },
  { name: 'tag', serialId: true },
  { name: 'article', serialId: true },
  { name: 'article_stat', serialId: false },
  { name: 'article_tag', serialId: false },
  { name: 'article_slug_alias', serialId: false },
  { name: 'preview_link', serialId: true },
  { name: 'article_revision', serialId: true },
  { name: 'redirect', serialId: true },
  { name: 'site_page', serialId: true },
  { name: 'like', serialId: true },
  { name: 'site_config', serialId: true },
  { name: 'page_header', serialId: true },
  { name: 'notify', serialId: true },
  { name: 'song', serialId: true },
  { name: 'playlist', serialId: true },
  { name: 'playlist_song', serialId: false },
  { name: 'music_flag', serialId: false },
  { name: 'chat_message', serialId: true },
  { name: 'chat_ban', serialId: false },
  { name: 'talk', serialId: true },
  { name: 'talk_photo', serialId: true },
  { name: 'photo_album', serialId: true },
  { name: 'photo', serialId: true },
  { name: 'link', serialId: true },
  { name: 'message', serialId: true },
  // Replies reference their parent: ordered by id, a parent is always inserted before its replies.
  { name: 'comment', serialId: true },
  { name: 'resource', serialId: true },
  { name: 'sensitive_word_list', serialId: false },
  { name: 'view_daily', serialId: false },
  { name: 'demo_ledger', serialId: false },
  { name: 'notify_settings', serialId: false },
  { name: 'outbox', serialId: true },
];

/**
 * The columns that identify a row (its primary key). Rows are read in this order, so a copy is
 * repeatable and parents come before children; ordering by a column that is not unique (such as
 * article_tag's article_id alone) would let a paged read skip or repeat rows.
 */
export function keyColumnsOf(table: TableName): readonly string[] {
  if (table === 'article_tag') return ['article_id', 'tag_id'];
  if (table === 'article_stat') return ['article_id'];
  if (table === 'article_slug_alias') return ['slug'];
  if (table === 'playlist_song') return ['playlist_id', 'song_id'];
  if (table === 'music_flag') return ['name'];
  if (table === 'chat_ban') return ['user_id'];
  if (table === 'view_daily') return ['day'];
  if (table === 'demo_ledger') return ['kind', 'row_id'];
  return ['id'];
}

/** The leading column rows are read in (see keyColumnsOf for the full order). */
export function orderColumnOf(table: TableName): string {
  return keyColumnsOf(table)[0] ?? 'id';
}

export type Row = Record<string, unknown>;

/**
 * Reads a table in pages of `pageSize` rows, in primary-key order: a large table is never held in
 * memory at once. Each page starts after the last key of the previous one (not at an OFFSET), so a
 * deep page costs as little as the first and a row is never read twice or skipped.
 */
export async function* readRows(db: Db, table: TableName, pageSize = 1000): AsyncGenerator<Row[]> {
  const keys = keyColumnsOf(table);
  const keyList = sql.join(keys.map((k) => sql.ref(k)));
  let after: unknown[] | undefined;
  for (;;) {
    const where = after ? sql`WHERE (${keyList}) > (${sql.join(after.map((v) => sql`${v}`))})` : sql``;
    const rows = (await sql<Row>`SELECT * FROM ${sql.table(table)} ${where} ORDER BY ${keyList} LIMIT ${pageSize}`.execute(db.kysely)).rows;
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((k) => last[k]);
  }
}

/**
 * Inserts rows as they are (ids included). Batches stay under both engines' limits on bound
 * parameters (SQLite: 32,766; PostgreSQL: 65,535).
 */
export async function insertRows(db: Db | { kysely: Db['kysely'] }, table: TableName, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).length || 1;
  const perBatch = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    // The table name is one of DATA_TABLES; kysely's typed insert cannot take a union of tables.
    await db.kysely.insertInto(table).values(batch as never).execute();
  }
}

/** Moves each serial id's sequence past the largest id present (PostgreSQL; SQLite needs nothing). */
export async function resetSequences(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  // A restore of an older backup runs this before the later migrations: their tables do not exist yet.
  const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(db.kysely);
  const present = new Set(rows.map((row) => row.name));
  for (const { name, serialId } of DATA_TABLES) {
    if (!serialId || !present.has(name)) continue;
    await sql`SELECT setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(name)}), 0) + 1, false)`.execute(db.kysely);
  }
}

/** Rows per table, for reports and for checking a copy. */
export async function countRows(db: Db): Promise<Record<TableName, number>> {
  const counts = {} as Record<TableName, number>;
  for (const { name } of DATA_TABLES) {
    const row = (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(name)}`.execute(db.kysely)).rows[0];
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}
