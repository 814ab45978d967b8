import type { Kysely } from 'kysely';

/* Users an admin forced out of the chat room, and until when (ISO-8601, like every timestamp). */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_ban')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('until', 'varchar(32)', (c) => c.notNull())
    .execute();
}
