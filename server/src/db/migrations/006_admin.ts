import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * The admin console: an article recycle bin, a daily page-view counter for the dashboard, and the
 * site settings the blogger edits (SEO fields, group images, the readers' default themes).
 */

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  // Set when the blogger deletes an article: it leaves every visitor view and waits in the recycle
  // bin until restored (null again) or deleted for good.
  await db.schema.alterTable('article').addColumn('deleted_at', 'varchar(32)').execute();
  await db.schema.createIndex('article_deleted_idx').on('article').column('deleted_at').execute();

  // One row per day (YYYY-MM-DD in the site's time zone) with the page views counted that day.
  await db.schema
    .createTable('view_daily')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  for (const [column, type] of [
    ['site_description', 'varchar(512)'],
    ['site_keywords', 'varchar(255)'],
    ['site_url', 'varchar(255)'],
    ['qq_group', 'varchar(512)'],
    ['we_chat_group', 'varchar(512)'],
    ['default_preview_theme', 'varchar(32)'],
    ['default_code_theme', 'varchar(32)'],
  ] as const) {
    await db.schema.alterTable('site_config').addColumn(column, type, (c) => c.notNull().defaultTo('')).execute();
  }
}
