import type { Kysely } from 'kysely';

/*
 * Comments on pages of one's own (issue 28): each page has comments on (1, the default) or off
 * (0). Page comments are comment rows of type 4 (COMMENT_TYPE.page) whose for_id is the page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_page').addColumn('comments_enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
