import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordFoundDemoRows } from '../../modules/demo/ledger';

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
  await upLedger(db);
}

/*
 * 移除演示内容's ledger: (kind, row id) of every row the demo seed wrote, so the removal takes
 * exactly those. A site seeded before this migration gets its demo rows recorded here when the
 * seed's markers are there (its pictures under /uploads/seed/, modules/demo/ledger.ts says which).
 */
export async function upLedger(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_ledger')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_ledger_pk', ['kind', 'row_id'])
    .execute();
  const k = db as unknown as Kysely<Database>;
  const seeded = await k.selectFrom('article').select('id').where('cover', 'like', '/uploads/seed/%').limit(1).executeTakeFirst();
  if (seeded) await recordFoundDemoRows(k, false);
}
