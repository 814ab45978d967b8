import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';

/* Community pages: talk, photo albums, friend links, guestbook, comments, recommended resources. */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('talk'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      // 1 public, 2 private (hidden from visitors).
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      // 1 pinned, 2 not pinned.
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('talk_list_idx').on('talk').columns(['status', 'is_top', 'created_at desc', 'id desc']).execute();

  await withTimestamps(
    withId(db.schema.createTable('talk_photo'), dialect)
      .addColumn('talk_id', 'integer', (c) => c.notNull().references('talk.id').onDelete('cascade'))
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('talk_photo_talk_idx').on('talk_photo').columns(['talk_id', 'sort']).execute();

  await withTimestamps(
    withId(db.schema.createTable('photo_album'), dialect)
      .addColumn('album_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('album_cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('photo'), dialect)
      .addColumn('album_id', 'integer', (c) => c.notNull().references('photo_album.id').onDelete('cascade'))
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      // Pixel size, so the masonry grid reserves each photo's box before it loads.
      .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('photo_album_idx').on('photo').columns(['album_id', 'sort']).execute();

  await withTimestamps(
    withId(db.schema.createTable('link'), dialect)
      .addColumn('site_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('site_desc', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('site_avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      // 1 pending, 2 approved.
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      // The applicant; null for links the blogger added. One application per user.
      .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null').unique()),
  ).execute();
  await db.schema.createIndex('link_status_idx').on('link').columns(['status', 'created_at']).execute();

  await withTimestamps(
    withId(db.schema.createTable('message'), dialect)
      .addColumn('content', 'varchar(1024)', (c) => c.notNull())
      .addColumn('tag', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('color', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('font_size', 'integer', (c) => c.notNull().defaultTo(16))
      .addColumn('font_weight', 'integer', (c) => c.notNull().defaultTo(400))
      .addColumn('bg_color', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('bg_url', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      // The author when logged in; a guest entry has no user and only a nick_name.
      .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('nick_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 shown, 2 hidden by the admin.
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('message_list_idx').on('message').columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('message_tag_idx').on('message').columns(['tag', 'status']).execute();

  await withTimestamps(
    withId(db.schema.createTable('comment'), dialect)
      // COMMENT_TYPE: 1 article, 2 talk, 3 message (guestbook entry).
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('for_id', 'integer', (c) => c.notNull())
      // Null for a top-level comment; replies point at their top-level comment.
      .addColumn('parent_id', 'integer', (c) => c.references('comment.id').onDelete('cascade'))
      .addColumn('from_user', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
      // Whom a reply answers; null for a top-level comment.
      .addColumn('to_user', 'integer', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('content', 'varchar(1024)', (c) => c.notNull())
      .addColumn('thumbs_up', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 shown, 2 hidden by the admin.
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('comment_target_idx').on('comment').columns(['type', 'for_id', 'parent_id', 'created_at']).execute();
  await db.schema.createIndex('comment_parent_idx').on('comment').columns(['parent_id', 'created_at']).execute();

  await withTimestamps(
    withId(db.schema.createTable('resource'), dialect)
      // RESOURCE_LIST: 'front', 'back' (recommendation pages) or 'site' (the site list).
      .addColumn('list', 'varchar(16)', (c) => c.notNull())
      .addColumn('group_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('icon', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(512)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('resource_list_idx').on('resource').columns(['list', 'sort']).execute();

  // Whether a visitor who is not logged in may sign the guestbook with a nickname (1 yes, 2 no).
  await db.schema.alterTable('site_config').addColumn('allow_guest_message', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
