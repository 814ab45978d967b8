import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SITE_SETTINGS_FIELDS, type LoginResult, type SiteConfig, type SiteSettingsBody } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { pngFiles } from '../lib/png';
import { buttonText, seeText, shot, uniqueSuffix, waitForDashboard } from '../lib/admin';

/**
 * The rest of the blogger's day in the console: a talk post with pictures, a new album filled with
 * several photos at once, and the site's name and notice; each checked as a visitor sees it.
 */

const suffix = uniqueSuffix();

/** How many of these pictures have arrived and been decoded. */
const loadedImageCount = (images: Locator) =>
  images.evaluateAll((list) => list.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);

/** Opens a console area from the side menu, as the blogger would. */
async function openArea(page: Page, label: string): Promise<void> {
  await page.getByRole('menuitem', { name: new RegExp(`${label}$`) }).click();
}

/** The settings as PUT /api/config/update takes them, from what GET /api/config answered. */
function settingsBody(config: SiteConfig): SiteSettingsBody {
  const picked: Record<string, unknown> = {};
  for (const field of SITE_SETTINGS_FIELDS) picked[field] = config[field as keyof SiteConfig];
  return picked as SiteSettingsBody;
}

describe.skipIf(!chromiumPath)('the admin console: talk, albums and site settings, in Chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let original: SiteConfig;
  let settingsRestored = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    original = await api<SiteConfig>('/api/config');
  });
  afterAll(async () => {
    // Other spec files read the seeded name and notice: put them back even if the test stopped halfway.
    if (!settingsRestored) {
      const { token } = await api<LoginResult>('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(E2E_ADMIN),
      });
      await api('/api/config/update', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(settingsBody(original)),
      });
    }
    await browser?.close();
  });

  it('the admin logs in on /home and enters the console from the footer link', async () => {
    ({ context: admin, page } = await openPage(browser));
    await page.goto(`${baseUrl}/home`);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.locator('footer').getByRole('link', { name: '后台管理' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await waitForDashboard(page);
  });

  it('posts a talk with two pictures, and visitors see it on /talk with both', async () => {
    const content = `端到端说说：傍晚的晚霞很好看 ${suffix}`;
    await openArea(page, '说说');
    await page.waitForURL(/\/admin\/talk$/);
    await page.getByRole('heading', { level: 1, name: '说说' }).waitFor();
    await page.getByRole('button', { name: /发说说/ }).click();
    const dialog = page.getByRole('dialog', { name: '发说说' });
    await dialog.getByPlaceholder('想说点什么？').fill(content);
    await dialog.locator('input[type="file"]').setInputFiles(pngFiles(2, 'talk'));
    // Both pictures finish uploading before the post can be published.
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(2);
    await shot(page, 'talk-editor');
    await dialog.getByRole('button', { name: buttonText('发布') }).click();
    await seeText(page, '发布成功');
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ hasText: content });
    await card.waitFor();
    await expect.poll(() => card.getByRole('img', { name: /^第 \d 张图片$/ }).count()).toBe(2);

    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/talk`);
    const post = visitor.locator('article').filter({ hasText: content });
    await post.waitFor();
    const pictures = post.getByRole('img', { name: /说说配图/ });
    expect(await pictures.count()).toBe(2);
    await post.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedImageCount(pictures)).toBe(2);
    await shot(visitor, 'talk-as-visitor');
    await context.close();
  }, 90_000);

  it('creates an album, uploads three photos at once, and visitors see the album and its photos', async () => {
    const albumName = `端到端相册${suffix}`;
    await openArea(page, '相册');
    await page.waitForURL(/\/admin\/albums$/);
    await page.getByRole('heading', { level: 1, name: '相册' }).waitFor();
    await page.getByRole('button', { name: /新建相册/ }).first().click();
    const form = page.getByRole('dialog', { name: '新建相册' });
    await form.getByLabel('相册名称').fill(albumName);
    await form.getByLabel('简介').fill('端到端测试上传的三张照片');
    await form.getByRole('button', { name: buttonText('保存') }).click();
    await seeText(page, '保存成功');
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 2, name: albumName }).waitFor();

    await page.getByRole('link', { name: `管理相册「${albumName}」的照片` }).click();
    await page.waitForURL(/\/admin\/albums\/\d+$/);
    const albumId = Number(/\/albums\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: albumName }).waitFor();
    await page.getByText('相册里还没有照片').waitFor();

    await page.getByRole('button', { name: /上传照片/ }).first().click();
    const upload = page.getByRole('dialog', { name: `上传照片到「${albumName}」` });
    await upload.locator('input[type="file"]').setInputFiles(pngFiles(3, 'album'));
    await seeText(page, '已添加 3 张照片');
    await shot(page, 'album-upload');
    // The dialog's ✕ (its footer button says 关闭 too, or 在后台继续上传 while sending).
    await upload.getByRole('button', { name: '关闭', exact: true }).click();
    await upload.waitFor({ state: 'hidden' });
    await page.getByText(/^3 张照片 · 在网站上查看$/).waitFor();
    await page.getByRole('checkbox', { name: '选择第 3 张照片' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^选择第 \d 张照片$/ }).count()).toBe(3);
    await shot(page, 'album-photos');

    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/photoAlbum`);
    const card = visitor.getByRole('link', { name: `${albumName}，3 张照片` });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(`/photos?id=${albumId}`);
    await card.click();
    await visitor.waitForURL(new RegExp(`/photos\\?id=${albumId}$`));
    await visitor.getByRole('heading', { level: 1, name: albumName }).waitFor();
    await visitor.getByRole('button', { name: '查看第 3 张照片', exact: true }).waitFor();
    expect(await visitor.getByRole('button', { name: /^查看第 \d+ 张照片$/ }).count()).toBe(3);
    await expect.poll(() => loadedImageCount(visitor.getByRole('button', { name: /^查看第 \d+ 张照片$/ }).locator('img'))).toBe(3);
    await shot(visitor, 'album-as-visitor');
    await context.close();
  }, 90_000);

  it('renames the blog and changes the notice; visitors see both on /home, and the originals come back', async () => {
    const name = `端到端的小站${suffix}`;
    const notice = `端到端公告：本周六晚上停机维护一小时 ${suffix}`;
    await openArea(page, '网站设置');
    await page.waitForURL(/\/admin\/settings$/);
    const nameField = page.getByLabel('博客名称');
    const noticeField = page.getByLabel('网站公告');
    await expect.poll(() => nameField.inputValue()).toBe(original.blog_name);
    settingsRestored = false;
    await nameField.fill(name);
    await noticeField.fill(notice);
    await page.getByRole('button', { name: buttonText('保存') }).click();
    await seeText(page, '保存成功');
    await shot(page, 'settings');

    const { context, page: visitor } = await openPage(browser);
    await visitor.goto(`${baseUrl}/home`);
    await visitor.getByRole('link', { name: `${name}，回到首页` }).waitFor();
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByText(notice).scrollIntoViewIfNeeded();
    await shot(visitor, 'home-with-new-settings');

    await nameField.fill(original.blog_name);
    await noticeField.fill(original.blog_notice);
    await page.getByRole('button', { name: buttonText('保存') }).click();
    await expect.poll(async () => (await api<SiteConfig>('/api/config')).blog_name).toBe(original.blog_name);
    settingsRestored = (await api<SiteConfig>('/api/config')).blog_notice === original.blog_notice;
    expect(settingsRestored).toBe(true);

    await visitor.reload();
    await visitor.getByRole('link', { name: `${original.blog_name}，回到首页` }).waitFor();
    expect(await visitor.getByText(notice).count()).toBe(0);
    await context.close();
    await admin.close();
  }, 90_000);
});
