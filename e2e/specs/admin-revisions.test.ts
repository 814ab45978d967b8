import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ARTICLE_STATUS, type ArticleDetail, type CategoryEntry, type PageResult, type ArticleListItem } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage, waitForArticleReader } from '../lib/browser';
import { buttonText, openSignedIn, seeText, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn } from '../lib/logIn';

/**
 * Issue 28 in the console: an article edited twice is put back to its first version from 历史版本
 * (after comparing two versions) and a visitor reads the first version again; two articles are
 * moved to a new category at once from the article list.
 */

const FIRST = '第一版的正文：清晨的河面上起了薄雾，渡船还没有开。';

async function addArticle(token: string, title: string, content: string, category: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/article/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ article_title: title, article_content: content, category_name: category, status: ARTICLE_STATUS.public }),
  });
  const body = (await response.json()) as { code: number; result: { id: number } };
  expect(body.code).toBe(0);
  return body.result.id;
}

const visitorText = async (id: number) => (await api<ArticleDetail>(`/api/article/getArticleById/${id}`)).article_content;

describe.skipIf(!chromiumPath)('the admin console: 历史版本 and 批量操作, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState;
  let token = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    adminState = await signInAdminOnce(browser);
    token = (await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password)).token;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('edits an article twice, compares two versions, restores the first and a visitor reads it', async () => {
    const id = await addArticle(token, `历史版本 ${uniqueSuffix()}`, FIRST, '前端开发');
    const { context, page } = await openSignedIn(browser, adminState);
    await page.goto(`${baseUrl}/admin/articles/${id}/edit`);
    const editor = page.locator('.cm-content');
    await editor.waitFor();

    for (const added of ['第二版加上的一句：雾散了。', '第三版加上的一句：船开了。']) {
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(`\n\n${added}`);
      await page.getByTitle('保存（Ctrl/⌘ + S）').click();
      await expect.poll(() => visitorText(id)).toContain(added);
      await page.getByText('已保存', { exact: true }).waitFor();
    }

    await page.getByRole('button', { name: /历史版本$/ }).click();
    const drawer = page.getByRole('dialog', { name: '历史版本' });
    const items = drawer.getByTestId('revision-item');
    await expect.poll(() => items.count()).toBe(3);
    // Newest first: the first save of the article is the last one listed.
    await items.nth(0).getByRole('checkbox').check();
    await items.nth(2).getByRole('checkbox').check();
    await drawer.getByRole('button', { name: '比较选中的两个版本' }).click();
    const diff = drawer.getByLabel('正文差异');
    await diff.waitFor();
    expect(await diff.locator('ins').allInnerTexts()).toEqual([expect.stringContaining('第三版加上的一句')]);

    await items.nth(2).getByRole('button', { name: '恢复此版本' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: buttonText('恢复') }).click();
    await seeText(page, '已恢复此版本');
    await expect.poll(() => visitorText(id)).toBe(FIRST);
    // The editor holds the restored text, saved.
    await expect.poll(() => editor.innerText()).not.toContain('第二版');
    await context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${baseUrl}/article?id=${id}`);
    await waitForArticleReader(visitor.page);
    await visitor.page.getByText('清晨的河面上起了薄雾').first().waitFor();
    expect(await visitor.page.locator('.md-editor-preview').first().innerText()).not.toContain('第三版');
    await visitor.context.close();
  });

  it('moves two ticked articles to a new category in one go', async () => {
    const suffix = uniqueSuffix();
    const titles = [`批量甲 ${suffix}`, `批量乙 ${suffix}`];
    for (const title of titles) await addArticle(token, title, `${title} 的正文，放在未分类里等着整理。`, '前端开发');
    const category = `读书笔记${suffix}`;

    const { context, page } = await openSignedIn(browser, adminState);
    await page.goto(`${baseUrl}/admin/articles?title=${encodeURIComponent(suffix)}`);
    for (const title of titles) await page.getByRole('checkbox', { name: `选择「${title}」` }).check();
    const bar = page.getByRole('region', { name: '批量操作' });
    await bar.getByText('已选 2 篇').waitFor();
    await bar.getByRole('button', { name: /批量操作/ }).click();
    await page.getByRole('menuitem', { name: '设置分类' }).click();
    const dialog = page.getByRole('dialog', { name: '设置分类' });
    await dialog.getByText('将对 2 篇文章设置分类').waitFor();
    const picker = dialog.getByLabel('分类', { exact: true });
    await picker.click();
    await picker.fill(category);
    await picker.press('Enter');
    await dialog.getByRole('button', { name: buttonText('确定') }).click();
    await seeText(page, '已修改 2 篇文章');

    await expect
      .poll(async () => (await api<CategoryEntry[]>('/api/category/getCategoryDictionary')).find((c) => c.category_name === category)?.id ?? 0)
      .toBeGreaterThan(0);
    const categoryId = (await api<CategoryEntry[]>('/api/category/getCategoryDictionary')).find((c) => c.category_name === category)!.id;
    const listed = await api<PageResult<ArticleListItem>>('/api/article/getArticleListByCategoryId', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ current: 1, size: 10, id: categoryId }),
    });
    expect(listed.list.map((a) => a.article_title).sort()).toEqual([...titles].sort());
    // The list shows the new category in both rows.
    await expect.poll(() => page.getByRole('cell', { name: category, exact: true }).count()).toBe(2);
    await context.close();
  });
});
