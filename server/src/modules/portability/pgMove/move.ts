import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { resetSequences } from '../../../db/tables';
import { copyTables, type TableCopied } from './copy';
import { describeError, MoveError, redactUrl } from './errors';
import { dropSearchIndexes, rebuildSearchIndexes } from './searchIndexes';
import { beginSnapshot, openSource } from './source';
import { checkTargetIsEmpty, clearMigrationRows, migrateTargetTo, type TargetConnection } from './target';
import { verifyCopy, type TableChecked } from './verify';

export interface MoveOptions {
  /** The site's DATA_DIR, holding blog.db. */
  dataDir: string;
  /** postgres://… of an empty database. */
  targetUrl: string;
  /** Called with each step's Chinese description as it starts. */
  onStep?: (message: string) => void;
  /** Called after each table is copied. */
  onTable?: (copied: TableCopied, index: number, total: number) => void;
  /** Random rows compared per table (besides first and last). */
  sampleSize?: number;
}

export interface MoveReport {
  sourceFile: string;
  target: string;
  /** The migration both databases are at. */
  level: string;
  tables: (TableChecked & { milliseconds: number })[];
  searchIndexes: string[];
  totalRows: number;
  milliseconds: number;
}

/** A Db over the single connection of the move's transaction, for the shared table helpers. */
function asDb(conn: TargetConnection): Db {
  return { kysely: conn, dialect: 'postgres', close: async () => {} };
}

function openTarget(url: string): Kysely<Database> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new MoveError('目标必须是 PostgreSQL 地址，形如 postgres://用户:密码@主机:5432/数据库。');
  // One connection: everything the move does runs in its single transaction.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {
    // A dropped idle connection surfaces as the next query's error, which the move reports.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Copies the SQLite site in `dataDir` into an empty PostgreSQL database: tables at the source's
 * migration level, every row with its id, sequences past the largest ids, search indexes rebuilt,
 * then counts and a sample of rows checked. All of it happens in one PostgreSQL transaction that
 * is committed only after the checks pass: on any failure the target is left exactly as it was
 * (tables the move created are rolled back with everything else). The source is only read.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const started = performance.now();
  const step = options.onStep ?? (() => {});
  const target = openTarget(options.targetUrl);
  let source: Awaited<ReturnType<typeof openSource>> | undefined;
  try {
    source = await openSource(options.dataDir);
    const from = source;
    const level = from.migrations.at(-1) ?? '';
    try {
      await sql`SELECT 1`.execute(target);
    } catch (error) {
      throw new MoveError(`无法连接目标数据库 ${redactUrl(options.targetUrl)}：${describeError(error)}。请确认地址和密码，并先建好空数据库（CREATE DATABASE …）。`, { cause: error });
    }
    return await target.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      try {
        await beginSnapshot(from);
        step('检查目标数据库是否为空');
        await checkTargetIsEmpty(conn, from.migrations);
        step(`建立表结构（至 ${level}）`);
        await migrateTargetTo(conn, level);
        await clearMigrationRows(conn, from.tables);
        step('暂时移除搜索索引（复制后重建）');
        const indexes = await dropSearchIndexes(conn);
        step(`复制 ${from.tables.length} 张表`);
        const copied = await copyTables(from.db, asDb(conn), from.tables, (done, index) => options.onTable?.(done, index, from.tables.length));
        step('重置自增序列');
        await resetSequences(asDb(conn));
        step(`重建搜索索引（${indexes.map((i) => i.name).join('、') || '无'}）并更新统计信息`);
        await rebuildSearchIndexes(conn, indexes, from.tables);
        step('核对每张表的行数与抽样行');
        const checked = await verifyCopy(from.db, asDb(conn), from.tables, options.sampleSize);
        step('提交');
        await sql`COMMIT`.execute(conn);
        // Nothing after the commit may fail: the source's read snapshot ends when it is closed below.
        const time = new Map(copied.map((c) => [c.table, c.milliseconds]));
        return {
          sourceFile: from.file,
          target: redactUrl(options.targetUrl),
          level,
          tables: checked.map((c) => ({ ...c, milliseconds: time.get(c.table) ?? 0 })),
          searchIndexes: indexes.map((i) => i.name),
          totalRows: checked.reduce((sum, c) => sum + c.targetRows, 0),
          milliseconds: performance.now() - started,
        };
      } catch (error) {
        await sql`ROLLBACK`.execute(conn).catch(() => {
          // The connection is gone: PostgreSQL discards its open transaction by itself.
        });
        throw error instanceof MoveError ? error : new MoveError(`${describeError(error)}`, { cause: error });
      }
    });
  } finally {
    await source?.db.close();
    await target.destroy();
  }
}
