import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import type { ArticleDetail, ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage, waitForArticleReader } from '../lib/browser';

/** The server's own words for a refused call (code 100), as the 温馨提示 toast must show them. */
async function refusalOf(pathname: string): Promise<string> {
  const body = (await (await fetch(`${baseUrl}${pathname}`)).json()) as { code: number; message: string };
  expect(body.code).toBe(100);
  return body.message;
}

/** Whether a person sees `notice` itself at its centre, rather than something lying over it. */
async function isOnTop(notice: Locator): Promise<boolean> {
  return notice.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!seen && el.contains(seen);
  });
}

describe.skipIf(!chromiumPath)('notices a visitor sees', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a refused login: the 错误提示 notice lies above the login dialog and its mask', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
    await dialog.getByPlaceholder('请输入用户账号').fill('nobody_here');
    await dialog.getByPlaceholder('请输入用户密码').fill('wrong12345');
    await dialog.getByPlaceholder('请输入用户密码').press('Enter');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '用户名或密码错误' });
    await notice.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await isOnTop(notice)).toBe(true);
    await context.close();
  });

  it('/photos?id=999: the server refuses, and the 温馨提示 toast says why', async () => {
    const reason = await refusalOf('/api/photo/getAllPhotosByAlbumId/999');
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/photos?id=999`);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: '温馨提示' });
    await toast.getByText(reason).waitFor();
    await page.getByText('这个相册不存在，可能已被删除').waitFor();
    await context.close();
  });

  it('/talk?id=999: the server refuses, and the 温馨提示 toast says why', async () => {
    const reason = await refusalOf('/api/talk/getTalkById/999');
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/talk?id=999`);
    const toast = page.locator('.ant-notification-notice').filter({ hasText: '温馨提示' });
    await toast.getByText(reason).waitFor();
    await context.close();
  });

  it('copying a code block shows 复制成功 with the copied code, and the clipboard holds it', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const details = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
    const target = details.find((a) => a.article_content.includes('```'))!;
    const { context, page } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/article?id=${target.id}`);
    // The server's copy of the article is shown until React's reader has drawn its own.
    await waitForArticleReader(page);
    const block = page.locator('.md-editor-preview .md-editor-code').first();
    await block.waitFor();
    const code = await block.locator('pre code').first().evaluate((el) => el.textContent ?? '');
    await block.locator('.md-editor-copy-button').click();

    const toast = page.locator('.ant-message-notice').filter({ hasText: '复制成功' });
    await toast.waitFor();
    const opening = code.trim().replace(/\s+/g, ' ').slice(0, 10);
    expect(await toast.innerText()).toContain(opening);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await context.close();
  });
});
