import mysql from 'mysql2/promise';
import { ORIGINAL_IMPORT_MESSAGES, ORIGINAL_TABLES, type OriginalSourceCheck, type OriginalTableName } from '@blog/contract';
import { badRequest } from '../../../platform/errors';
import { resolveGuarded } from '../../../platform/outbound';

/** A row as mysql2 gives it (dates as strings: see `dateStrings`). */
export type SourceRow = Record<string, unknown>;

export interface OriginalSource {
  check(): Promise<OriginalSourceCheck>;
  /** Rows of `table` in id order, a page at a time: a large table is never held in memory at once. */
  rows(table: OriginalTableName, pageSize?: number): AsyncGenerator<SourceRow[]>;
  close(): Promise<void>;
}

/**
 * The URL without its password, for messages and logs: the password must never be echoed back
 * or written anywhere.
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '（无法解析的地址）';
  }
}

function parseUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(ORIGINAL_IMPORT_MESSAGES.urlInvalid);
  }
  if (!['mysql:', 'mariadb:'].includes(parsed.protocol) || !parsed.hostname || parsed.pathname.length < 2) {
    throw badRequest(ORIGINAL_IMPORT_MESSAGES.urlInvalid);
  }
  return parsed;
}

/** A Chinese reason for a failed connection, without the URL (which would carry the password). */
function connectionProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_DBACCESS_DENIED_ERROR') return ORIGINAL_IMPORT_MESSAGES.accessDenied;
  if (code === 'ER_BAD_DB_ERROR') return ORIGINAL_IMPORT_MESSAGES.unknownDatabase;
  if (code === 'ECONNREFUSED') return `${ORIGINAL_IMPORT_MESSAGES.cannotConnect}：连接被拒绝，请检查主机和端口，以及数据库是否在运行`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${ORIGINAL_IMPORT_MESSAGES.cannotConnect}：找不到这个主机`;
  if (code === 'ETIMEDOUT') return `${ORIGINAL_IMPORT_MESSAGES.cannotConnect}：连接超时`;
  return `${ORIGINAL_IMPORT_MESSAGES.cannotConnect}${typeof code === 'string' ? `（${code}）` : ''}`;
}

/**
 * Opens the original's database read-only in spirit (we only ever SELECT). Dates come as the
 * strings MySQL stores, which are Beijing wall-clock times: the caller converts them.
 */
export async function openOriginalSource(url: string): Promise<OriginalSource> {
  const parsed = parseUrl(url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  // The outbound rules: never link-local (cloud metadata), multicast or reserved addresses. This
  // machine and private networks are allowed: the original database usually lives there, and the
  // admin confirmed the address before this runs.
  const { address } = await resolveGuarded(parsed.hostname, { allowPrivate: true });
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: address,
      port: parsed.port ? Number(parsed.port) : 3306,
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database,
      charset: 'utf8mb4',
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      connectTimeout: 10_000,
    });
  } catch (error) {
    throw badRequest(connectionProblem(error));
  }

  async function presentTables(): Promise<Set<string>> {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
      [database],
    );
    return new Set(rows.map((row) => String(row.name)));
  }

  return {
    async check() {
      const present = await presentTables();
      const missing = ORIGINAL_TABLES.filter(([table]) => !present.has(table)).map(([table]) => table);
      if (missing.length > 0) throw badRequest(`${ORIGINAL_IMPORT_MESSAGES.tablesMissing}：${missing.join('、')}`);
      const [versionRows] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
      const tables: OriginalSourceCheck['tables'] = [];
      for (const [table, label] of ORIGINAL_TABLES) {
        const [countRows] = await connection.query<mysql.RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${table}\``);
        tables.push({ table, label, rows: Number(countRows[0]?.n ?? 0) });
      }
      return { database, version: String(versionRows[0]?.v ?? ''), tables };
    },
    async *rows(table, pageSize = 500) {
      // Keyset paging by id: stable, and each page is one indexed range read however far in.
      let after = -Infinity;
      for (;;) {
        const [rows] = await connection.query<mysql.RowDataPacket[]>(
          `SELECT * FROM \`${table}\` WHERE id > ? ORDER BY id LIMIT ?`,
          [Number.isFinite(after) ? after : -2147483648, pageSize],
        );
        if (rows.length > 0) yield rows as SourceRow[];
        if (rows.length < pageSize) return;
        after = Number(rows[rows.length - 1]!.id);
      }
    },
    close: () => connection.end(),
  };
}
