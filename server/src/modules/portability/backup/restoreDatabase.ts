import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Migrator, sql } from 'kysely';
import { migrationsFor, openDatabase, type Db } from '../../../db/connection';
import { DATA_TABLES, insertRows, readRows, resetSequences, type Row, type TableName } from '../../../db/tables';
import { RestoreError } from './archiveReader';
import type { BackupManifest } from './manifest';

/** Rows per insert when reading NDJSON: a large table is never held in memory at once. */
const BATCH_ROWS = 500;

/** Refuses a backup made by a newer version (a migration this program does not know). */
export function checkMigrationLevel(manifest: BackupManifest): void {
  if (manifest.lastMigration === null) throw new RestoreError('备份里的数据库没有迁移记录，不是本站的备份');
  if (!(manifest.lastMigration in migrationsFor(manifest.engine))) {
    throw new RestoreError(`备份来自更新的版本（数据库迁移 ${manifest.lastMigration} 本程序不认识），请先升级程序再恢复`);
  }
}

/**
 * Migrates to `level` (or the latest). `insideTransaction`: the caller holds one PostgreSQL
 * transaction for the whole restore, so the migrator must not open (and commit) its own.
 */
async function migrateWith(db: Db, level: string | null, insideTransaction: boolean): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrationsFor(db.dialect) },
    disableTransactions: insideTransaction,
  });
  const { error, results } = level === null ? await migrator.migrateToLatest() : await migrator.migrateTo(level);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
}

async function* ndjsonRows(file: string): AsyncGenerator<Row[]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: Row[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as Row);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Where the backup's rows come from: NDJSON files, or the tables of the backup's SQLite file. */
type RowSource = (table: TableName) => AsyncGenerator<Row[]>;

/**
 * Fills an empty target database with the backup's rows: schema at the backup's level, rows
 * table by table (parents first), sequences moved past the copied ids, then the migrations the
 * backup is older than. Answers the rows copied per table.
 */
export async function copyRowsInto(target: Db, manifest: BackupManifest, source: RowSource, insideTransaction = false): Promise<Record<string, number>> {
  await migrateWith(target, manifest.lastMigration!, insideTransaction);
  // Some migrations add starting rows (003 the default playlists); the backup has the site's own
  // versions of them, so the empty schema is emptied of those first (children before parents).
  const tables = DATA_TABLES.filter((t) => t.name in manifest.rowCounts);
  for (const { name } of [...tables].reverse()) await sql`DELETE FROM ${sql.table(name)}`.execute(target.kysely);
  const counts: Record<string, number> = {};
  // Only the tables the backup has: one from an older version lacks the later ones.
  for (const { name } of tables) {
    counts[name] = 0;
    for await (const rows of source(name)) {
      await insertRows(target, name, rows);
      counts[name] += rows.length;
    }
  }
  await resetSequences(target);
  await migrateWith(target, null, insideTransaction);
  return counts;
}

export function ndjsonSource(archiveDir: string): RowSource {
  return (table) => ndjsonRows(path.join(archiveDir, 'database', `${table}.ndjson`));
}

/** Reads the backup's SQLite file (already at the backup's level) through the same row path. */
export async function withSqliteSource<T>(archiveDir: string, use: (source: RowSource) => Promise<T>): Promise<T> {
  const source = openDatabase({ dataDir: path.join(archiveDir, 'database') });
  try {
    return await use((table) => readRows(source, table));
  } finally {
    await source.close();
  }
}

/** Tables in the connected PostgreSQL schema: a target with any is not empty. */
export async function postgresTables(db: Db): Promise<string[]> {
  const rows = (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db.kysely)).rows;
  return rows.map((r) => r.name);
}

/** Drops every table of the connected schema (a target being replaced, or a failed restore's leftovers). */
export async function dropPostgresTables(db: Db): Promise<void> {
  const tables = await postgresTables(db);
  if (tables.length === 0) return;
  await sql.raw(`DROP TABLE ${tables.map((t) => `"${t.replace(/"/g, '""')}"`).join(', ')} CASCADE`).execute(db.kysely);
}

/**
 * Runs `work` in one PostgreSQL transaction on one connection: schema, rows and (with --replace)
 * dropping the old tables commit together or not at all, so a failed restore leaves the target
 * database exactly as it was.
 */
export async function inOnePostgresTransaction<T>(db: Db, work: (inTransaction: Db) => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      const result = await work({ kysely: connection, dialect: db.dialect, close: async () => {} });
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
