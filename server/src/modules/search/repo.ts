import { sql } from 'kysely';
import { ARTICLE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

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

/** FTS5 query for a literal phrase: quoted, with inner quotes doubled, so no operator applies. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Trigram indexes need at least three characters; shorter text is matched with LIKE. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * Public articles outside the recycle bin whose title or body contains the text. Title matches come first, then newest,
 * on both engines.
 */
export function createSearchRepo(db: Db) {
  const k = db.kysely;
  const status = ARTICLE_STATUS.public;

  return {
    async search(text: string, limit: number): Promise<SearchRow[]> {
      const pattern = likePattern(text);
      if (db.dialect === 'sqlite' && [...text].length >= TRIGRAM_MIN_CHARS) {
        const { rows } = await sql<SearchRow>`
          select article.id, article.title, article.content
          from article_fts join article on article.id = article_fts.rowid
          where article_fts match ${ftsPhrase(text)} and article.status = ${status} and article.deleted_at is null
          order by (article.title like ${pattern} escape '\\') desc, article.created_at desc, article.id desc
          limit ${limit}`.execute(k);
        return rows;
      }
      // PostgreSQL: ILIKE with a literal pattern uses the pg_trgm GIN indexes of the migration.
      // SQLite, under three characters: a plain scan (LIKE is case-insensitive for ASCII there).
      // Text without letters that have a case (Chinese, digits) matches the same with LIKE, which
      // PostgreSQL checks about three times faster than ILIKE: it need not lower-case every body
      // the trigram index (or a scan) hands it.
      const like = hasCase(text) ? likeOperator(db) : sql.raw('like');
      const { rows } = await sql<SearchRow>`
        select id, title, content from article
        where status = ${status} and deleted_at is null
          and (title ${like} ${pattern} escape '\\' or content ${like} ${pattern} escape '\\')
        order by (title ${like} ${pattern} escape '\\') desc, created_at desc, id desc
        limit ${limit}`.execute(k);
      return rows;
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
