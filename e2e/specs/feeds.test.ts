import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SiteConfig } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';

describe.skipIf(!chromiumPath)('feeds and sitemap through the production build', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens /rss.xml, /atom.xml and /sitemap.xml as XML from the database, not the web client', async () => {
    const { blog_name } = await api<SiteConfig>('/api/config');
    const { page } = await openPage(browser);
    for (const [path, type, root] of [
      ['/rss.xml', 'application/rss+xml; charset=utf-8', `<rss version="2.0"`],
      ['/atom.xml', 'application/atom+xml; charset=utf-8', '<feed xmlns="http://www.w3.org/2005/Atom"'],
      ['/sitemap.xml', 'application/xml; charset=utf-8', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect({ path, status: response?.status(), type: response?.headers()['content-type'] }).toEqual({ path, status: 200, type });
      const text = (await response?.text()) ?? '';
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(text).toContain(root);
      // Articles are listed at their canonical /post/<slug> (README 文章地址与重定向).
      expect(text).toContain(`${baseUrl}/post/`);
      if (path !== '/sitemap.xml') expect(text).toContain(`<title${path === '/atom.xml' ? ' type="text"' : ''}>${blog_name}</title>`);
      expect(await page.locator('#root').count()).toBe(0);
    }
  });
});
