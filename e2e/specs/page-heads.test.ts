import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ArticleListItem, PageResult, SiteConfig } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { presetTheme, type SiteTheme } from '../lib/theme';

/** Screenshots of the 404 pages, for a person to look at (not compared). */
const SHOT_DIR = path.join(os.tmpdir(), 'blog-e2e-page-heads');

/** The <title> of the HTML as the server sends it (what a crawler reads). */
async function servedTitle(pathname: string): Promise<{ status: number; title: string }> {
  const response = await fetch(`${baseUrl}${pathname}`);
  const html = await response.text();
  return { status: response.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' };
}

describe.skipIf(!chromiumPath)('page titles and 404 statuses', () => {
  let browser: Browser;
  let blogName = '';
  let article: ArticleListItem;
  beforeAll(async () => {
    browser = await launchBrowser();
    blogName = (await api<SiteConfig>('/api/config')).blog_name;
    [article] = (await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/1')).list as [ArticleListItem];
    mkdirSync(SHOT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the title the app sets while navigating is the one the server sends for each page', async () => {
    const { context, page } = await openPage(browser);
    const pathnames = ['/home', '/archives', '/category', '/talk', '/link/list', '/message/list', `/article?id=${article.id}`];
    for (const pathname of pathnames) {
      await page.goto(`${baseUrl}${pathname}`);
      await page.locator('#root *').first().waitFor();
      const served = await servedTitle(pathname);
      expect(served.status, pathname).toBe(200);
      await expect.poll(() => page.title(), { message: pathname }).toBe(served.title);
    }
    expect(await servedTitle(`/article?id=${article.id}`)).toEqual({ status: 200, title: `${article.article_title} - ${blogName}` });
    expect((await servedTitle('/archives')).title).toBe(`时间轴 - ${blogName}`);

    // In the app, from the home page: an article card, then the menu's 时间轴.
    await page.goto(`${baseUrl}/home`);
    await expect.poll(() => page.title()).toBe(blogName);
    await page.getByRole('link', { name: article.article_title }).first().click();
    await expect.poll(() => page.title()).toBe(`${article.article_title} - ${blogName}`);
    await page.getByRole('link', { name: '时间轴', exact: true }).first().click();
    await expect.poll(() => page.title()).toBe(`时间轴 - ${blogName}`);
    await context.close();
  });

  const missing: [string, string][] = [
    ['unknown-path', '/no/such/page'],
    ['missing-article', '/article?id=999999'],
  ];
  const looks: [Viewport, SiteTheme, string][] = [
    [DESKTOP, 'light', '1366-light'],
    [PHONE, 'dark', '390-dark'],
  ];

  it('an unknown path and a missing article answer 404 and show the not-found page in Chinese', async () => {
    for (const [name, pathname] of missing) {
      expect(await servedTitle(pathname), pathname).toEqual({ status: 404, title: `页面不存在 - ${blogName}` });
      for (const [viewport, theme, look] of looks) {
        const { context, page } = await openPage(browser, viewport);
        await presetTheme(context, theme);
        const response = await page.goto(`${baseUrl}${pathname}`);
        expect(response?.status(), pathname).toBe(404);
        const heading = pathname.startsWith('/article') ? '文章不存在' : '页面走丢了';
        await page.getByRole('heading', { name: heading }).waitFor();
        await expect.poll(() => page.title(), { message: pathname }).toBe(`页面不存在 - ${blogName}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(SHOT_DIR, `${name}-${look}.png`) });
        await context.close();
      }
    }
  });
});
