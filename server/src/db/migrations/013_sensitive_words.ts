import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * The admin's sensitive-word list and what each place does with a match: one row (id 1). Until the
 * admin first saves, there is no row and the list shipped with the server applies. `version` goes up
 * with every save; each process compares it before a check and rebuilds its matcher when it moved.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('sensitive_word_list')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // One word per line.
    .addColumn('words', 'text', (c) => c.notNull())
    // JSON: { comment: 'mask' | 'refuse', message, chat, nickname, link }.
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
