import {
  albumPageName,
  articleListPageName,
  NOT_FOUND_PAGE_NAME,
  isClientRoute,
  normalizeRoutePath,
  ROUTE_PAGE_NAMES,
  parseId,
  pageTitle,
  routePageName,
  type SiteConfig,
  postPath,
  sitePagePath,
} from '@blog/contract';
import { postSlugOf, sitePageSlugOf } from './postPath';
import type { ArticlePageData, PageData, SitePageData } from './pageData';

/** What a page's <head> says about it (headTags.ts writes it) and the status it is sent with. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  keywords: string;
  /** Absolute; null for a 404 (a missing page has no canonical address). */
  canonical: string | null;
  siteName: string;
  /** Absolute image URL for Open Graph / Twitter; '' when the site has none. */
  image: string;
  article: ArticlePageData | null;
}

/** The description of pages when the blogger has not written one in site settings. */
export const FALLBACK_DESCRIPTION = '一个自托管的个人博客：技术文章、时间轴、分类与标签、相册、说说和留言。';
export const FALLBACK_BLOG_NAME = '个人博客';

/** An upload path or a full URL as an absolute http(s) URL; '' for '' or any other scheme. */
export function absoluteUrl(origin: string, url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  try {
    // The URL parser percent-encodes spaces and Chinese file names but keeps escapes already there.
    const absolute = new URL(trimmed, `${origin}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : '';
  } catch {
    return '';
  }
}

/** What the route's query names: its page name and the query params that identify the page. */
interface Resolved {
  found: boolean;
  pageName: string;
  /** The params kept in the canonical address, in this order. */
  identity: [string, string][];
  article?: ArticlePageData;
  sitePage?: SitePageData;
}

async function resolveRoute(route: string, query: URLSearchParams, data: PageData): Promise<Resolved> {
  const pageName = routePageName(route);
  const id = parseId(query.get('id'));
  const identity: [string, string][] = id === null ? [] : [['id', String(id)]];
  const slug = postSlugOf(route);
  if (slug !== null) {
    const slugId = await data.articleIdBySlug(slug);
    const article = slugId === null ? null : await data.article(slugId);
    return article ? { found: true, pageName: article.title, identity: [], article } : { found: false, pageName: ROUTE_PAGE_NAMES['/article'] ?? '', identity: [] };
  }
  const pageSlug = sitePageSlugOf(route);
  if (pageSlug !== null) {
    const sitePage = await data.sitePage(pageSlug);
    return sitePage ? { found: true, pageName: sitePage.title, identity: [], sitePage } : { found: false, pageName: '', identity: [] };
  }
  switch (route) {
    case '/article': {
      const article = id === null ? null : await data.article(id);
      return article ? { found: true, pageName: article.title, identity, article } : { found: false, pageName, identity };
    }
    case '/articleList': {
      const kind = query.get('type');
      if ((kind !== 'category' && kind !== 'tag') || id === null) return { found: false, pageName, identity };
      const name = kind === 'category' ? await data.categoryName(id) : await data.tagName(id);
      return { found: name !== null, pageName: articleListPageName(kind, name ?? ''), identity: [['type', kind], ...identity] };
    }
    case '/photos': {
      const name = id === null ? null : await data.albumName(id);
      return { found: name !== null, pageName: albumPageName(name ?? ''), identity };
    }
    // Without a valid id these pages show their whole list (/talk) or a hint (/message/detail), as
    // the client does; an entry they name must exist.
    case '/talk':
      return { found: id === null || (await data.talkExists(id)), pageName, identity };
    case '/message/detail':
      return { found: id === null || (await data.messageExists(id)), pageName, identity };
    default:
      return { found: isClientRoute(route), pageName, identity: [] };
  }
}

/** The head of the page at `url` (path and query of the request) on a site served at `origin`. */
export async function pageMeta(url: string, config: SiteConfig | null, origin: string, data: PageData): Promise<PageMeta> {
  const [rawPath = '/', search = ''] = url.split(/\?(.*)/s);
  const route = normalizeRoutePath(rawPath);
  const resolved = await resolveRoute(route, new URLSearchParams(search), data);
  const blogName = config?.blog_name.trim() || FALLBACK_BLOG_NAME;
  const siteDescription = config?.site_description.trim() || FALLBACK_DESCRIPTION;
  const siteImage = absoluteUrl(origin, config?.blog_avatar ?? '');
  const base = { siteName: blogName, keywords: config?.site_keywords.trim() ?? '' };
  if (!resolved.found) {
    return { ...base, status: 404, title: pageTitle(blogName, NOT_FOUND_PAGE_NAME), description: siteDescription, canonical: null, image: siteImage, article: null };
  }
  const query = new URLSearchParams(resolved.identity).toString();
  const article = resolved.article ?? null;
  // An article's canonical address is its /post/<slug>, whichever of its addresses was asked for
  // (README: /article?id=N stays for the original client and old links, search engines index one).
  const sitePage = resolved.sitePage ?? null;
  const canonical = article?.row.slug
    ? `${origin}${postPath(article.row.slug)}`
    : sitePage
      ? `${origin}${sitePagePath(sitePage.slug)}`
      : `${origin}${route}${query ? `?${query}` : ''}`;
  return {
    ...base,
    status: 200,
    title: pageTitle(blogName, resolved.pageName),
    description: article?.description || sitePage?.description || siteDescription,
    keywords: article && article.tags.length > 0 ? article.tags.join(',') : base.keywords,
    canonical,
    image: absoluteUrl(origin, article?.cover ?? sitePage?.cover ?? '') || siteImage,
    article,
  };
}
