import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTICLE_STATUS } from '@blog/contract';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader } from '../lib/browser';
import { openSignedIn, signInAdminOnce, uniqueSuffix } from '../lib/admin';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn } from '../lib/logIn';

/**
 * How an article's code blocks and tables sit in the page (issue 25, items 5, 6 and 21): the code
 * blocks' sticky header bars under the site header, dialogs and drawers; a long block shown, not
 * folded, wherever the article is drawn; a wide table scrolling instead of breaking its words.
 */

const LINES = 60;
const LAST_LINE = `const line${LINES} = ${LINES};`;
const code = Array.from({ length: LINES }, (_, i) => `const line${i + 1} = ${i + 1};`).join('\n');
/** Tokens a squeezed cell used to break mid-way ("-200/0", "DEL/ETE"). */
const TABLE = [
  '| 方法 | 路径 | 返回码 | 说明 |',
  '| --- | --- | --- | --- |',
  '| DELETE | /api/comment/delete/:id/:parent_id | -2000 | 删除一条评论及其回复 |',
  '| PUT | /api/article/addReadingDuration/:id/:duration | -200 | 累计阅读时长 |',
].join('\n');
const CONTENT = [
  '## 接口',
  '',
  TABLE,
  '',
  '## 长代码',
  '',
  '```ts',
  code,
  '```',
  '',
  '## 结尾',
  '',
  // Enough text after the block that the page can scroll it well past the top.
  '这一段在代码后面，让页面足够长。'.repeat(150),
].join('\n');

/** The element a person sees at the middle of `box` (or of its part inside `within`), for z-order checks. */
async function seenAt(page: Page, target: Locator, within?: Locator): Promise<{ inTarget: boolean; classes: string }> {
  const box = (await target.boundingBox())!;
  const area = within ? (await within.boundingBox())! : box;
  const left = Math.max(box.x, area.x);
  const right = Math.min(box.x + box.width, area.x + area.width);
  const top = Math.max(box.y, area.y);
  const bottom = Math.min(box.y + box.height, area.y + area.height);
  expect(right > left && bottom > top, 'the two boxes overlap').toBe(true);
  return target.evaluate(
    (el, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      const chain: string[] = [];
      for (let node = hit; node && chain.length < 4; node = node.parentElement) chain.push(node.className.toString());
      return { inTarget: !!hit && el.contains(hit), classes: chain.join(' < ') };
    },
    { x: (left + right) / 2, y: (top + bottom) / 2 },
  );
}

/** The long block's header bar. */
const longBlockHead = (page: Page) => page.locator('.md-editor-preview .md-editor-code').filter({ hasText: LAST_LINE }).locator('.md-editor-code-head');

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Scrolls the page so the long block's header bar is `fromTop` px below the window's top, arriving
 * from below as a reader scrolling back up does: the site header shows again then.
 */
async function longBlockHeadAt(page: Page, fromTop: number): Promise<void> {
  const head = longBlockHead(page);
  const top = await head.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await scrollTo(page, top - fromTop + 200);
  await expect.poll(() => page.locator('header.site-header--hidden').count()).toBe(1);
  await scrollTo(page, top - fromTop);
  await expect.poll(() => page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
}

describe.skipIf(!chromiumPath)('code blocks and tables in an article, in Chromium', () => {
  let browser: Browser;
  let articleId = 0;
  let articleUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    const response = await fetch(`${baseUrl}/api/article/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin.token },
      body: JSON.stringify({ article_title: `代码与表格 ${uniqueSuffix()}`, article_content: CONTENT, category_name: '前端开发', status: ARTICLE_STATUS.public }),
    });
    const body = (await response.json()) as { code: number; result: { id: number } };
    expect(body.code).toBe(0);
    articleId = body.result.id;
    articleUrl = `${baseUrl}/article?id=${articleId}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a 60-line block open in the reader', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(articleUrl);
    await waitForArticleReader(page);
    await page.getByText(LAST_LINE).scrollIntoViewIfNeeded();
    expect(await page.getByText(LAST_LINE).isVisible()).toBe(true);
    await context.close();
  });

  it('shows it open in the server-rendered copy, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(articleUrl);
    await page.locator('.md-editor-preview').first().waitFor();
    expect(await page.getByText(LAST_LINE).isVisible()).toBe(true);
    await context.close();
  });

  it('shows it open in the console editor preview', async () => {
    const state = await signInAdminOnce(browser);
    const { context, page } = await openSignedIn(browser, state);
    await page.goto(`${baseUrl}/admin/articles/${articleId}/edit`);
    const preview = page.locator('.md-editor-preview');
    await preview.getByText(LAST_LINE).waitFor({ state: 'attached' });
    await preview.getByText(LAST_LINE).scrollIntoViewIfNeeded();
    expect(await preview.getByText(LAST_LINE).isVisible()).toBe(true);
    await context.close();
  });

  it('passes under the site header when the reader scrolls back up over a code block', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(articleUrl);
    await waitForArticleReader(page);
    // The whole 32 px bar in the band of the 60 px header.
    await longBlockHeadAt(page, 10);
    const seen = await seenAt(page, longBlockHead(page), page.locator('header.site-header'));
    expect(seen.inTarget, seen.classes).toBe(false);
    await context.close();
  });

  for (const [name, open, layer] of [
    ['the search dialog', (page: Page) => page.getByRole('button', { name: '搜索文章' }).click(), '.ant-modal-wrap'],
    ['the login dialog', (page: Page) => page.getByRole('button', { name: '登录', exact: true }).first().click(), '.ant-modal-wrap'],
  ] as const) {
    it(`lies under ${name}'s mask`, async () => {
      const { context, page } = await openPage(browser);
      await page.goto(articleUrl);
      await waitForArticleReader(page);
      await longBlockHeadAt(page, 300);
      await open(page);
      await page.locator(layer).last().waitFor();
      await page.locator('.ant-modal-mask').last().waitFor();
      const seen = await seenAt(page, longBlockHead(page));
      expect(seen.inTarget, seen.classes).toBe(false);
      await context.close();
    });
  }

  it('lies under the 目录 drawer on a phone', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(articleUrl);
    await waitForArticleReader(page);
    await longBlockHeadAt(page, 300);
    await page.getByRole('button', { name: '打开文章目录' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: '目录' });
    await drawer.getByText('长代码').waitFor();
    // The drawer slides in from the right: judge what lies on top once it has come to rest at the edge.
    const rightEdge = async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    };
    await expect.poll(rightEdge).toBe(PHONE.width);
    const seen = await seenAt(page, longBlockHead(page), drawer);
    expect(seen.inTarget, seen.classes).toBe(false);
    await context.close();
  });

  it('scrolls a wide table sideways on a phone instead of breaking numbers and words', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(articleUrl);
    await waitForArticleReader(page);
    const table = page.locator('.md-editor-preview table').first();
    await table.scrollIntoViewIfNeeded();
    const broken = await table.evaluate((el) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[A-Za-z0-9/:_.-]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
      return split;
    });
    expect(broken).toEqual([]);
    const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.overflow).toBe('auto');
    // Only the table scrolls: the page itself still fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await table.evaluate((el) => el.scrollBy({ left: 400, behavior: 'instant' }));
    expect(await table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});
