import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import type { Validators } from '../../platform/conditional';
import { siteOrigin } from '../../platform/pages/siteOrigin';
import { articleAddress } from './articleAddress';
import { deriveDescription } from '../article/description';
import { groupTags } from '../article/mapper';
import { createArticleRepo } from '../article/repo';
import { createConfigRepo } from '../config/repo';
import { createConfigService } from '../config/service';
import { buildAtom } from './atom';
import { feedArticleHtml } from './feedHtml';
import { createLastModifiedClock } from './lastModifiedClock';
import type { FeedEntry, FeedSite } from './model';
import { createFeedRepo, newestStamp, type FeedArticleRow } from './repo';
import { buildRss } from './rss';
import { buildSitemap } from './sitemap';

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20;
/** Part of every feed's entity tag: a new markup makes readers fetch the feeds again. */
const FEED_FORMAT = 1;
/** Built feeds kept: RSS and Atom, for the one or two origins a site answers on. */
const MAX_BUILT = 8;

export type FeedKind = 'rss' | 'atom';

export interface GeneratedDocument {
  validators: Validators;
  body: () => Promise<string>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

/** Weak: the compression plugin may send other bytes for the same document. */
const weakEtag = (prefix: string, text: string) => `W/"${prefix}-${digest(text)}"`;

/**
 * The sitemap and the feeds, read from the database on every request so they are current the
 * moment an article is published, edited, unpublished or deleted, in any process sharing the
 * database. A feed's entity tag is computed from everything it shows except the article bodies
 * (which move updated_at when edited), with cheap queries; the expensive part, rendering twenty
 * bodies, runs only for an entity tag not built before. So no write has to clear a cache, and
 * nothing is stale for a TTL. Last-Modified is the newest write time the database records
 * (lastChange), kept moving by lastModifiedClock.ts where it records none.
 */
export function createFeedService(db: Db) {
  const repo = createFeedRepo(db);
  const articles = createArticleRepo(db);
  const settings = createConfigService(createConfigRepo(db));
  const built = new Map<string, Promise<string>>();
  const lastModifiedOf = createLastModifiedClock();

  function rememberBuild(key: string, build: () => Promise<string>): Promise<string> {
    const hit = built.get(key);
    if (hit) return hit;
    if (built.size >= MAX_BUILT) built.delete(built.keys().next().value ?? '');
    const body = build();
    built.set(key, body);
    body.catch(() => built.delete(key));
    return body;
  }

  async function entries(site: FeedSite, rows: FeedArticleRow[], tags: Map<number, string[]>): Promise<FeedEntry[]> {
    const contents = await repo.contents(rows.map((row) => row.id));
    return Promise.all(
      rows.map(async (row) => {
        const url = `${site.origin}${articleAddress(row)}`;
        const markdown = contents.get(row.id) ?? '';
        return {
          url,
          title: row.title,
          summary: row.description || deriveDescription(markdown),
          html: await feedArticleHtml(markdown, url),
          published: row.created_at,
          updated: row.updated_at,
          author: row.author_name || site.name,
          categories: [...(row.category_name ? [row.category_name] : []), ...(tags.get(row.id) ?? [])],
        };
      }),
    );
  }

  return {
    async feed(kind: FeedKind, request: FastifyRequest): Promise<GeneratedDocument> {
      const config = await settings.get();
      const [rows, lastChange] = await Promise.all([repo.latest(FEED_SIZE), repo.lastChange()]);
      const tagRows = groupTags(await articles.tagsOf(rows.map((row) => row.id)));
      const tags = new Map([...tagRows].map(([id, list]) => [id, list.map((tag) => tag.tag_name)]));
      const lastModified = newestStamp(lastChange, ...rows.map((row) => row.author_updated_at));
      const site: FeedSite = {
        origin: siteOrigin(config.site_url, request),
        name: config.blog_name,
        description: config.site_description || config.blog_name,
        // An empty blog has written nothing yet; Atom still needs a time.
        updated: lastModified ?? new Date(0).toISOString(),
      };
      const etag = weakEtag(kind, JSON.stringify([FEED_FORMAT, site, rows, [...tags]]));
      const build = async () => {
        const list = await entries(site, rows, tags);
        return kind === 'rss' ? buildRss(site, list) : buildAtom(site, list);
      };
      return { validators: lastModifiedOf(`${kind} ${site.origin}`, { etag, lastModified }), body: () => rememberBuild(etag, build) };
    },

    async sitemap(request: FastifyRequest): Promise<GeneratedDocument> {
      const config = await settings.get();
      const [articleRows, categories, tagPages, lastModified, pages] = await Promise.all([
        repo.sitemapArticles(),
        repo.categoryPages(),
        repo.tagPages(),
        repo.lastChange(),
        repo.sitemapPages(),
      ]);
      const origin = siteOrigin(config.site_url, request);
      const xml = buildSitemap(origin, { articles: articleRows, categories, tags: tagPages, pages });
      return { validators: lastModifiedOf(`sitemap ${origin}`, { etag: weakEtag('sitemap', xml), lastModified }), body: async () => xml };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
