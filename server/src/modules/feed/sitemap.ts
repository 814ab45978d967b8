import type { ArticleListKind } from '@blog/markdown/paths';
import { sitePagePath } from '@blog/contract';
import { articleAddress } from './articleAddress';
import type { SitemapArticleRow, TaxonomyPageRow } from './repo';
import { element, rfc3339, XML_DECLARATION } from './xml';

/**
 * The client's pages a crawler should know of (SPEC.md §2), besides articles and the category and
 * tag lists. Left out: pages of one reader (/userCenter, /message/publish, /message/chat), pages
 * that need an id a crawler finds by links (/photos, /message/detail) and the admin console.
 */
export const STATIC_PATHS = [
  '/home',
  '/archives',
  '/category',
  '/tag',
  '/talk',
  '/photoAlbum',
  '/link/list',
  '/message/list',
  '/resources/front',
  '/resources/back',
  '/siteList',
] as const;

export interface SitemapData {
  articles: SitemapArticleRow[];
  categories: TaxonomyPageRow[];
  tags: TaxonomyPageRow[];
  /** Public pages of one's own (/page/<slug>). */
  pages?: { slug: string; updated_at: string }[];
}

function url(loc: string, lastmod?: string): string {
  return `<url>${element('loc', loc)}${lastmod ? element('lastmod', rfc3339(lastmod)) : ''}</url>`;
}

/**
 * A list page's canonical address (server/src/platform/pages/pageMeta.ts keeps type and id): the
 * client's links also carry the name, which the page does not read.
 */
function listPath(type: ArticleListKind, id: number): string {
  return `/articleList?${new URLSearchParams({ type, id: String(id) }).toString()}`;
}

/** sitemaps.org 0.9; one blog stays far below its 50,000 addresses per file. */
export function buildSitemap(origin: string, { articles, categories, tags, pages = [] }: SitemapData): string {
  return [
    `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...STATIC_PATHS.map((path) => url(`${origin}${path}`)),
    ...articles.map((article) => url(`${origin}${articleAddress(article)}`, article.updated_at)),
    ...pages.map((page) => url(`${origin}${sitePagePath(page.slug)}`, page.updated_at)),
    ...categories.map((category) => url(`${origin}${listPath('category', category.id)}`, category.updated_at)),
    ...tags.map((tag) => url(`${origin}${listPath('tag', tag.id)}`, tag.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}
