import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from './schema';

/*
 * Upkeep the site does itself, so that it stays fast on a PostgreSQL server whose autovacuum is
 * off (or slow to come round): planner statistics after bulk writes, and a vacuum of the article
 * counter table as views pile up.
 */

interface DbLike {
  kysely: Kysely<Database>;
  dialect: Dialect;
}

/**
 * Refreshes the query planner's statistics: run after the demo seed and after bulk writes (markdown
 * and original imports, restores, the move to PostgreSQL). Without statistics PostgreSQL plans
 * searches as if tables were empty and reads every body instead of the trigram indexes.
 * PostgreSQL: ANALYZE of every table (a few hundred milliseconds for thousands of articles; it may
 * run inside a transaction and sees its rows). SQLite: PRAGMA optimize over all tables, which
 * analyzes only those whose statistics are missing or stale.
 */
export async function analyzeDatabase(db: DbLike): Promise<void> {
  if (db.dialect === 'postgres') await sql`ANALYZE`.execute(db.kysely);
  else await sql`PRAGMA optimize = 0x10002`.execute(db.kysely);
}

/**
 * PostgreSQL, at start: ANALYZE when the articles (or their counters) have never been analyzed, as
 * in a database filled by an older version with autovacuum off. Answers whether it ran.
 */
export async function analyzeIfNeverAnalyzed(db: DbLike): Promise<boolean> {
  if (db.dialect !== 'postgres') return false;
  // reltuples is -1 until a table's first ANALYZE or VACUUM (PostgreSQL 14 and later).
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM pg_class
    WHERE oid IN ('article'::regclass, 'article_stat'::regclass) AND reltuples < 0`.execute(db.kysely);
  if (Number(rows[0]?.n ?? 0) === 0) return false;
  if (!(await db.kysely.selectFrom('article').select('id').limit(1).executeTakeFirst())) return false;
  await analyzeDatabase(db);
  return true;
}

/** Counter writes between two vacuums of article_stat. */
export const COUNTER_VACUUM_EVERY = 5_000;

const counterWrites = new WeakMap<object, { writes: number; running: boolean }>();

/**
 * The upkeep run every COUNTER_VACUUM_EVERY counter writes: `VACUUM (ANALYZE) article_stat` (each
 * view leaves a dead row version and view-index entry behind; the table is four integers per
 * article, so this takes milliseconds and keeps the table and its index at their size), and an
 * ANALYZE of the articles when a tenth of them changed since the last (what autoanalyze would do).
 */
async function counterUpkeep(k: Kysely<Database>): Promise<void> {
  await sql`VACUUM (ANALYZE) article_stat`.execute(k);
  const { rows } = await sql<{ changed: number; rows: number }>`SELECT s.n_mod_since_analyze AS changed, c.reltuples AS rows
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relid = 'article'::regclass`.execute(k);
  const row = rows[0];
  if (row && (Number(row.rows) < 0 || Number(row.changed) > 50 + 0.1 * Number(row.rows))) await sql`ANALYZE article`.execute(k);
}

/**
 * Notes one write of article_stat. On PostgreSQL every COUNTER_VACUUM_EVERY writes (per process)
 * start the counter upkeep in the background, so the counters stay small and the planner's figures
 * fresh whether or not autovacuum runs.
 */
export function noteCounterWrite(db: DbLike): void {
  if (db.dialect !== 'postgres') return;
  let state = counterWrites.get(db.kysely);
  if (!state) counterWrites.set(db.kysely, (state = { writes: 0, running: false }));
  state.writes += 1;
  if (state.writes < COUNTER_VACUUM_EVERY || state.running) return;
  state.writes = 0;
  state.running = true;
  const done = state;
  counterUpkeep(db.kysely)
    .catch((error: unknown) => console.warn('整理文章计数表失败：', error instanceof Error ? error.message : error))
    .finally(() => {
      done.running = false;
    });
}
