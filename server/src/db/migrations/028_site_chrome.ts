import type { Kysely } from 'kysely';

/*
 * The site's own chrome (issue 28): the footer's ICP 备案号 and 公安备案号, footer text, the date
 * the site started (本站已运行 N 天), a favicon, and the page head's verification/analytics code with
 * the script hosts the blogger allows for it (validated in contract/src/siteChrome.ts, rendered by
 * server/src/platform/pages/siteChrome.ts, added to the pages' CSP). All default to '' (not shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ['icp_number', 'varchar(64)'],
    ['police_number', 'varchar(64)'],
    ['footer_text', 'varchar(1000)'],
    ['site_start_date', 'varchar(10)'],
    ['favicon', 'varchar(512)'],
    ['head_code', 'varchar(4000)'],
    ['head_script_hosts', 'varchar(1000)'],
  ] as const) {
    await db.schema.alterTable('site_config').addColumn(column, type, (c) => c.notNull().defaultTo('')).execute();
  }
}
