import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader } from '../lib/browser';
import { chatButton, chatInput } from '../lib/chat';
import { writeRenamedBuild } from '../lib/newBuild';
import { startOwnServer, type OwnServer } from '../lib/ownServer';

/**
 * The blogger deploys a new build while visitors have the site open: the tabs' chunk names are
 * gone from the server. Opening a page or a dialog that was not loaded yet must bring the new build
 * (one reload, where nothing typed is lost) or say so in place, never a white page.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deployedBuild = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'web/dist');
const SEARCH_UPDATED = '搜索没能打开：网站刚刚更新，请刷新页面后继续';

/** Marks the document, so a reload (a new document) is told apart from the same tab going on. */
const markTab = (page: Page) => page.evaluate(() => Object.assign(window, { __openedOnOldBuild: true }));
const stillOldDocument = (page: Page) => page.evaluate(() => '__openedOnOldBuild' in window).catch(() => true);
/** The module scripts the document runs: the new build's names end in "n" (lib/newBuild.ts). */
const runsNewBuild = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].every((script) => /n\.js$/.test(script.src)));

describe.skipIf(!chromiumPath)('a new build deployed under an open tab', () => {
  let browser: Browser;
  let own: OwnServer;
  let newBuild = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    newBuild = mkdtempSync(path.join(tmpdir(), 'blog-e2e-new-build-'));
    writeRenamedBuild(deployedBuild, newBuild);
    own = await startOwnServer({ env: { WEB_DIST_DIR: deployedBuild } });
  });
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
    rmSync(newBuild, { recursive: true, force: true });
  });

  /** Stops the server and starts it on `build`, as a deploy does. */
  async function deploy(build: string): Promise<void> {
    await own.stop();
    await own.start({ WEB_DIST_DIR: build });
  }

  it('on the desktop: with words typed, a dialog says to reload and keeps them; with none, a new page reloads once into the new build', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${own.baseUrl}/article?id=14`);
    await waitForArticleReader(page);
    await chatButton(page).click();
    await chatInput(page).fill('写到一半的话');
    await markTab(page);

    await deploy(newBuild);

    // The search dialog's chunk is gone; a reload would lose the words in the chat box.
    await page.getByRole('button', { name: '搜索文章' }).click();
    await page.getByText(SEARCH_UPDATED).first().waitFor({ timeout: 20_000 });
    expect(await chatInput(page).inputValue()).toBe('写到一半的话');
    expect(await stillOldDocument(page)).toBe(true);
    expect(await page.locator('.md-editor-preview').count()).toBeGreaterThan(0);
    expect(await page.getByText(/页面出错了|Unable to preload/).count()).toBe(0);

    // Nothing typed any more: the timeline (not loaded yet) comes from the new build, after one reload.
    await chatInput(page).fill('');
    await chatButton(page).click();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '时间轴' }).click();
    await expect.poll(() => stillOldDocument(page), { timeout: 20_000 }).toBe(false);
    await page.waitForURL('**/archives');
    await page.locator('#boot-shell').waitFor({ state: 'detached' });
    expect(await runsNewBuild(page)).toBe(true);
    await page.getByRole('button', { name: '搜索文章' }).click();
    await page.getByRole('dialog', { name: '搜索文章' }).waitFor({ timeout: 15_000 });
    expect(loads.filter((url) => url.endsWith('/archives'))).toHaveLength(1);
    expect(await page.getByText(/页面出错了|Unable to preload/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await deploy(deployedBuild);
  }, 180_000);

  it('on a phone: the menu (not loaded yet) brings the new build with one reload, and then opens', async () => {
    const { context, page } = await openPage(browser, PHONE);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(`${own.baseUrl}/article?id=14`);
    await waitForArticleReader(page);
    await markTab(page);

    await deploy(newBuild);

    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(() => stillOldDocument(page), { timeout: 20_000 }).toBe(false);
    await waitForArticleReader(page);
    expect(page.url()).toMatch(/\/article\?id=14$/);
    expect(await runsNewBuild(page)).toBe(true);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '时间轴' }).waitFor({ timeout: 15_000 });
    expect(loads).toHaveLength(2);
    await context.close();
    await deploy(deployedBuild);
  }, 180_000);
});
