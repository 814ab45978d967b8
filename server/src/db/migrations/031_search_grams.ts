import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { SEARCH_GRAMS_FUNCTION } from '../searchGrams';

/*
 * Article search by an index for every term length (issue 30): a CJK bigram index, as Lucene's
 * CJKAnalyzer and pg_bigm do. Every character and every pair of neighbouring characters of a
 * title or body is indexed (lower-cased); a term of one character is found by its character, a
 * longer one by all of its pairs, and the exact substring test (LIKE / ILIKE) runs only on those
 * candidates, so the answers are exactly today's. The trigram indexes of 001 answered only terms
 * of three characters and more; two-character words (数据, 前端), what Chinese readers type most,
 * read every body.
 * - SQLite: a contentless FTS5 table (no positions: the pairs are ANDed, not phrased) of the
 *   tokens db/searchGrams.ts writes, filled by triggers through the search_grams() function the
 *   site registers on its connections. It replaces 001's trigram table article_fts.
 * - PostgreSQL: a GIN index over search_grams(title, content), an immutable SQL function giving the
 *   characters and pairs as text[]; the query asks `@> search_query_grams(term)`. PostgreSQL keeps
 *   an expression index current on every write by itself. The function is declared very costly,
 *   so the planner never evaluates it row by row (a scan) when the index can answer, even on a
 *   table it has no statistics of yet (one row of a scan then costs more than the index scan).
 * Neither is site data: the move to PostgreSQL and restores build their own (db/tables.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const trigger of ['article_fts_ai', 'article_fts_ad', 'article_fts_au']) await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
    await sql`DROP TABLE IF EXISTS article_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE article_gram USING fts5(grams, content='', contentless_delete=1, detail=none, tokenize='ascii')`.execute(db);
    const grams = (row: string) => sql.raw(`${SEARCH_GRAMS_FUNCTION}(${row}.title, ${row}.content)`);
    await sql`INSERT INTO article_gram (rowid, grams) SELECT id, ${grams('article')} FROM article`.execute(db);
    await sql`CREATE TRIGGER article_gram_ai AFTER INSERT ON article BEGIN
      INSERT INTO article_gram (rowid, grams) VALUES (new.id, ${grams('new')}); END`.execute(db);
    await sql`CREATE TRIGGER article_gram_ad AFTER DELETE ON article BEGIN
      DELETE FROM article_gram WHERE rowid = old.id; END`.execute(db);
    await sql`CREATE TRIGGER article_gram_au AFTER UPDATE OF title, content ON article
      WHEN old.title IS NOT new.title OR old.content IS NOT new.content BEGIN
      DELETE FROM article_gram WHERE rowid = old.id;
      INSERT INTO article_gram (rowid, grams) VALUES (new.id, ${grams('new')}); END`.execute(db);
    return;
  }

  // Characters in order (string_to_array with a NULL separator), each with the next one of the
  // same text (lead): linear in the text's length, where substr() by position would walk the
  // UTF-8 text from its start for every character.
  await sql`CREATE OR REPLACE FUNCTION search_grams(title text, content text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000000 AS $$
      SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
        SELECT u.ch, lead(u.ch) OVER (PARTITION BY p.part ORDER BY u.i) AS nx
        FROM (VALUES (1, lower(coalesce(title, ''))), (2, lower(coalesce(content, '')))) AS p(part, t),
          unnest(string_to_array(p.t, NULL)) WITH ORDINALITY AS u(ch, i)
      ) AS c, LATERAL (VALUES (c.ch), (c.ch || c.nx)) AS v(g)
      WHERE g IS NOT NULL
    $$`.execute(db);
  // A term's pairs (its one character when it has one), at most 16: any of them narrows enough.
  await sql`CREATE OR REPLACE FUNCTION search_query_grams(term text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN cardinality(c) <= 1 THEN c
        ELSE ARRAY(SELECT DISTINCT c[i] || c[i + 1] FROM generate_series(1, least(cardinality(c) - 1, 16)) AS i) END
      FROM (SELECT string_to_array(lower(term), NULL) AS c) AS x
    $$`.execute(db);
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  // fastupdate off: new rows go straight into the index rather than a pending list every search
  // would read through until the next vacuum (2,000 imported articles made each search 0.5 s).
  await sql`CREATE INDEX article_search_gram_idx ON article USING gin (search_grams(title, content)) WITH (fastupdate = off)`.execute(db);
  // The expression's statistics (how common each pair is) exist only after an ANALYZE.
  await sql`ANALYZE article`.execute(db);
}
