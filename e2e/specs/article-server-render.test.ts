import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArticleDetail, ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, PHONE, type Viewport } from '../lib/browser';
import { presetTheme, SITE_THEMES } from '../lib/theme';

/** The layout shift the reader saw, without shifts that followed their own input. */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first task.
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 100);
      }),
  );
}

describe.skipIf(!chromiumPath)('an article page as the server sends it', () => {
  let browser: Browser;
  let article: ArticleDetail;
  let heading: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const details = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
    article = details.find((a) => a.article_content.includes('```') && /^##\s+/m.test(a.article_content))!;
    heading = article.article_content.match(/^##\s+(.+)$/m)![1]!.trim();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('without JavaScript shows the title, headings and highlighted code', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/article?id=${article.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: article.article_title }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    const code = page.locator('.md-editor-preview pre code').first();
    expect(await code.isVisible()).toBe(true);
    expect(await code.locator('[class^="hljs-"]').count()).toBeGreaterThan(0);
    // Only the note about what needs JavaScript, not the page-wide one over a readable article.
    expect(await page.getByText('本站需要启用 JavaScript 才能浏览').isVisible()).toBe(false);
    await context.close();
  });

  const cases: { viewport: Viewport; label: string }[] = [
    { viewport: DESKTOP, label: '1366×900' },
    { viewport: PHONE, label: '390×844' },
  ];
  for (const { viewport, label } of cases) {
    for (const theme of SITE_THEMES) {
      it(`with JavaScript the page takes over without moving anything (${label}, ${theme})`, async () => {
        const context = await browser.newContext({ viewport, locale: 'zh-CN', isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
        await presetTheme(context, theme);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${baseUrl}/article?id=${article.id}`, { waitUntil: 'load' });
        // React's own reader: its theme picker is a real button, the server's copy has none.
        await page.getByRole('button', { name: '阅读主题' }).waitFor();
        await page.locator('#boot-shell').waitFor({ state: 'detached' });
        expect(await page.locator('.md-editor-preview h2').filter({ hasText: heading }).count()).toBe(1);
        expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
