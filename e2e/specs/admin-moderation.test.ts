import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { registerAccount } from '../lib/accounts';
import { seeText, shot, uniqueSuffix } from '../lib/admin';
import { articleComments, scrollToArticleComments } from '../lib/articleComments';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn, logIn } from '../lib/logIn';

/**
 * Moderation as the blogger lives it: a reader comments, the blogger's drawer says so, its click opens
 * the console's comment queue, and a comment hidden there is gone for every visitor.
 */

const suffix = uniqueSuffix();
const reader = { username: `mod${suffix}`.slice(0, 16), password: 'Reader-Passw0rd', nick_name: `读者${suffix}` };
const toHide = `这条评论会被博主隐藏 ${suffix}`;
const toKeep = `这条评论一直留着 ${suffix}`;

const comments = articleComments;

async function postComment(token: string, articleId: number, content: string): Promise<void> {
  await api('/api/comment/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 1, for_id: articleId, content }),
  });
}

describe.skipIf(!chromiumPath)('the admin console: moderating comments, in Chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let articleId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    articleId = home.list[0]!.id;
    await registerAccount(baseUrl, reader);
    const { token } = await apiLogIn(reader.username, reader.password);
    await postComment(token, articleId, toKeep);
    await postComment(token, articleId, toHide);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin sees a new-comment notification in the drawer, and its click opens /admin/comments', async () => {
    ({ context: admin, page } = await openPage(browser));
    await page.goto(`${baseUrl}/home`);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('button', { name: /^我的消息/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    // Both comments are in one batched notification: 「有 N 条新评论待查看，最新一条：读者… 评论了文章《…》：「…」」.
    const note = drawer.getByRole('link').filter({ hasText: toHide });
    await note.waitFor();
    await expect.poll(() => note.textContent()).toMatch(/有 \d+ 条新评论待查看/);
    await shot(page, 'moderation-drawer');
    await note.click();
    await page.waitForURL(/\/admin\/comments$/);
    await page.getByRole('heading', { level: 1, name: '评论' }).waitFor();
    await page.locator('li').filter({ hasText: toHide }).waitFor();
  }, 90_000);

  it('hides a comment in the queue, and a visitor no longer sees it under the article', async () => {
    const { context: visitorContext, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/article?id=${articleId}`);
    await scrollToArticleComments(visitor);
    await comments(visitor).getByText(toHide).waitFor();

    const card = page.locator('li').filter({ hasText: toHide });
    await card.getByRole('button', { name: /^隐\s*藏$/ }).click();
    await seeText(page, '已隐藏');
    await card.getByText('已隐藏', { exact: true }).waitFor();
    await shot(page, 'moderation-queue');

    await visitor.reload();
    await scrollToArticleComments(visitor);
    // The comment beside it still shows, so the list has loaded when the hidden one is looked for.
    await comments(visitor).getByText(toKeep).waitFor();
    expect(await comments(visitor).getByText(toHide).count()).toBe(0);
    await visitorContext.close();
    await admin.close();
  }, 90_000);
});
