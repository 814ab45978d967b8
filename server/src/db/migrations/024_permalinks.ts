import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';
import { fillMissingSlugs } from '../../modules/permalink/slugStore';

/*
 * Readable addresses (issue 27): every article gets a slug (/post/<slug>), unique; the slugs an
 * article had before stay as aliases that answer 301 to its current address; and the redirect rules
 * of the console's 重定向 screen (and of a Markdown import's old addresses) get their table.
 *
 * Existing articles get a slug made from their title (fillMissingSlugs, the rule every later insert
 * without a slug follows too). The column stays nullable so that paths which insert rows in bulk
 * (the seed, the original-site import) can fill it right after; the unique index lets any number of
 * nulls through on both engines.
 */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('article').addColumn('slug', 'varchar(255)').execute();
  await fillMissingSlugs(db, { aliases: false });
  await db.schema.createIndex('article_slug_unique_idx').on('article').column('slug').unique().execute();

  await db.schema
    .createTable('article_slug_alias')
    .addColumn('slug', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_slug_alias_article_idx').on('article_slug_alias').column('article_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('redirect'), dialect)
      // Normalised (contract/src/redirects.ts): decoded, NFC, no trailing slash. 500 characters of
      // Chinese stay under PostgreSQL's btree row limit.
      .addColumn('from_path', 'varchar(500)', (c) => c.notNull().unique())
      .addColumn('to_url', 'varchar(2000)', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(301))
      // 'markdown-import' for the rules an import wrote; null for the blogger's own.
      .addColumn('source', 'varchar(32)'),
  ).execute();
}
