import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader } from '../lib/browser';

/**
 * Article lists (issue 25, items 12 and 14): a card says how long its article is to read, as the
 * article's own banner does; an unknown category or tag is said in place, as a missing article is.
 */

describe.skipIf(!chromiumPath)('article lists, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a home card gives the 字数 and 阅读约 N 分钟 its article page gives, not the readers\' total time', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    // The seeded articles have readers' totals of many hours: the figure a card must not pass off as the length.
    const article = home.list.find((item) => item.reading_duration >= 3_600_000)!;
    expect(article).toBeDefined();
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    const card = page.getByTestId('article-card').filter({ has: page.getByRole('link', { name: article.article_title, exact: true }) });
    const meta = card.locator('ul').first();
    await meta.waitFor();
    const cardText = (await meta.innerText()).replace(/\s+/g, '');
    expect(cardText).not.toContain('阅读时长');
    expect(cardText).not.toContain('小时');
    const words = /字数([\d.]+k?)/.exec(cardText)?.[1];
    const minutes = /阅读约(\d+)分钟/.exec(cardText)?.[1];
    expect(words).toBeTruthy();
    expect(minutes).toBeTruthy();

    await card.getByRole('link', { name: article.article_title, exact: true }).click();
    await waitForArticleReader(page);
    const banner = (await page.locator('.article-meta').innerText()).replace(/\s+/g, '');
    expect(banner).toContain(`字数${words}`);
    expect(banner).toContain(`阅读约${minutes}分钟`);
    await context.close();
  });

  for (const [kind, label] of [
    ['tag', '标签'],
    ['category', '分类'],
  ] as const) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`/articleList?type=${kind}&id=999 says in place that the ${kind} is missing, with 温馨提示 (${viewport.width} px)`, async () => {
        const { context, page } = await openPage(browser, viewport);
        await page.goto(`${baseUrl}/articleList?type=${kind}&id=999&name=x`);
        await page.getByRole('heading', { level: 1, name: `${label}不存在` }).waitFor();
        await page.getByText(`没有找到这个${label}，它可能已被删除`).waitFor();
        const toast = page.locator('.ant-notification-notice').filter({ hasText: '温馨提示' });
        await toast.getByText(`${label}不存在或已被删除`).waitFor();
        expect(await page.getByText('页面走丢了').count()).toBe(0);
        await page.getByRole('link', { name: `查看全部${label}` }).click();
        await page.waitForURL(new RegExp(`/${kind}$`));
        await context.close();
      });
    }
  }
});
