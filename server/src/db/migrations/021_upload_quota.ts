import type { Kysely } from 'kysely';

/*
 * The site-wide upload quota (网站设置 → 上传空间), in MB; 0 means no limit. Existing sites get the
 * default too: a site already past it keeps every file and refuses new uploads until the blogger
 * cleans up or raises it, which the console's message says. The number is written here, not taken
 * from the contract: a migration must do the same thing whenever it runs.
 */
const DEFAULT_QUOTA_MB = 5 * 1024;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_config')
    .addColumn('upload_quota_mb', 'integer', (c) => c.notNull().defaultTo(DEFAULT_QUOTA_MB))
    .execute();
}
