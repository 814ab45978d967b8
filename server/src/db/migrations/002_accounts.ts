import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../schema';

/* Issue 3: notifications. Users already exist since 001. */

function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

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
