import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId } from './columns';

/* Notifications. Users already exist since 001. */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('notify'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('to_id', 'integer')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_view', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The drawer reads one user's newest first; id breaks ties between rows of the same instant.
  await db.schema.createIndex('notify_user_created_idx').on('notify').columns(['user_id', 'created_at desc', 'id desc']).execute();
}
