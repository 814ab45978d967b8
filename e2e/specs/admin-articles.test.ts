import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { randomPng } from '../lib/png';
import { openSignedIn, pickOrCreate, seeText, shot, uniqueSuffix, waitForDashboard, type SignedInState } from '../lib/admin';

/**
 * The blogger's day with an article (issue "Admin console, part 1"): log in, write with a pasted
 * picture, new category and tags, publish; readers find it everywhere; edit, hide, delete and
 * restore it; and the editor keeps what was typed across a reload.
 */

const suffix = uniqueSuffix();
const TITLE = `端到端写作 ${suffix}`;
const NEW_TITLE = `端到端写作（修订）${suffix}`;
/** Only this article has it: the search must find exactly this one. */
const PHRASE = `青石板路上的桂花香${suffix}`;
const CATEGORY = `端到端分类${suffix}`;
const TAGS = [`端到端标签甲${suffix}`, `端到端标签乙${suffix}`];

const editorText = (page: Page) => page.locator('.cm-content').innerText();

/** How many of these pictures have arrived and been decoded. */
const loadedImageCount = (images: Locator) =>
  images.evaluateAll((list) => list.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);

/** What a person does with Ctrl+V on a screenshot: a paste event carrying one PNG file. */
async function pasteImage(page: Page, png: Buffer): Promise<void> {
  await page.locator('.cm-content').evaluate((content, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }));
    content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, png.toString('base64'));
}

/** The article list filtered to one title, as the blogger would search it. */
async function findInList(page: Page, title: string) {
  const search = page.getByRole('textbox', { name: '标题关键词' });
  await search.fill(title);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.waitFor();
  return row;
}

/** Waits until /home shows its list (the newest public article), so an absent title is really absent. */
async function waitForHomeList(page: Page): Promise<void> {
  const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
  await page.getByRole('link', { name: home.list[0]!.article_title }).first().waitFor();
}

