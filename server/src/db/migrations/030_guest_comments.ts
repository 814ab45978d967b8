import type { Kysely } from 'kysely';

/*
 * Guest comments, a self-hosted captcha and IP 属地 (issue 29).
 *
 * - comment/message.ip_region: the writer's province (or country abroad) looked up offline when the
 *   row is written; the address itself is never stored ('' when unknown or the switch is off).
 * - comment.guest_*: a guest comment is written under the one 访客 account (the comment's author
 *   must be a user row) and carries the guest's own nickname, optional e-mail (never shown) and
 *   address; guest_key is the hash of the writer's browser token, which alone sees it while it waits
 *   for review (status 3). to_guest_name names the guest a reply answers.
 * - site_config: the switches in 网站设置 (IP 属地 on; guest comments off so the login rule stands;
 *   review on; avatars from the e-mail hash off; captcha on for guest comments and guest entries).
 * - captcha_spent: solved challenges already used, kept until they expire, so a replay is refused
 *   by every process sharing the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comment').addColumn('ip_region', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('message').addColumn('ip_region', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  for (const [column, type] of [
    ['guest_name', 'varchar(64)'],
    ['guest_email', 'varchar(128)'],
    ['guest_url', 'varchar(256)'],
    ['guest_key', 'varchar(64)'],
    ['to_guest_name', 'varchar(64)'],
  ] as const) {
    await db.schema.alterTable('comment').addColumn(column, type, (c) => c.notNull().defaultTo('')).execute();
  }
  for (const [column, value] of [
    ['ip_region_enabled', 1],
    ['guest_comment_enabled', 0],
    ['guest_comment_review', 1],
    ['guest_avatar_enabled', 0],
    ['captcha_guest_comment', 1],
    ['captcha_guest_message', 0],
    ['captcha_register', 0],
  ] as const) {
    await db.schema.alterTable('site_config').addColumn(column, 'integer', (c) => c.notNull().defaultTo(value)).execute();
  }
  await db.schema
    .createTable('captcha_spent')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_spent_expires_idx').on('captcha_spent').column('expires_at').execute();
}
