import type { Kysely } from 'kysely';
import { fillMissingSlugs } from '../../src/modules/permalink/slugStore';
import { ARTICLE_STATUS, usernameKey } from '@blog/contract';
import type { Db } from '../../src/db/connection';

/** Inserts test rows directly, independent of the demo seed. */

export interface ArticleFixture {
  title: string;
  content?: string;
  description?: string;
  cover?: string;
  status?: number;
  isTop?: boolean;
  topOrder?: number;
  categoryId?: number | null;
  tagIds?: number[];
  viewTimes?: number;
  /** ISO timestamp; defaults to a fixed date so ordering is explicit in each test. */
  createdAt?: string;
  /** For a database built as a version before migration 024 left it: no slug column to fill yet. */
  beforeSlugs?: boolean;
}

export function fixtures(db: Db) {
  const k = db.kysely;
  const stamp = '2024-01-01T00:00:00.000Z';

  return {
    async category(category_name: string): Promise<number> {
      const row = await k
        .insertInto('category')
        .values({ category_name, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async tag(tag_name: string): Promise<number> {
      const row = await k.insertInto('tag').values({ tag_name, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async user(username: string): Promise<number> {
      const row = await k
        .insertInto('user')
        .values({ username, username_key: usernameKey(username), password_hash: 'x', role: 2, nick_name: username, avatar: '', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async article(a: ArticleFixture): Promise<number> {
      const createdAt = a.createdAt ?? stamp;
      const row = await k
        .insertInto('article')
        .values({
          title: a.title,
          description: a.description ?? `${a.title}的摘要`,
          content: a.content ?? `# ${a.title}\n\n正文内容。`,
          cover: a.cover ?? `/uploads/${encodeURIComponent(a.title)}.webp`,
          category_id: a.categoryId ?? null,
          author_id: null,
          is_top: a.isTop ? 1 : 2,
          top_order: a.topOrder ?? 0,
          status: a.status ?? ARTICLE_STATUS.public,
          type: 1,
          origin_url: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every article has its /post/<slug> (migration 024), as the seed's and imports' bulk inserts give.
      if (!a.beforeSlugs) await fillMissingSlugs(k as unknown as Kysely<unknown>);
      // Counters live in article_stat (migration 014); no row means zero.
      if (a.viewTimes) await k.insertInto('article_stat').values({ article_id: row.id, view_times: a.viewTimes }).execute();
      for (const tagId of a.tagIds ?? []) {
        await k.insertInto('article_tag').values({ article_id: row.id, tag_id: tagId }).execute();
      }
      return row.id;
    },

    async siteConfig(values: { blog_name: string; blog_notice?: string; view_time?: number }): Promise<void> {
      await k
        .insertInto('site_config')
        .values({
          blog_name: values.blog_name,
          blog_avatar: '/uploads/avatar.webp',
          avatar_bg: '/uploads/avatar-bg.webp',
          personal_say: '慢慢写，认真活',
          blog_notice: values.blog_notice ?? '',
          qq_link: '',
          we_chat_link: '',
          github_link: 'https://github.com/example',
          git_ee_link: '',
          bilibili_link: '',
          view_time: values.view_time ?? 0,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    },

    async pageHeader(route_name: string, bg_url: string): Promise<void> {
      await k.insertInto('page_header').values({ route_name, bg_url, created_at: stamp, updated_at: stamp }).execute();
    },
  };
}

export type Fixtures = ReturnType<typeof fixtures>;

/** An article's stored counters (article_stat, migration 014); zeros when it has no row yet. */
export async function storedCounts(db: Db, articleId: number): Promise<{ view_times: number; thumbs_up_times: number; reading_duration: number }> {
  const row = await db.kysely
    .selectFrom('article_stat')
    .select(['view_times', 'thumbs_up_times', 'reading_duration'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  return row ?? { view_times: 0, thumbs_up_times: 0, reading_duration: 0 };
}
