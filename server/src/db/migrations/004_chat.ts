import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';

/* The live chat room's history. */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('chat_message'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
      // Text, or the /uploads/img URL of an image.
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('content_type', 'integer', (c) => c.notNull()),
  ).execute();
  // History pages by id (ids grow with time), a primary-key range scan; user_id serves the cascade.
  await db.schema.createIndex('chat_message_user_idx').on('chat_message').column('user_id').execute();
}
