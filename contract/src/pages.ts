/**
 * The title of each visitors' page, one rule for the HTML the server sends and for document.title
 * while the reader navigates in the app, so the two never disagree. The names are the menu's.
 */

/** Client routes (SPEC.md §2) and the name their title carries; /home is the blog name alone. */
export const ROUTE_PAGE_NAMES: Readonly<Record<string, string>> = {
  '/home': '',
  '/archives': '时间轴',
  '/category': '分类',
  '/tag': '标签',
  '/articleList': '文章列表',
  '/article': '文章',
  '/photoAlbum': '相册',
  '/photos': '相册',
  '/talk': '说说',
  '/link/list': '友链',
  '/resources/front': '前端推荐',
  '/resources/back': '后端推荐',
  '/siteList': '网站导航',
  '/userCenter': '个人中心',
  '/message/list': '留言',
  '/message/publish': '发布留言',
  '/message/detail': '留言详情',
  '/message/chat': '聊天室',
};

export const NOT_FOUND_PAGE_NAME = '页面不存在';

/** The label of an article list of one category or tag, as its page banner shows it. */
export const ARTICLE_LIST_KIND_LABEL = { category: '分类', tag: '标签' } as const;

/** /articleList?type=tag&id=3: "标签：名称". */
export function articleListPageName(kind: keyof typeof ARTICLE_LIST_KIND_LABEL, name: string): string {
  return `${ARTICLE_LIST_KIND_LABEL[kind]}：${name}`;
}

/** /photos?id=2: "相册名 - 相册". */
export function albumPageName(albumName: string): string {
  return `${albumName} - ${ROUTE_PAGE_NAMES['/photos'] ?? ''}`;
}

/** The client path a request path shows (`/` redirects to /home, a trailing slash is the same page). */
export function normalizeRoutePath(pathname: string): string {
  return pathname === '/' ? '/home' : pathname.replace(/\/+$/, '');
}

export function isClientRoute(pathname: string): boolean {
  return Object.hasOwn(ROUTE_PAGE_NAMES, normalizeRoutePath(pathname));
}

/** "页面名 - 博客名"; the blog name alone for the home page (or when the page has no name). */
export function pageTitle(blogName: string, pageName = ''): string {
  const blog = blogName.trim();
  const page = pageName.trim();
  if (!page) return blog;
  return blog ? `${page} - ${blog}` : page;
}

/** A positive integer id from a query value, or null for anything else ("abc", "1.5", "-2"). */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The page name of a route before its own object (article, album, list) is known. */
export function routePageName(pathname: string): string {
  return ROUTE_PAGE_NAMES[normalizeRoutePath(pathname)] ?? NOT_FOUND_PAGE_NAME;
}
