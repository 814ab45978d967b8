import { sql } from 'kysely';
import { UPLOAD_QUOTA_LIMITS } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import { DATA_TABLES, type TableName } from '../../db/tables';
import { createConfigRepo } from '../config/repo';
import { DEFAULT_BLOG_NAME } from '../config/service';

/** What every text value that names an upload contains. */
export const UPLOADS_MARK = '/uploads/';

/** SQL only: the quota setting, and the rows' text that mentions uploads. */
export function createStorageRepo(db: Db) {
  const k = db.kysely;

  /** The table's columns that can hold text, from the database's own catalogue (so a new column counts at once). */
  async function textColumns(table: TableName): Promise<string[]> {
    if (db.dialect === 'postgres') {
      const rows = await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}
          AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(k);
      return rows.rows.map((row) => row.column_name);
    }
    const rows = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${table})`.execute(k);
    // SQLite keeps whatever is written in an untyped column; text, varchar and clob columns hold text.
    return rows.rows.filter((row) => row.type === '' || /char|text|clob/i.test(row.type)).map((row) => row.name);
  }

  return {
    async quotaMb(): Promise<number> {
      const row = await k.selectFrom('site_config').select('upload_quota_mb').orderBy('id', 'asc').limit(1).executeTakeFirst();
      return row?.upload_quota_mb ?? UPLOAD_QUOTA_LIMITS.defaultMb;
    },

    /** Saves the quota in the site's row, creating the row (other settings at their defaults) on a database without one. */
    async setQuotaMb(mb: number): Promise<void> {
      const configRepo = createConfigRepo(db);
      const row = await configRepo.find();
      if (row) await k.updateTable('site_config').set({ upload_quota_mb: mb, updated_at: nowIso() }).where('id', '=', row.id).execute();
      else await configRepo.update({ blog_name: DEFAULT_BLOG_NAME, upload_quota_mb: mb });
    },

    /**
     * Every text value in every table of the site's data (DATA_TABLES: what a backup holds) that
     * contains /uploads/. Not a list of known columns: an address in an article body, a cover, an
     * avatar, a setting, a guestbook background, a chat image, a notification or a column added later
     * is found alike. Read one table at a time, `onText` called per value.
     */
    async eachUploadMention(onText: (text: string) => void): Promise<void> {
      for (const { name } of DATA_TABLES) {
        const columns = await textColumns(name);
        if (columns.length === 0) continue;
        const mentions = sql.join(
          columns.map((column) => sql`CAST(${sql.ref(column)} AS TEXT) LIKE ${`%${UPLOADS_MARK}%`}`),
          sql` OR `,
        );
        const rows = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM ${sql.table(name)} WHERE ${mentions}`.execute(k);
        for (const row of rows.rows) {
          for (const value of Object.values(row)) {
            if (typeof value === 'string' && value.includes(UPLOADS_MARK)) onText(value);
            // PostgreSQL answers json columns as objects.
            else if (value !== null && typeof value === 'object') onText(JSON.stringify(value));
          }
        }
      }
    },
  };
}

export type StorageRepo = ReturnType<typeof createStorageRepo>;
