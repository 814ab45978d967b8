import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId } from './columns';

/*
 * Scheduled posts and preview links (issue 28).
 *
 * A scheduled article is status 4 (contract ARTICLE_STATUS.scheduled) with its publish time in
 * created_at, the column every list already orders by: the schedule lives in the article row, so it
 * survives restarts and any process can publish it with one conditional UPDATE. The index serves
 * the scheduler's "what is due" query.
 *
 * preview_link: 分享预览 links. Only the token's SHA-256 is kept; revoking stamps revoked_at (the row
 * stays, so an opened revoked link can say so rather than "unknown").
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('article_status_created_idx').on('article').columns(['status', 'created_at']).execute();

  await withId(db.schema.createTable('preview_link'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('preview_link_article_idx').on('preview_link').column('article_id').execute();
}
