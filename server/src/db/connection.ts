import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../platform/files';
import type { Database, Dialect } from './schema';
import { SEARCH_GRAMS_FUNCTION, searchGramTokens } from './searchGrams';
import * as blog001 from './migrations/001_blog';
import * as accounts002 from './migrations/002_accounts';
import * as music003 from './migrations/003_music';
import * as chat004 from './migrations/004_chat';
import * as community005 from './migrations/005_community';
import * as admin006 from './migrations/006_admin';
import * as chatBan007 from './migrations/007_chat_ban';
import * as socialPlaceholders008 from './migrations/008_social_placeholders';
import * as tokenVersion009 from './migrations/009_token_version';
import * as moderation010 from './migrations/010_moderation';
import * as peopleAdmin011 from './migrations/011_people_admin';
import * as musicAdmin012 from './migrations/012_music_admin';
import * as sensitiveWords013 from './migrations/013_sensitive_words';
import * as articleCounters014 from './migrations/014_article_counters';
import * as songSearch015 from './migrations/015_song_search';
import * as originalPageHeaders016 from './migrations/016_original_page_headers';
import * as defaultAvatar017 from './migrations/017_default_avatar';
import * as uniqueNames018 from './migrations/018_unique_names';
import * as usernameKeys019 from './migrations/019_username_keys';
import * as likeCounts020 from './migrations/020_like_counts';
import * as uploadQuota021 from './migrations/021_upload_quota';
import * as descriptionSource022 from './migrations/022_description_source';
import * as userNotices023 from './migrations/023_user_notices';
import * as permalinks024 from './migrations/024_permalinks';
import * as scheduling025 from './migrations/025_scheduling';
import * as articleRevisions026 from './migrations/026_article_revisions';
import * as sitePages027 from './migrations/027_site_pages';
import * as siteChrome028 from './migrations/028_site_chrome';
import * as outbox029 from './migrations/029_outbox';
import * as guestComments030 from './migrations/030_guest_comments';
import * as searchGrams031 from './migrations/031_search_grams';
import * as pageComments032 from './migrations/032_page_comments';
import * as accountMail033 from './migrations/033_account_mail';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; unset selects SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

// PostgreSQL returns COUNT(*) and bigint as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    // JIT off: compiling a plan costs tens of milliseconds, more than any of the site's statements
    // takes to run; the planner turns it on for any plan it costs high, such as a search that
    // names the deliberately costly search_grams() of migration 031.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL 连接已断开：', error.message));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  makePrivateDirSync(options.dataDir);
  const file = path.join(options.dataDir, options.sqliteFile ?? 'blog.db');
  // SQLite would create the file 0644; an empty file is an empty database, so make it owner-only
  // first ('a' never truncates one that exists). Its -wal and -shm files take the same mode.
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Called by the article search index's triggers (migration 031).
  sqlite.function(SEARCH_GRAMS_FUNCTION, { deterministic: true, varargs: true }, (...texts: unknown[]) =>
    searchGramTokens(...texts.map((text) => (typeof text === 'string' ? text : null))),
  );
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * Every migration in order; written once with kysely's schema builder for both engines. Exported for
 * the move to PostgreSQL, which brings its target to exactly the source's level.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001_blog': { up: (db) => blog001.up(db, dialect) },
    '002_accounts': { up: (db) => accounts002.up(db, dialect) },
    '003_music': { up: (db) => music003.up(db, dialect) },
    '004_chat': { up: (db) => chat004.up(db, dialect) },
    '005_community': { up: (db) => community005.up(db, dialect) },
    '006_admin': { up: (db) => admin006.up(db, dialect) },
    '007_chat_ban': { up: (db) => chatBan007.up(db) },
    '008_social_placeholders': { up: (db) => socialPlaceholders008.up(db, dialect) },
    '009_token_version': { up: (db) => tokenVersion009.up(db, dialect) },
    '010_moderation': { up: (db) => moderation010.up(db, dialect) },
    '011_people_admin': { up: (db) => peopleAdmin011.up(db, dialect) },
    '012_music_admin': { up: (db) => musicAdmin012.up(db, dialect) },
    '013_sensitive_words': { up: (db) => sensitiveWords013.up(db, dialect) },
    '014_article_counters': { up: (db) => articleCounters014.up(db, dialect) },
    '015_song_search': { up: (db) => songSearch015.up(db, dialect) },
    '016_original_page_headers': { up: (db) => originalPageHeaders016.up(db, dialect) },
    '017_default_avatar': { up: (db) => defaultAvatar017.up(db) },
    '018_unique_names': { up: (db) => uniqueNames018.up(db) },
    '019_username_keys': { up: (db) => usernameKeys019.up(db, dialect) },
    '020_like_counts': { up: (db) => likeCounts020.up(db) },
    '021_upload_quota': { up: (db) => uploadQuota021.up(db) },
    '022_description_source': { up: (db) => descriptionSource022.up(db) },
    '023_user_notices': { up: (db) => userNotices023.up(db) },
    '024_permalinks': { up: (db) => permalinks024.up(db, dialect) },
    '025_scheduling': { up: (db) => scheduling025.up(db, dialect) },
    '026_article_revisions': { up: (db) => articleRevisions026.up(db, dialect) },
    '027_site_pages': { up: (db) => sitePages027.up(db, dialect) },
    '028_site_chrome': { up: (db) => siteChrome028.up(db) },
    '029_outbox': { up: (db) => outbox029.up(db, dialect) },
    '030_guest_comments': { up: (db) => guestComments030.up(db) },
    '031_search_grams': { up: (db) => searchGrams031.up(db, dialect) },
    '032_page_comments': { up: (db) => pageComments032.up(db) },
    '033_account_mail': { up: (db) => accountMail033.up(db, dialect) },
  };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}

/** ISO-8601 UTC timestamp, the format every table stores. */
export function nowIso(): string {
  return new Date().toISOString();
}
