import { MESSAGE_STATUS, SITE_PAGE_STATUS, TALK_STATUS, type TagRef } from '@blog/contract';
import type { Db } from '../../db/connection';
import { deriveDescription } from '../../modules/article/description';
import { groupTags } from '../../modules/article/mapper';
import { createArticleRepo, type ArticleDetailRow } from '../../modules/article/repo';
import type { RenderedPage } from '../boot';
import { createReadCache } from '../cache';

/**
 * What an article's page shows before any script runs (its head, and the article itself in the
 * HTML): only public articles outside the recycle bin have one.
 */
export interface ArticlePageData {
  id: number;
  title: string;
  description: string;
  cover: string;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  /** The writer's nickname; '' when the account is gone. */
  author: string;
  /** The whole row and the tags with their ids, for the article written into the page. */
  row: ArticleDetailRow;
  tagRefs: TagRef[];
}

/** A public page of one's own (/page/<slug>); drafts have none. */
export interface SitePageData {
  id: number;
  title: string;
  slug: string;
  content: string;
  cover: string;
  description: string;
  updatedAt: string;
}

/** The object a route's query names, as far as its page's head needs it (null: no such public object). */
export interface PageData {
  article(id: number): Promise<ArticlePageData | null>;
  /** The id of the article whose current slug this is (an old slug is not: it answers 301 before any page). */
  articleIdBySlug(slug: string): Promise<number | null>;
  /** The public page with this slug (null for a draft or an unknown slug). */
  sitePage(slug: string): Promise<SitePageData | null>;
  /** Whether a public talk / a shown guestbook entry exists. */
  talkExists(id: number): Promise<boolean>;
  messageExists(id: number): Promise<boolean>;
  categoryName(id: number): Promise<string | null>;
  tagName(id: number): Promise<string | null>;
  albumName(id: number): Promise<string | null>;
  /**
   * A whole page as the server sends it (boot.ts), built once and reused until the next write:
   * everything on it comes from this data, the site settings and the page headers, all of which
   * change only through the API.
   */
  renderedPage(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null>;
  /** Forgets every answer: called after any write, so this process never serves a stale page. */
  clear(): void;
}

/**
 * Page data straight from the database, cached: a popular article's page is read on every visit,
 * and its head changes only when someone writes. The TTL bounds how stale an answer can be when
 * several processes share one PostgreSQL database (as the article list cache's does).
 */
export function createPageData(db: Db): PageData {
  const k = db.kysely;
  const articles = createArticleRepo(db);
  const options = { ttlMs: 1000, maxEntries: 500 };
  const articleCache = createReadCache<ArticlePageData | null>(options);
  const existsCache = createReadCache<boolean>(options);
  const nameCache = createReadCache<string | null>(options);
  const slugCache = createReadCache<number | null>(options);
  const pageCache = createReadCache<RenderedPage | null>(options);
  const sitePageCache = createReadCache<SitePageData | null>(options);

  async function loadSitePage(slug: string): Promise<SitePageData | null> {
    const row = await k.selectFrom('site_page').selectAll().where('slug', '=', slug).where('status', '=', SITE_PAGE_STATUS.public).executeTakeFirst();
    if (!row) return null;
    return { id: row.id, title: row.title, slug: row.slug, content: row.content, cover: row.cover, description: deriveDescription(row.content), updatedAt: row.updated_at };
  }

  async function loadArticle(id: number): Promise<ArticlePageData | null> {
    const row = await articles.findPublic(id);
    if (!row) return null;
    const [tagRows, author] = await Promise.all([
      articles.tagsOf([id]),
      k.selectFrom('article').innerJoin('user', 'user.id', 'article.author_id').select('user.nick_name').where('article.id', '=', id).executeTakeFirst(),
    ]);
    const tagRefs = groupTags(tagRows).get(id) ?? [];
    return {
      id,
      title: row.title,
      // Articles saved before descriptions were derived on save still get one.
      description: row.description.trim() || deriveDescription(row.content),
      cover: row.cover,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      tags: tagRefs.map((tag) => tag.tag_name),
      author: author?.nick_name ?? '',
      row,
      tagRefs,
    };
  }

  return {
    article: (id) => articleCache.get(String(id), () => loadArticle(id)),
    articleIdBySlug: (slug) =>
      slugCache.get(slug, async () => (await k.selectFrom('article').select('id').where('slug', '=', slug).executeTakeFirst())?.id ?? null),
    sitePage: (slug) => sitePageCache.get(slug, () => loadSitePage(slug)),
    talkExists: (id) =>
      existsCache.get(`talk:${id}`, async () =>
        Boolean(await k.selectFrom('talk').select('id').where('id', '=', id).where('status', '=', TALK_STATUS.public).executeTakeFirst()),
      ),
    messageExists: (id) =>
      existsCache.get(`message:${id}`, async () =>
        Boolean(await k.selectFrom('message').select('id').where('id', '=', id).where('status', '=', MESSAGE_STATUS.shown).executeTakeFirst()),
      ),
    categoryName: (id) =>
      nameCache.get(`category:${id}`, async () => (await k.selectFrom('category').select('category_name').where('id', '=', id).executeTakeFirst())?.category_name ?? null),
    tagName: (id) => nameCache.get(`tag:${id}`, async () => (await k.selectFrom('tag').select('tag_name').where('id', '=', id).executeTakeFirst())?.tag_name ?? null),
    albumName: (id) =>
      nameCache.get(`album:${id}`, async () => (await k.selectFrom('photo_album').select('album_name').where('id', '=', id).executeTakeFirst())?.album_name ?? null),
    renderedPage: (key, render) => pageCache.get(key, render),
    clear: () => {
      for (const cache of [articleCache, slugCache, existsCache, nameCache, pageCache, sitePageCache]) cache.clear();
    },
  };
}
