import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId } from './columns';

/*
 * Alerts that leave the site (issue 29): e-mail over the blogger's SMTP server and webhooks.
 *
 * notify_settings: one row (id 1), the console's 网站设置 → 通知. Secrets (smtp_password, and the
 * webhook addresses and signing secrets inside `webhooks`) are sealed with the key in
 * DATA_DIR/secrets (platform/secretBox.ts); the database never holds them in clear.
 *
 * outbox: every mail or webhook call to make, written in the same transaction as the in-site alert
 * of the event. dedupe_key is unique so an event cannot be queued twice for one target. A sender
 * claims a row with a conditional UPDATE of locked_until (modules/outbox/sender.ts): when several
 * processes share PostgreSQL exactly one of them gets it; a process that dies mid-send leaves a
 * lease that runs out, and the row is sent again (at least once, never lost).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('notify_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('smtp_host', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('smtp_port', 'integer', (c) => c.notNull().defaultTo(465))
    .addColumn('smtp_security', 'varchar(16)', (c) => c.notNull().defaultTo('ssl'))
    .addColumn('smtp_user', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('smtp_password', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('admin_email', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('email_events', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('webhooks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('merge_seconds', 'integer', (c) => c.notNull().defaultTo(180))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(512)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(191)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
}
