import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Column builders every migration uses. Changing them would change what old migrations create, so
 * they stay as they are; a new kind of column gets a new builder.
 */

/** An auto-incrementing integer primary key on either engine. */
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** created_at / updated_at as ISO-8601 text (see schema.ts). */
export function withTimestamps<T extends string>(table: CreateTableBuilder<T>) {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull()).addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}
