import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Session revocation: every token carries the user's token version at signing time, and the guards
 * refuse a token whose version is not the row's. Changing the password bumps it, which ends every
 * session signed before (a stolen token stops working when the owner changes the password).
 */

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('user').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
