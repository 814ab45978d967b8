import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';

/*
 * Pages of one's own and the header menu (issue 28): Markdown pages at /page/<slug> (关于,
 * 留言须知…), and the menu the blogger arranges, as JSON in the site settings ('' = the defaults,
 * so an install that never touched it follows later defaults). Existing installs get no page: the
 * demo 关于 page comes with a fresh demo seed only (seed/demo.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('site_page'), dialect)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      // Normalised as article slugs are (contract slugText.ts); unique among pages.
      .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
      // 1 public, 3 draft (SITE_PAGE_STATUS).
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(3))
      // 'demo' for the demo content's 关于 page, so removing the demo content finds it; null otherwise.
      .addColumn('source', 'varchar(32)'),
  ).execute();
  await db.schema.alterTable('site_config').addColumn('nav_menu', 'text', (c) => c.notNull().defaultTo('')).execute();
}
