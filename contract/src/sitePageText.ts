import { POST_PREFIX } from './slugText';
import { ROUTE_PAGE_NAMES } from './pages';

/*
 * Pages of one's own (关于, 留言须知, 隐私政策): Markdown pages at /page/<slug>, outside the article
 * lists. Their slugs follow the article slug rules (slugText.ts). Kept free of zod so the visitors'
 * page can import the address helpers without it.
 */

export const SITE_PAGE_PREFIX = '/page/';

/** 1 public, 3 draft: the article statuses' numbers, so the console reads them alike. */
export const SITE_PAGE_STATUS = { public: 1, draft: 3 } as const;
export type SitePageStatus = (typeof SITE_PAGE_STATUS)[keyof typeof SITE_PAGE_STATUS];

export const SITE_PAGE_LIMITS = { titleMax: 100, contentMax: 200_000, coverMax: 1000 } as const;

export const SITE_PAGE_MESSAGES = {
  titleMissing: '请输入页面标题',
  titleTooLong: `页面标题不能超过 ${SITE_PAGE_LIMITS.titleMax} 个字`,
  contentNotText: '页面内容必须是文字',
  contentTooLong: `页面内容不能超过 ${SITE_PAGE_LIMITS.contentMax} 个字`,
  coverInvalid: '封面要以 / 开头（本站图片）或是 http:// / https:// 开头的图片地址',
  statusInvalid: '状态只能是公开或草稿',
  commentsInvalid: '评论开关只能是开或关',
  commentsClosed: '这个页面已关闭评论',
  slugTaken: '这个链接名已被另一个页面使用，请换一个',
  slugReserved: (slug: string) => `「${slug}」是本站程序自己的地址，不能作为页面链接名，请换一个`,
  slugEmpty: '无法从标题生成链接名，请手动填写链接名',
  missing: '页面不存在或已被删除',
  saved: '页面已保存',
  deleted: '页面已删除',
} as const;

/** The address of the page with this slug, encoded for an href. */
export function sitePagePath(slug: string): string {
  return `${SITE_PAGE_PREFIX}${encodeURIComponent(slug)}`;
}

/** Server documents at the site root, as slugs (sitemap.xml, rss.xml…). */
const SERVER_DOCUMENT_SLUGS = ['sitemap.xml', 'rss.xml', 'atom.xml', 'feed', 'robots.txt', 'favicon.svg', 'favicon.ico', 'index.html', 'admin.html'];
/** Program prefixes (the API, the console, assets, the readable addresses). */
const PROGRAM_SEGMENTS = ['api', 'wapi', 'ws', 'uploads', 'admin', 'assets', 'admin-assets', 'post', 'page'];

/**
 * Whether a slug names one of the site's own addresses (a client route's first segment, a program
 * prefix, a server document): such a page would be confused with it (and could not move to the
 * site root later). Compared lower-case, as slugs are stored.
 */
export function isReservedPageSlug(slug: string): boolean {
  const lower = slug.toLowerCase();
  if (PROGRAM_SEGMENTS.includes(lower) || SERVER_DOCUMENT_SLUGS.includes(lower)) return true;
  return Object.keys(ROUTE_PAGE_NAMES).some((route) => route.split('/')[1]?.toLowerCase() === lower) || POST_PREFIX.slice(1, -1) === lower;
}

/** A page as the console lists and edits it. */
export interface SitePageAdmin {
  id: number;
  title: string;
  slug: string;
  content: string;
  cover: string;
  status: SitePageStatus;
  /** 'demo' for the page the demo content brought (removed with it); null for the blogger's own. */
  source: string | null;
  /** Whether visitors may comment on it (COMMENT_TYPE.page). */
  commentsEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A public page as visitors read it (GET /api/sitePage/bySlug/:slug). */
export interface SitePageView {
  id: number;
  title: string;
  slug: string;
  content: string;
  cover: string;
  /** Whether the page shows its comment section (COMMENT_TYPE.page). */
  commentsEnabled: boolean;
  /** Site time ("YYYY-MM-DD HH:mm:ss"). */
  createTime: string;
  updateTime: string;
}
