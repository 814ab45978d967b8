import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId } from './columns';

/*
 * Revision history and drafts kept on the server (issue 28). Every save of an article keeps a row
 * here (at most 50 per article, the oldest pruned by the service); the editor's autosave keeps one
 * of kind 'autosave' that never touches the article row, so a published article's visitors keep
 * reading what was last saved. Deleting an article for good removes its revisions (purgeRecycled,
 * and the foreign key where the engine enforces it).
 */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('article_revision'), dialect)
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    // 'manual' | 'autosave' | 'restore'
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // The write body's other fields (category, tags, cover, status, summary…) as JSON.
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_revision_article_idx').on('article_revision').columns(['article_id', 'id']).execute();
}
