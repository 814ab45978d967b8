import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Song search without scanning the library (issue 18 §2). `search_text` now holds the album too
 * (title, artists, aliases, album, lower-cased, one per line) and is indexed twice:
 * - three characters and more: SQLite an FTS5 trigram index (like article_fts of 001), PostgreSQL
 *   the pg_trgm GIN index of 003;
 * - one or two characters, which no trigram index answers: song_gram, every 1- and 2-character
 *   substring of each line, so such a query is one B-tree range.
 * Both are filled by triggers, so every way a song is written (the importer, the console, a
 * restored backup, the move to PostgreSQL) keeps them right; neither is site data (db/tables.ts).
 */

/** Substrings are taken from the first this many characters of a song's search text. */
export const SONG_GRAM_SPAN = 1024;

/** Same rule as modules/music/repo.ts searchTextOf, for the rows written before this migration. */
function searchText(row: { title: string; artists: string; aliases: string; album: string }): string {
  const list = (json: string): string[] => {
    try {
      const value: unknown = JSON.parse(json);
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  };
  return [row.title, ...[...list(row.artists), ...list(row.aliases), row.album].filter(Boolean)].join('\n').toLowerCase();
}

async function addAlbumToSearchText(db: Kysely<unknown>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; title: string; artists: string; aliases: string; album: string; search_text: string }>`
      select id, title, artists, aliases, album, search_text from song where id > ${after} order by id limit 500`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const next = searchText(row);
      if (next !== row.search_text) await sql`update song set search_text = ${next} where id = ${row.id}`.execute(db);
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addAlbumToSearchText(db);

  await db.schema
    .createTable('song_gram')
    .addColumn('gram', 'varchar(2)', (c) => c.notNull())
    .addColumn('song_id', 'integer', (c) => c.notNull())
    // 1 when the substring is in the title (the first line): title hits are listed first.
    .addColumn('in_title', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('song_gram_pk', ['gram', 'song_id'])
    // SQLite: the rows are the primary key's B-tree, so a gram's rows (in_title too) are one range.
    .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema.createIndex('song_gram_song_idx').on('song_gram').column('song_id').execute();

  if (dialect === 'sqlite') {
    // Positions 1..SONG_GRAM_SPAN: SQLite triggers cannot use a recursive WITH, so they join this.
    await sql`CREATE TABLE song_gram_pos (n INTEGER PRIMARY KEY)`.execute(db);
    await sql`WITH RECURSIVE p(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM p WHERE n < ${SONG_GRAM_SPAN}) INSERT INTO song_gram_pos (n) SELECT n FROM p`.execute(db);
    // The 1- and 2-character substrings of `text` (a column of `source`) without a line break or
    // space, once each (GROUP BY, not OR IGNORE: inside a trigger the outer statement's conflict
    // policy wins, and the importer's upsert would turn a repeated gram into a UNIQUE error).
    const grams = (source: string, id: string, text: string) =>
      sql.raw(`INSERT INTO song_gram (gram, song_id, in_title)
        SELECT substr(${text}, p.n, w.len) AS g, ${id}, max(p.n + w.len <= instr(${text} || char(10), char(10)))
        FROM ${source} song_gram_pos p, (SELECT 1 AS len UNION ALL SELECT 2) w
        WHERE p.n + w.len - 1 <= length(${text})
          AND instr(substr(${text}, p.n, w.len), char(10)) = 0 AND instr(substr(${text}, p.n, w.len), ' ') = 0
        GROUP BY ${id}, g`);
    await sql`${grams('song s,', 's.id', 's.search_text')}`.execute(db);
    await sql`CREATE TRIGGER song_gram_ai AFTER INSERT ON song BEGIN
      DELETE FROM song_gram WHERE song_id = new.id; ${grams('', 'new.id', 'new.search_text')}; END`.execute(db);
    await sql`CREATE TRIGGER song_gram_ad AFTER DELETE ON song BEGIN DELETE FROM song_gram WHERE song_id = old.id; END`.execute(db);
    await sql`CREATE TRIGGER song_gram_au AFTER UPDATE OF search_text ON song WHEN old.search_text IS NOT new.search_text BEGIN
      DELETE FROM song_gram WHERE song_id = old.id; ${grams('', 'new.id', 'new.search_text')}; END`.execute(db);

    await sql`CREATE VIRTUAL TABLE song_fts USING fts5(search_text, content='song', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`INSERT INTO song_fts(song_fts) VALUES ('rebuild')`.execute(db);
    await sql`CREATE TRIGGER song_fts_ai AFTER INSERT ON song BEGIN
      INSERT INTO song_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
    await sql`CREATE TRIGGER song_fts_ad AFTER DELETE ON song BEGIN
      INSERT INTO song_fts(song_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(db);
    await sql`CREATE TRIGGER song_fts_au AFTER UPDATE OF search_text ON song WHEN old.search_text IS NOT new.search_text BEGIN
      INSERT INTO song_fts(song_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO song_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
    return;
  }

  // PostgreSQL: one trigger function; OR REPLACE because dropping a schema's tables (a restore
  // with --replace) leaves functions behind.
  const gramsOf = (id: string, text: string) =>
    sql.raw(`INSERT INTO song_gram (gram, song_id, in_title)
      SELECT g.gram, ${id}, max(g.in_title) FROM (
        SELECT substr(${text}, n, w) AS gram, (n + w <= position(E'\\n' in (${text} || E'\\n')))::int AS in_title
        FROM generate_series(1, least(length(${text}), ${SONG_GRAM_SPAN})) AS n, (VALUES (1), (2)) AS v(w)
        WHERE n + w - 1 <= length(${text})) AS g
      WHERE position(E'\\n' in g.gram) = 0 AND position(' ' in g.gram) = 0
      GROUP BY g.gram
      ON CONFLICT DO NOTHING`);
  await sql`CREATE OR REPLACE FUNCTION song_gram_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN DELETE FROM song_gram WHERE song_id = OLD.id; END IF;
      IF TG_OP <> 'DELETE' THEN ${gramsOf('NEW.id', 'NEW.search_text')}; END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`INSERT INTO song_gram (gram, song_id, in_title)
    SELECT substr(s.search_text, n, w) AS g, s.id, max((n + w <= position(E'\\n' in (s.search_text || E'\\n')))::int) FROM song s
      CROSS JOIN LATERAL generate_series(1, least(length(s.search_text), ${sql.raw(String(SONG_GRAM_SPAN))})) AS n CROSS JOIN (VALUES (1), (2)) AS v(w)
    WHERE n + w - 1 <= length(s.search_text)
      AND position(E'\\n' in substr(s.search_text, n, w)) = 0 AND position(' ' in substr(s.search_text, n, w)) = 0
    GROUP BY s.id, g`.execute(db);
  await sql`CREATE TRIGGER song_gram_ai AFTER INSERT ON song FOR EACH ROW EXECUTE FUNCTION song_gram_sync()`.execute(db);
  await sql`CREATE TRIGGER song_gram_ad AFTER DELETE ON song FOR EACH ROW EXECUTE FUNCTION song_gram_sync()`.execute(db);
  await sql`CREATE TRIGGER song_gram_au AFTER UPDATE OF search_text ON song FOR EACH ROW
    WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION song_gram_sync()`.execute(db);
}
