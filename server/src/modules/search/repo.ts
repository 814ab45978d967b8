import { sql } from 'kysely';
import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';
import { searchGramQuery } from '../../db/searchGrams';

export interface SearchRow {
  id: number;
  title: string;
  content: string;
}

/** LIKE pattern for a literal substring: `%`, `_` and `\` lose their wildcard meaning. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** LIKE that ignores ASCII case on both engines: ILIKE on PostgreSQL, where LIKE is case-sensitive. */
export function likeOperator(db: Db) {
  return sql.raw(db.dialect === 'postgres' ? 'ilike' : 'like');
}

/** `column` contains `text` literally, ignoring ASCII case (the console's keyword filters). */
export function containsText(db: Db, column: string, text: string) {
  return sql<boolean>`${sql.ref(column)} ${likeOperator(db)} ${likePattern(text)} escape '\\'`;
}

/** Whether the text has a letter whose upper and lower case differ (and so ILIKE and LIKE may differ). */
export function hasCase(text: string): boolean {
  return text.toLowerCase() !== text.toUpperCase();
}

/** FTS5 query for a literal phrase: quoted, with inner quotes doubled, so no operator applies (song search). */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Trigram indexes need at least three characters; shorter text is matched otherwise (song search). */
export const TRIGRAM_MIN_CHARS = 3;

/** SQLite: from this many bigram candidates on, hits are found by walking the listing order. */
const INDEX_WALK_MIN_CANDIDATES = 100;

/**
 * Public articles outside the recycle bin whose title or body contains the text. Title matches come first, then newest,
 * on both engines.
 */
export function createSearchRepo(db: Db) {
  const k = db.kysely;
  const status = ARTICLE_STATUS.public;

  /** PostgreSQL's search statement (exported for the test that reads its plan). */
  function searchQuery(text: string, limit: number) {
    const pattern = likePattern(text);
    // Text without letters that have a case (Chinese, digits) matches the same with LIKE, which
    // PostgreSQL checks about three times faster than ILIKE. SQLite's LIKE ignores ASCII case.
    const like = hasCase(text) ? likeOperator(db) : sql.raw('like');
    // The bigram index of migration 031 gives every article that may contain the text (all of
    // its character pairs, or its one character); the substring test runs on those alone.
    const candidates = sql`search_grams(title, content) @> search_query_grams(${text})`;
    // PostgreSQL: candidates in the order hits are listed (title hits first, then newest), from their
    // short columns alone; bodies (compressed, stored apart) are then read in that order and tested
    // until the page is full, so a common word costs about a page of body tests rather than one per
    // article that has it. A LATERAL subquery kept apart by OFFSET 0 makes that a nested loop the
    // LIMIT stops. The CTE has the bigram condition alone (status and the recycle bin are tested
    // after it) and is MATERIALIZED, so no other index can serve it: the planner could otherwise
    // start from the status index, wrongly thought narrow on a table without statistics, and test
    // search_grams() row by row, which parses each whole body (0.8 s for 2,000 short articles).
    return sql<SearchRow>`
      with candidate as materialized (
        select id, (title ${like} ${pattern} escape '\\') as in_title, created_at, status, deleted_at from article
        where ${candidates}
      )
      select a.id, a.title, a.content
      from (select id, in_title, created_at from candidate where status = ${status} and deleted_at is null
        order by in_title desc, created_at desc, id desc) as o
      cross join lateral (select id, title, content from article
        where article.id = o.id and (o.in_title or article.content ${like} ${pattern} escape '\\') offset 0) as a
      order by o.in_title desc, o.created_at desc, o.id desc
      limit ${limit}`;
  }

  /**
   * SQLite: how many articles hold the term's bigrams (FTS5 counts without returning rows), then
   * at most two statements that each return only page rows: title hits, then (when they do not
   * fill the page) body hits. With many candidates (a common word) both walk article_created_idx
   * in listing order, test each article against the candidates (kept as a set) and stop at the
   * limit; status, creation time and the recycle bin then come from indexes — in the table those
   * columns follow the body, so reading them from a row walks the body's overflow pages, which made
   * ordering every candidate cost most of a search. With few candidates their rows are read
   * directly (walking the whole index for them would grow with the site). Returning every
   * candidate to JavaScript, as before, cost as much again as the search.
   */
  async function searchSqlite(text: string, limit: number): Promise<SearchRow[]> {
    const grams = searchGramQuery(text);
    const { rows: counted } = await sql<{ n: number }>`select count(*) as n from article_gram where article_gram match ${grams}`.execute(k);
    const candidates = counted[0]?.n ?? 0;
    if (candidates === 0) return [];
    const source = sql.raw(candidates > INDEX_WALK_MIN_CANDIDATES ? 'article indexed by article_created_idx' : 'article');
    const pattern = likePattern(text);
    const listed = (test: ReturnType<typeof sql>, count: number) => sql<SearchRow>`
      select id, title, content from ${source}
      where status = ${status}
        and id in (select rowid from article_gram where article_gram match ${grams})
        and id not in (select id from article where deleted_at is not null)
        and ${test}
      order by created_at desc, id desc
      limit ${count}`.execute(k);
    const inTitle = sql`title like ${pattern} escape '\\'`;
    const { rows: titleHits } = await listed(inTitle, limit);
    if (titleHits.length >= limit) return titleHits;
    const { rows: bodyHits } = await listed(sql`not (${inTitle}) and content like ${pattern} escape '\\'`, limit - titleHits.length);
    return [...titleHits, ...bodyHits];
  }

  return {
    searchQuery,
    async search(text: string, limit: number): Promise<SearchRow[]> {
      if (db.dialect === 'sqlite') return searchSqlite(text, limit);
      return (await searchQuery(text, limit).execute(k)).rows;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
