import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { DATA_TABLES, readRows } from '../../../db/tables';
import { PRIVATE_FILE_MODE } from '../../../platform/files';

/** A consistent copy of the database in temporary files, with what the manifest says about it. */
export interface DatabaseSnapshot {
  /** Archive entry name → temporary file holding it. */
  files: { name: string; file: string }[];
  lastMigration: string | null;
  rowCounts: Record<string, number>;
}

/** Returning the largest page count from the progress callback copies the rest in one step. */
const ALL_REMAINING_PAGES = 0x7fffffff;

/**
 * SQLite: the online backup API on a second connection. Copied in one step, the copy is one
 * read transaction: a write the site makes meanwhile (WAL: readers never block writers) cannot
 * restart it, so a busy site still gets a backup, and a consistent one.
 */
export async function snapshotSqlite(dataDir: string, tempDir: string): Promise<DatabaseSnapshot> {
  const file = path.join(tempDir, 'blog.db');
  const source = new SQLite(path.join(dataDir, 'blog.db'), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    source.close();
  }
  // Counts and migration level are read from the copy, so they describe exactly what was saved.
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    const rowCounts: Record<string, number> = {};
    const present = new Set((copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    // A database at an older migration has fewer tables; those it lacks are simply not in the backup.
    for (const { name } of DATA_TABLES.filter((t) => present.has(t.name))) {
      rowCounts[name] = (copy.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n;
    }
    const last = copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as { name: string } | undefined;
    return { files: [{ name: 'database/blog.db', file }], lastMigration: last?.name ?? null, rowCounts };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: every data table as NDJSON (one row per line), all read in one REPEATABLE READ
 * transaction, so the tables agree with each other however busy the site is.
 */
export async function snapshotPostgres(db: Db, tempDir: string): Promise<DatabaseSnapshot> {
  return db.kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const inTransaction: Db = { kysely: trx, dialect: db.dialect, close: async () => {} };
      const files: DatabaseSnapshot['files'] = [];
      const rowCounts: Record<string, number> = {};
      const present = new Set(
        (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(trx)).rows.map((r) => r.name),
      );
      for (const { name } of DATA_TABLES.filter((t) => present.has(t.name))) {
        const file = path.join(tempDir, `${name}.ndjson`);
        const out = createWriteStream(file, { mode: PRIVATE_FILE_MODE });
        let count = 0;
        for await (const rows of readRows(inTransaction, name)) {
          const text = rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
          count += rows.length;
          if (!out.write(text)) await once(out, 'drain');
        }
        out.end();
        await once(out, 'finish');
        rowCounts[name] = count;
        files.push({ name: `database/${name}.ndjson`, file });
      }
      const last = (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(trx)).rows[0];
      return { files, lastMigration: last?.name ?? null, rowCounts };
    });
}
