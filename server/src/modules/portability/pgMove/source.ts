import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrationsFor, type Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { DATA_TABLES, type TableName } from '../../../db/tables';
import { MoveError } from './errors';

export interface MoveSource {
  db: Db;
  file: string;
  /** Migrations the source has run, oldest first; the target is brought to the same level. */
  migrations: string[];
  /** DATA_TABLES that exist at the source's level, in insertion order. */
  tables: TableName[];
}

/**
 * Opens the site's SQLite file read-only: the move never writes to its source, and a missing file
 * is refused rather than created empty (which opening it normally would do).
 */
export async function openSource(dataDir: string, fileName = 'blog.db'): Promise<MoveSource> {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) {
    throw new MoveError(`在数据目录 ${dataDir} 中找不到 SQLite 数据库 ${fileName}：请用 --data-dir 指向站点的数据目录（DATA_DIR）。`);
  }
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const db: Db = { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  try {
    const present = new Set(
      (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(kysely)).rows.map((r) => r.name),
    );
    if (!present.has('kysely_migration')) {
      throw new MoveError(`${file} 还没有站点的表结构（站点从未在这个数据目录启动过？）。`);
    }
    const migrations = (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(kysely)).rows.map((r) => r.name);
    const known = Object.keys(migrationsFor('postgres'));
    if (migrations.length === 0 || migrations.some((name, i) => known[i] !== name)) {
      throw new MoveError(`${file} 的表结构（${migrations.at(-1) ?? '无'}）不是本程序认识的版本：请用与站点相同版本的程序运行迁移。`);
    }
    const tables = DATA_TABLES.map((t) => t.name).filter((name) => present.has(name));
    return { db, file, migrations, tables };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Everything the move reads from the source comes from one snapshot: a site still writing while
 * the move runs cannot make the counts disagree half-way (its later writes are simply not moved).
 * The read transaction ends when the source is closed.
 */
export async function beginSnapshot(source: MoveSource): Promise<void> {
  await sql`BEGIN`.execute(source.db.kysely);
}
