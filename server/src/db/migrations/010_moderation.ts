import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Moderation (the console's comment queue and the admin's notifications):
 * - notify.batch_count: how many events one unread notification to the admin stands for ("有 N 条新评论
 *   待查看"); 1 for every other notification.
 * - comment_created_idx: the queue lists every comment newest first, across all places.
 */

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('notify').addColumn('batch_count', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('comment_created_idx').on('comment').columns(['created_at', 'id']).execute();
}
