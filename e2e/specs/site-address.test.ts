import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader, type Viewport } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { startOwnServer, type OwnServer } from '../lib/ownServer';

/**
 * The site's own address shown to visitors (the 申请友链 card, the 版权声明 under an article) is
 * 网站设置's 网站地址, the one canonical links, RSS and the sitemap use, and not whatever host the
 * page happens to be opened at (a LAN address, a CDN host, 127.0.0.1 behind a proxy). Without a
 * setting it is the address the page was opened at. On its own server: the setting changes every page.
 */

const SITE_URL = 'https://blog.example.com';

describe.skipIf(!chromiumPath)('the site address visitors are given, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;
  let articleId: number;

  const apiJson = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${own.baseUrl}${path}`, init);
    const body = (await response.json()) as { code: number; message: string; result: T };
    if (body.code !== 0) throw new Error(`${path}: ${body.message}`);
    return body.result;
  };

  async function setSiteUrl(siteUrl: string): Promise<void> {
    const { token } = await apiJson<{ token: string }>('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    // Every other setting left out keeps its value; the name is the one the update requires.
    const { blog_name } = await apiJson<{ blog_name: string }>('/api/config');
    await apiJson('/api/config/update', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ blog_name, site_url: siteUrl }),
    });
  }

  /** The 地址 the 申请友链 card asks other sites to link to. */
  async function linkCardAddress(page: Page): Promise<string> {
    await page.goto(`${own.baseUrl}/link/list`);
    const card = page.getByRole('region', { name: '申请友链' });
    const address = card.locator('dt', { hasText: '地址' }).locator('xpath=following-sibling::dd[1]');
    await address.waitFor();
    return (await address.textContent()) ?? '';
  }

  /** The link of the 版权声明 under an (original) article opened with extra params and a hash. */
  async function copyrightLink(page: Page): Promise<{ href: string | null; text: string | null }> {
    await page.goto(`${own.baseUrl}/article?id=${articleId}&from=share#comments`);
    await waitForArticleReader(page);
    const link = page.getByRole('complementary', { name: '版权声明' }).getByRole('link');
    await link.waitFor();
    return { href: await link.getAttribute('href'), text: await link.textContent() };
  }

  beforeAll(async () => {
    own = await startOwnServer();
    browser = await launchBrowser();
    const home = await apiJson<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/20');
    // The copyright notice of an original article names this site (reprints name their source).
    articleId = home.list.find((article) => article.type === 1)!.id;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  it('without 网站地址 the pages give the address they were opened at', async () => {
    const { context, page } = await openPage(browser);
    expect(await linkCardAddress(page)).toBe(own.baseUrl);
    expect(await copyrightLink(page)).toEqual({ href: `${own.baseUrl}/article?id=${articleId}`, text: `${own.baseUrl}/article?id=${articleId}` });
    await context.close();
  });

  for (const [name, viewport] of [['1366 px', DESKTOP], ['390 px', PHONE]] as Array<[string, Viewport]>) {
    it(`with 网站地址 set, the 申请友链 card and the 版权声明 give it at ${name}`, async () => {
      await setSiteUrl(SITE_URL);
      const { context, page } = await openPage(browser, viewport);
      expect(await linkCardAddress(page)).toBe(SITE_URL);
      // The article's own address on the site, without the params and hash it was opened with.
      expect(await copyrightLink(page)).toEqual({ href: `${SITE_URL}/article?id=${articleId}`, text: `${SITE_URL}/article?id=${articleId}` });
      await context.close();
    });
  }
});
