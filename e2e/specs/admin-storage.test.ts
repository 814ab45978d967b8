import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buttonText, openSignedIn, seeText, shot, waitForDashboard, type SignedInState } from '../lib/admin';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { submitLoginDialog } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { presetTheme, SITE_THEMES } from '../lib/theme';

/**
 * 存储空间 in the console: the clean-up lists the uploads nothing uses (with previews), deletes
 * them only after the admin confirms, and leaves every file a row names. On a server of its own,
 * whose uploads folder the test fills with files of known age.
 */

const LAYOUTS: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];
const THREE_DAYS_MS = 3 * 24 * 60 * 60_000;

describe.skipIf(!chromiumPath)('the console’s clean-up of unused uploads, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;
  let adminState: SignedInState;
  /** The admin's avatar: an old upload in img/ that a row names, so it is never listed. */
  let avatarFile = '';

  const uploads = (relative = '') => path.join(own.dataDir, 'uploads', relative);
  /** A demo picture stored under `relative`, three days old, as an upload nobody used would be. */
  const oldPicture = (relative: string) => {
    const seed = readdirSync(uploads('seed')).find((name) => name.startsWith('cover-'))!;
    mkdirSync(path.dirname(uploads(relative)), { recursive: true });
    copyFileSync(uploads(`seed/${seed}`), uploads(relative));
    const when = new Date(Date.now() - THREE_DAYS_MS);
    utimesSync(uploads(relative), when, when);
    return relative;
  };
  const imagePath = (label: string) => `img/${createHash('sha256').update(label).digest('hex')}.webp`;

  beforeAll(async () => {
    own = await startOwnServer();
    browser = await launchBrowser();
    avatarFile = oldPicture(imagePath('the admin’s avatar'));
    const { page, context } = await openPage(browser);
    await page.goto(`${own.baseUrl}/admin`);
    await page.getByRole('button', { name: buttonText('登录') }).click();
    const { token } = await submitLoginDialog(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await waitForDashboard(page);
    adminState = await context.storageState();
    await context.close();
    const saved = await fetch(`${own.baseUrl}/api/user/updateOwnUserInfo`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nick_name: '博主', avatar: `/uploads/${avatarFile}` }),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  /** The clean-up's list as the page shows it: the linked paths of the table. */
  async function listedPaths(page: Page): Promise<string[]> {
    return (await page.getByRole('table').getByRole('link').allTextContents()).map((text) => text.trim()).sort();
  }

  /** Every thumbnail of the list has loaded (they load lazily, so each is scrolled to first). */
  async function thumbnailsLoaded(page: Page): Promise<void> {
    for (const img of await page.getByRole('table').locator('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  for (const theme of SITE_THEMES) {
    for (const [layout, viewport] of LAYOUTS) {
      it(`lists the unused uploads with previews, then deletes exactly those on confirmation (${layout}, ${theme})`, async () => {
        // Files of this run: three pictures nobody used and a file that is not a picture.
        const unused = [
          oldPicture(imagePath(`${layout}-${theme}: a guest’s background never posted`)),
          oldPicture(imagePath(`${layout}-${theme}: a deleted talk’s photo`)),
          oldPicture(`music/${createHash('sha256').update(`${layout}-${theme}`).digest('hex').slice(0, 24)}.webp`),
          `legacy/${layout}-${theme}.txt`,
        ];
        mkdirSync(uploads('legacy'), { recursive: true });
        writeFileSync(uploads(unused[3]), '一份旧笔记');
        utimesSync(uploads(unused[3]), new Date(Date.now() - THREE_DAYS_MS), new Date(Date.now() - THREE_DAYS_MS));
        // Uploaded an hour ago and not used yet: an editor may be about to save it.
        const fresh = oldPicture(imagePath(`${layout}-${theme}: just uploaded`));
        utimesSync(uploads(fresh), new Date(), new Date());

        const { context, page } = await openSignedIn(browser, adminState, viewport);
        await presetTheme(context, theme);
        await page.goto(`${own.baseUrl}/admin/storage`);
        await page.getByText('上传空间（上传的文件 + 音乐库）').waitFor();
        await page.getByText('备份（不计入上限）').waitFor();

        await page.getByRole('button', { name: '检查没有用到的文件' }).click();
        await page.getByText(`找到 ${unused.length} 个没有用到的文件`, { exact: false }).waitFor();
        expect(await listedPaths(page)).toEqual([...unused].sort());
        for (const file of [...unused, avatarFile, fresh]) expect(existsSync(uploads(file)), file).toBe(true);
        await thumbnailsLoaded(page);
        await shot(page, `storage-cleanup-preview-${layout}-${theme}`);

        await page.getByRole('button', { name: `删除这 ${unused.length} 个文件` }).click();
        const dialog = page.getByRole('dialog').filter({ hasText: `删除这 ${unused.length} 个文件？` });
        await dialog.getByText('删除后无法恢复', { exact: false }).waitFor();
        // The dialog zooms in: the picture is taken once it has.
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await shot(page, `storage-cleanup-confirm-${layout}-${theme}`);
        await dialog.getByRole('button', { name: buttonText('删除') }).click();
        await seeText(page, `已删除 ${unused.length} 个文件`);
        await page.getByRole('table').waitFor({ state: 'detached' });
        await shot(page, `storage-cleanup-done-${layout}-${theme}`);

        for (const file of unused) expect(existsSync(uploads(file)), file).toBe(false);
        for (const file of [avatarFile, fresh]) expect(existsSync(uploads(file)), file).toBe(true);

        await page.getByRole('button', { name: '检查没有用到的文件' }).click();
        await page.getByText(/没有可以清理的$/).waitFor();
        await context.close();
      });
    }
  }
});
