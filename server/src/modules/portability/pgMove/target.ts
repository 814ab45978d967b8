import { Migrator, sql, type Kysely } from 'kysely';
import { migrationsFor } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { DATA_TABLES } from '../../../db/tables';
import { describeError, MoveError } from './errors';

/** A Kysely bound to the one connection whose transaction holds the whole move. */
export type TargetConnection = Kysely<Database>;

const MIGRATION_TABLE = 'kysely_migration';

/**
 * What "empty" means for a target: none of our data tables holds a row. That is a freshly created
 * database in practice; one whose tables exist but hold nothing is accepted too (the move then only
 * runs the migrations it still lacks). A site that has started on it once is not empty (its
 * migrations and first start write rows), so it is refused. Tables of other programs are left alone.
 * A target whose migrations are not a prefix of the source's is refused: its tables would not match.
 */
export async function checkTargetIsEmpty(conn: TargetConnection, sourceMigrations: string[]): Promise<{ createdTables: boolean }> {
  const existing = new Set(
    (
      await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(conn)
    ).rows.map((r) => r.table_name),
  );
  const filled: string[] = [];
  for (const { name } of DATA_TABLES) {
    if (!existing.has(name)) continue;
    const row = (await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM ${sql.table(name)}`.execute(conn)).rows[0];
    if ((row?.n ?? 0) > 0) filled.push(`${name}（${row?.n} 行）`);
  }
  if (filled.length > 0) {
    const more = filled.length > 5 ? ` 等 ${filled.length} 张表` : '';
    throw new MoveError(`目标数据库不是空的：${filled.slice(0, 5).join('、')}${more}。为避免覆盖已有内容，请换一个新建的空数据库（例如 CREATE DATABASE blog）。`);
  }
  if (existing.has(MIGRATION_TABLE)) {
    const applied = (await sql<{ name: string }>`SELECT name FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(conn)).rows.map((r) => r.name);
    if (applied.some((name, i) => sourceMigrations[i] !== name)) {
      throw new MoveError(`目标数据库的表结构（${applied.at(-1) ?? '无'}）与源数据库（${sourceMigrations.at(-1) ?? '无'}）不一致：请换一个新建的空数据库。`);
    }
  }
  return { createdTables: !DATA_TABLES.some((t) => existing.has(t.name)) };
}

/**
 * Runs the project's migrations on the target up to the source's last one, inside the move's
 * transaction (PostgreSQL's DDL is transactional: a failed move leaves no table behind).
 */
export async function migrateTargetTo(conn: TargetConnection, lastMigration: string): Promise<void> {
  const migrator = new Migrator({
    db: conn,
    provider: { getMigrations: async () => migrationsFor('postgres') },
    // The move's own transaction wraps the migrations; kysely must not open (and commit) another.
    disableTransactions: true,
  });
  const { error, results } = await migrator.migrateTo(lastMigration);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new MoveError(`在目标数据库建立表结构失败（${failed?.migrationName ?? lastMigration}）：${describeError(error)}`, { cause: error });
  }
}

/**
 * Some migrations write rows of their own (the two ranked playlists of 003). The target held no
 * rows before they ran, so every row now in it came from them; the source has its own copy of
 * those rows (perhaps edited since), and that copy is the one that moves. Children first.
 */
export async function clearMigrationRows(conn: TargetConnection, tables: readonly string[]): Promise<void> {
  for (const table of [...tables].reverse()) await sql`DELETE FROM ${sql.table(table)}`.execute(conn);
}
