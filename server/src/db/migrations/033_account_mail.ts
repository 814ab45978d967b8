import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId } from './columns';

/*
 * Accounts with e-mail (issue 29).
 *
 * - user.email: the account's verified address ('' when none). An address is written here only when
 *   its owner opened the link mailed to it, so nothing is ever sent to an unverified one.
 * - user.mail_optout: comma-separated mail kinds the owner turned off in 通知设置 (reply, link).
 * - account_token: single-use links (verify an address, reset a password). Only the SHA-256 of the
 *   random token is stored: a copy of the database opens no account. used_at marks a spent link.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('user').addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('user').addColumn('mail_optout', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await withId(db.schema.createTable('account_token'), dialect)
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_token_user_idx').on('account_token').columns(['user_id', 'purpose']).execute();
  await db.schema.createIndex('user_email_idx').on('user').column('email').execute();
}
