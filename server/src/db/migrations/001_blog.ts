import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { withId, withTimestamps } from './columns';

/* Migrations take Kysely<unknown>: they must not depend on today's table types. */

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withTimestamps(
    withId(db.schema.createTable('user'), dialect)
      .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('nick_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('category'), dialect).addColumn('category_name', 'varchar(64)', (c) => c.notNull().unique()),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('tag'), dialect).addColumn('tag_name', 'varchar(64)', (c) => c.notNull().unique()),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('article'), dialect)
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('cover', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('category_id', 'integer', (c) => c.references('category.id').onDelete('set null'))
      .addColumn('author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('top_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('origin_url', 'varchar(512)')
      .addColumn('view_times', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('thumbs_up_times', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reading_duration', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  // Column directions match the list orderings exactly, so a page is read straight off the index.
  await db.schema.createIndex('article_home_idx').on('article').columns(['status', 'is_top', 'top_order', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('article_created_idx').on('article').columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('article_category_idx').on('article').column('category_id').execute();
  await db.schema.createIndex('article_views_idx').on('article').columns(['status', 'view_times']).execute();

  await db.schema
    .createTable('article_tag')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tag_tag_idx').on('article_tag').column('tag_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('like'), dialect)
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('for_id', 'integer', (c) => c.notNull())
      .addColumn('liker', 'varchar(80)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('cascade'))
      .addUniqueConstraint('like_once_idx', ['type', 'for_id', 'liker']),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('site_config'), dialect)
      .addColumn('blog_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('blog_avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar_bg', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('personal_say', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('blog_notice', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
      .addColumn('qq_link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('we_chat_link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('github_link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('git_ee_link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('bilibili_link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('view_time', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('page_header'), dialect)
      .addColumn('route_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('bg_url', 'varchar(512)', (c) => c.notNull()),
  ).execute();

  // Full-text search over Chinese text, which has no spaces: trigram indexes on both engines.
  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE article_fts USING fts5(title, content, content='article', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER article_fts_ai AFTER INSERT ON article BEGIN
      INSERT INTO article_fts(rowid, title, content) VALUES (new.id, new.title, new.content); END`.execute(db);
    await sql`CREATE TRIGGER article_fts_ad AFTER DELETE ON article BEGIN
      INSERT INTO article_fts(article_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content); END`.execute(db);
    await sql`CREATE TRIGGER article_fts_au AFTER UPDATE OF title, content ON article BEGIN
      INSERT INTO article_fts(article_fts, rowid, title, content) VALUES ('delete', old.id, old.title, old.content);
      INSERT INTO article_fts(rowid, title, content) VALUES (new.id, new.title, new.content); END`.execute(db);
  } else {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX article_title_trgm_idx ON article USING gin (title gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX article_content_trgm_idx ON article USING gin (content gin_trgm_ops)`.execute(db);
  }
}
