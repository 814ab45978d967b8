import type { ArticleListItem, PageResult } from '@blog/contract';
import type { Page } from 'playwright-core';
import { api } from './browser';

/**
 * Every visitor route of SPEC.md §2 with real ids from the seeded site, and one unknown path
 * (the 404 page). /userCenter shows its page to a logged-in visitor.
 */
export async function visitorRoutes(): Promise<string[]> {
  const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const [home, categories, albums, messages] = await Promise.all([
    api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10'),
    api<Array<{ id: number; category_name: string }>>('/api/category/getCategoryDictionary'),
    api<Array<{ id: number }>>('/api/photoAlbum/getAllAlbumList'),
    api<PageResult<{ id: number }>>('/api/message/getMessageList', { ...json, body: JSON.stringify({ current: 1, size: 1 }) }),
  ]);
  const category = categories[0]!;
  return [
    '/home',
    '/archives',
    '/category',
    '/tag',
    `/articleList?type=category&id=${category.id}&name=${encodeURIComponent(category.category_name)}`,
    `/article?id=${home.list[0]!.id}`,
    '/photoAlbum',
    `/photos?id=${albums[0]!.id}`,
    '/talk',
    '/link/list',
    '/resources/front',
    '/resources/back',
    '/siteList',
    '/userCenter',
    '/message/list',
    '/message/publish',
    `/message/detail?id=${messages.list[0]!.id}`,
    '/message/chat',
    '/no/such/page',
  ];
}

/**
 * Opens `path` and waits until the page itself shows: its code and data have arrived (the
 * server's first screen and the route's placeholder are gone, the network is quiet).
 */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('boot-shell') && !document.querySelector('.route-fallback'));
  await page.waitForLoadState('networkidle');
  // Two frames: the header reads the scroll position (and the page its banner) in the next one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