describe.skipIf(!chromiumPath)('the admin console: a day of writing, in Chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let adminState: SignedInState;
  let articleId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin logs in on /home and opens 后台管理 from the header 更多 menu', async () => {
    ({ context: admin, page } = await openPage(browser));
    await page.goto(`${baseUrl}/home`);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const header = page.locator('header').first();
    // As a person would: once the dialog has gone and the header shows the account instead of 登录.
    await page.getByRole('dialog').filter({ hasText: '记住我' }).waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: '登录', exact: true }).waitFor({ state: 'detached' });
    await header.getByRole('button', { name: '更多', exact: true }).click();
    await header.getByRole('link', { name: '后台管理' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await waitForDashboard(page);
    await expect.poll(() => page.title()).toBe('仪表盘 - 后台管理');
    await shot(page, 'dashboard');
    adminState = await admin.storageState();
  });

  it('writes an article with a pasted image, a new category and two new tags, and publishes it', async () => {
    await page.goto(`${baseUrl}/admin/articles/new`);
    const title = page.getByRole('textbox', { name: '文章标题' });
    await title.fill(TITLE);

    await page.locator('.cm-content').click();
    await page.keyboard.type(`今天走过老街，${PHRASE}，一路都是。`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await pasteImage(page, randomPng(120, 80));
    await seeText(page, '已插入 1 张图片');
    // The editor folds the long address into "(...)"; its preview shows the uploaded picture.
    expect(await editorText(page)).toMatch(/!\[[^\]]*\]\(/);
    expect(await editorText(page)).toContain(PHRASE);
    await expect.poll(() => loadedImageCount(page.locator('.md-editor-preview img[src*="/uploads/img/"]'))).toBe(1);

    await pickOrCreate(page, '分类', CATEGORY);
    for (const tag of TAGS) await pickOrCreate(page, '标签', tag);
    await page.keyboard.press('Escape');
    // A new article is a draft until 发布.
    expect(await page.getByRole('radio', { name: '草稿', exact: true }).isChecked()).toBe(true);
    await shot(page, 'article-editor');

    await page.getByTitle('发布到网站（设为公开并保存）').click();
    await seeText(page, '发布成功');
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    articleId = Number(/\/articles\/(\d+)\/edit/.exec(page.url())![1]);
    expect(articleId).toBeGreaterThan(0);
    await page.getByText('已保存', { exact: true }).waitFor();
  }, 120_000);

  it('a visitor finds it on /home, in /archives, by search and on its tag page, and sees its picture', async () => {
    expect(articleId).toBeGreaterThan(0);
    const { context, page: visitor } = await openPage(browser);

    await visitor.goto(`${baseUrl}/home`);
    await visitor.getByRole('link', { name: TITLE }).first().waitFor();

    await visitor.goto(`${baseUrl}/archives`);
    await visitor.getByText(TITLE, { exact: true }).first().waitFor();

    await visitor.goto(`${baseUrl}/home`);
    await visitor.getByRole('button', { name: '搜索' }).first().click();
    const dialog = visitor.getByRole('dialog');
    await dialog.getByRole('textbox').fill(PHRASE);
    const hit = dialog.getByText(TITLE).first();
    await hit.waitFor();
    await hit.click();
    await visitor.waitForURL(new RegExp(`/article\\?id=${articleId}$`));
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.getByRole('link', { name: CATEGORY, exact: true }).waitFor();
    for (const tag of TAGS) await visitor.getByRole('link', { name: tag, exact: true }).waitFor();

    const picture = visitor.locator('.md-editor-preview img[src*="/uploads/img/"]');
    await picture.first().waitFor();
    await picture.first().scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImageCount(picture)).toBe(1);
    await shot(visitor, 'article-as-visitor');

    await visitor.getByRole('link', { name: TAGS[1]!, exact: true }).click();
    await visitor.waitForURL(/\/articleList\?type=tag&id=\d+/);
    await visitor.getByRole('heading', { level: 1, name: `标签 - ${TAGS[1]}` }).waitFor();
    await visitor.getByText('共 1 篇文章').waitFor();
    await visitor.getByRole('link', { name: TITLE }).first().waitFor();
    await context.close();
  }, 120_000);

  it('a new title saved in the editor is what the visitor sees after a reload', async () => {
    expect(articleId).toBeGreaterThan(0);
    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/article?id=${articleId}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    const title = page.getByRole('textbox', { name: '文章标题' });
    await title.fill(NEW_TITLE);
    await page.getByText('有未保存的修改').waitFor();
    await page.getByTitle('保存（Ctrl/⌘ + S）').click();
    await seeText(page, '保存成功');
    await page.getByText('已保存', { exact: true }).waitFor();

    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await context.close();
  });

  it('made private from the list, it is gone for visitors; deleted, it waits in the recycle bin and comes back', async () => {
    expect(articleId).toBeGreaterThan(0);
    await page.getByRole('link', { name: '返回文章列表' }).click();
    await page.waitForURL(/\/admin\/articles(\?.*)?$/);
    let row = await findInList(page, NEW_TITLE);
    await row.getByText(CATEGORY, { exact: true }).waitFor();
    for (const tag of TAGS) await row.getByText(tag, { exact: true }).waitFor();
    const visibility = row.getByRole('switch', { name: `「${NEW_TITLE}」公开` });
    expect(await visibility.getAttribute('aria-checked')).toBe('true');
    await visibility.click();
    await seeText(page, '已设为私密');
    await expect.poll(() => row.getByRole('switch', { name: `「${NEW_TITLE}」公开` }).getAttribute('aria-checked')).toBe('false');
    await row.getByText('私密', { exact: true }).first().waitFor();
    await shot(page, 'article-list');

    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/article?id=${articleId}`);
    await visitor.getByRole('heading', { level: 1, name: '文章不存在' }).waitFor();
    await visitor.getByText('没有找到这篇文章，它可能已被删除或设为私密').waitFor();
    await visitor.goto(`${baseUrl}/home`);
    await waitForHomeList(visitor);
    expect(await visitor.getByRole('link', { name: NEW_TITLE }).count()).toBe(0);
    await context.close();

    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('确定把这篇文章移入回收站吗？').waitFor();
    await page.getByRole('button', { name: '移入回收站' }).click();
    await seeText(page, '已移入回收站');
    await page.getByText('没有符合条件的文章').waitFor();

    await page.getByRole('link', { name: /回收站/ }).first().click();
    await page.waitForURL(/\/admin\/articles\/recycle/);
    await page.getByRole('heading', { level: 1, name: '回收站' }).waitFor();
    const binned = page.getByRole('row').filter({ hasText: NEW_TITLE });
    await binned.waitFor();
    await shot(page, 'recycle-bin');
    await binned.getByRole('button', { name: `恢复「${NEW_TITLE}」` }).click();
    await seeText(page, '已恢复');
    await expect.poll(() => page.getByRole('row').filter({ hasText: NEW_TITLE }).count()).toBe(0);

    await page.getByRole('link', { name: /文章列表/ }).click();
    await page.waitForURL(/\/admin\/articles(\?.*)?$/);
    row = await findInList(page, NEW_TITLE);
    await row.getByText('私密', { exact: true }).first().waitFor();
    await admin.close();
  }, 120_000);

  it('keeps a draft across a reload and offers it back with 恢复草稿', async () => {
    const draftTitle = `没写完的文章 ${uniqueSuffix()}`;
    const draftBody = `写到一半，窗外下起了雨 ${uniqueSuffix()}`;
    const { context, page: editor } = await openSignedIn(browser, adminState);
    // The editor asks before a reload drops unsaved text; the blogger says yes.
    editor.on('dialog', (dialog) => void dialog.accept());
    await editor.goto(`${baseUrl}/admin/articles/new`);
    const title = editor.getByRole('textbox', { name: '文章标题' });
    await title.fill(draftTitle);
    await editor.locator('.cm-content').click();
    await editor.keyboard.type(draftBody);

    // Autosave writes every 3 s: wait for this text to be in the stored draft, not for a fixed time.
    await expect
      .poll(() => editor.evaluate(() => localStorage.getItem('admin-article-draft:new') ?? ''), { timeout: 15_000 })
      .toContain(draftBody);
    await editor.getByText(/本机草稿/).waitFor();

    await editor.reload();
    const offer = editor.getByRole('dialog').filter({ hasText: '发现未保存的草稿' });
    await offer.waitFor();
    await offer.getByText(`草稿标题：${draftTitle}`).waitFor();
    await shot(editor, 'draft-offer');
    await offer.getByRole('button', { name: '恢复草稿' }).click();
    await offer.waitFor({ state: 'hidden' });
    await expect.poll(() => title.inputValue()).toBe(draftTitle);
    await expect.poll(() => editorText(editor)).toContain(draftBody);
    await context.close();
  }, 90_000);
});
