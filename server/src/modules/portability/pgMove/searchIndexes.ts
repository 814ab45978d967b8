import { sql } from 'kysely';
import type { TableName } from '../../../db/tables';
import type { TargetConnection } from './target';

export interface SavedIndex {
  name: string;
  definition: string;
}

/**
 * The full-text search indexes (pg_trgm GIN indexes over article titles and bodies and song
 * search text, and the article search's bigram GIN index of migration 031). Filling them row by row during the copy costs far more than building them once
 * afterwards, so they are dropped before the copy and rebuilt from their own definitions.
 */
export async function dropSearchIndexes(conn: TargetConnection): Promise<SavedIndex[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND (indexdef LIKE '%gin_trgm_ops%' OR indexdef LIKE '%search_grams(%')
    ORDER BY indexname`.execute(conn);
  for (const row of rows) await sql`DROP INDEX ${sql.id(row.indexname)}`.execute(conn);
  return rows.map((r) => ({ name: r.indexname, definition: r.indexdef }));
}

/** Builds the dropped indexes again and refreshes the planner's statistics of every copied table. */
export async function rebuildSearchIndexes(conn: TargetConnection, saved: SavedIndex[], tables: readonly TableName[]): Promise<void> {
  // A GIN build collects its entries in this much memory before writing them out; the default (64 MB)
  // is small for trigrams of thousands of articles. LOCAL: for this transaction only.
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(conn);
  // The definitions come from pg_indexes of this same database, not from input.
  for (const index of saved) await sql.raw(index.definition).execute(conn);
  // Without statistics the planner guesses an empty table and may skip the indexes just built.
  for (const table of tables) await sql`ANALYZE ${sql.table(table)}`.execute(conn);
}
