import { ARTICLE_STATUS, SITE_PAGE_STATUS } from '@blog/contract';
import type { Db } from '../../db/connection';

/** SQL behind the sitemap and the feeds: public articles outside the recycle bin only. */

export interface FeedArticleRow {
  id: number;
  slug: string | null;
  title: string;
  description: string;
  created_at: string;
  updated_at: string;
  category_name: string | null;
  author_name: string | null;
  /** A nickname change moves the feed's Last-Modified too. */
  author_updated_at: string | null;
}

export interface SitemapArticleRow {
  id: number;
  slug: string | null;
  updated_at: string;
}

/** A category or tag page and the newest change among the public articles it lists. */
export interface TaxonomyPageRow {
  id: number;
  name: string;
  updated_at: string;
}

/** The newest of the given ISO timestamps (UTC, so they compare as text), or null when none is set. */
export const newestStamp = (...stamps: Array<string | null | undefined>): string | null =>
  stamps.reduce<string | null>((latest, stamp) => (stamp && (!latest || stamp > latest) ? stamp : latest), null);

export function createFeedRepo(db: Db) {
  const k = db.kysely;

  const publicArticles = () => k.selectFrom('article').where('article.status', '=', ARTICLE_STATUS.public).where('article.deleted_at', 'is', null);

  return {
    /** Newest first by publication, as the home list without pinning. */
    latest(limit: number): Promise<FeedArticleRow[]> {
      return publicArticles()
        .leftJoin('category', 'category.id', 'article.category_id')
        .leftJoin('user', 'user.id', 'article.author_id')
        .select([
          'article.id',
          'article.slug',
          'article.title',
          'article.description',
          'article.created_at',
          'article.updated_at',
          'category.category_name',
          'user.nick_name as author_name',
          'user.updated_at as author_updated_at',
        ])
        .orderBy('article.created_at', 'desc')
        .orderBy('article.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Markdown of the given articles, read only when a feed is built anew. */
    async contents(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await k.selectFrom('article').select(['id', 'content']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.content]));
    },

    /** Public pages of one's own; drafts never reach the sitemap. */
    sitemapPages(): Promise<{ slug: string; updated_at: string }[]> {
      return k.selectFrom('site_page').select(['slug', 'updated_at']).where('status', '=', SITE_PAGE_STATUS.public).orderBy('id').execute();
    },

    sitemapArticles(): Promise<SitemapArticleRow[]> {
      return publicArticles().select(['article.id', 'article.slug', 'article.updated_at']).orderBy('article.created_at', 'desc').orderBy('article.id', 'desc').execute();
    },

    /** Only categories with public articles: an empty list page is nothing to send a crawler to. */
    categoryPages(): Promise<TaxonomyPageRow[]> {
      return publicArticles()
        .innerJoin('category', 'category.id', 'article.category_id')
        .select((eb) => ['category.id', 'category.category_name as name', eb.fn.max('article.updated_at').as('updated_at')])
        .groupBy(['category.id', 'category.category_name'])
        .orderBy('category.id')
        .execute();
    },

    tagPages(): Promise<TaxonomyPageRow[]> {
      return publicArticles()
        .innerJoin('article_tag', 'article_tag.article_id', 'article.id')
        .innerJoin('tag', 'tag.id', 'article_tag.tag_id')
        .select((eb) => ['tag.id', 'tag.tag_name as name', eb.fn.max('article.updated_at').as('updated_at')])
        .groupBy(['tag.id', 'tag.tag_name'])
        .orderBy('tag.id')
        .execute();
    },

    /**
     * The last time anything a feed or the sitemap shows was written: any article's edit, status
     * change (an unpublished article leaves with a new updated_at) or move to the recycle bin,
     * a rename of a category or tag, the site settings. Drafts count too, which at worst costs a
     * reader one full download of an unchanged feed.
     */
    async lastChange(): Promise<string | null> {
      const [article, category, tag, settings, page] = await Promise.all([
        k
          .selectFrom('article')
          .select((eb) => [eb.fn.max('updated_at').as('updated'), eb.fn.max('deleted_at').as('deleted')])
          .executeTakeFirst(),
        k.selectFrom('category').select((eb) => eb.fn.max('updated_at').as('updated')).executeTakeFirst(),
        k.selectFrom('tag').select((eb) => eb.fn.max('updated_at').as('updated')).executeTakeFirst(),
        k.selectFrom('site_config').select((eb) => eb.fn.max('updated_at').as('updated')).executeTakeFirst(),
        k.selectFrom('site_page').select((eb) => eb.fn.max('updated_at').as('updated')).executeTakeFirst(),
      ]);
      return newestStamp(article?.updated, article?.deleted, category?.updated, tag?.updated, settings?.updated, page?.updated);
    },
  };
}

export type FeedRepo = ReturnType<typeof createFeedRepo>;
