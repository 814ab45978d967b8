import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { DEMO_USER } from '../lib/constants';
import { submitLoginDialog } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';

/**
 * What an ordinary user's notifications open: where each is about, never the console (which only
 * shows them 没有后台管理权限). The demo account's welcome, registration and friend-link notices
 * were type 4 (admin page). On its own freshly seeded server: opening a notice marks it read.
 */

const WELCOME = '欢迎来到本站！';
const LINK_APPROVED = '你的友链申请已通过审核';
const REGISTERED = '注册成功，欢迎加入！';

describe.skipIf(!chromiumPath)('notifications open where they are about, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;

  beforeAll(async () => {
    own = await startOwnServer();
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  /** Opens the bell's drawer and answers its list. */
  async function openDrawer(page: Page) {
    await page.getByRole('button', { name: /^我的消息/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    await drawer.getByRole('list', { name: '消息列表' }).locator('li').first().waitFor();
    return drawer;
  }

  /** Clicks 查看 on the notice that says `text` (loading more pages until it is there). */
  async function openNotice(page: Page, text: string): Promise<void> {
    const drawer = await openDrawer(page);
    const row = drawer.locator('li').filter({ hasText: text }).first();
    while ((await row.count()) === 0) {
      await drawer.getByRole('button', { name: '点击加载更多' }).click();
      await drawer.locator('[aria-busy="false"]').waitFor();
    }
    await row.getByRole('button', { name: /查\s*看/ }).click();
  }

  for (const [name, viewport] of [['1366 px', DESKTOP], ['390 px', PHONE]] as Array<[string, Viewport]>) {
    it(`the demo user's welcome, registration and friend-link notices open the personal centre and the link page (${name})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${own.baseUrl}/home`);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: '打开菜单' }).click();
        await page.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: '登录' }).first().click();
      } else {
        await page.getByRole('button', { name: '登录', exact: true }).first().click();
      }
      await submitLoginDialog(page, DEMO_USER.username, DEMO_USER.password);

      for (const [text, path] of [
        [WELCOME, '/userCenter'],
        [REGISTERED, '/userCenter'],
        [LINK_APPROVED, '/link/list'],
      ] as const) {
        await openNotice(page, text);
        await page.waitForURL((url) => url.pathname === path);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.getByText('没有后台管理权限').count()).toBe(0);
      }
      await context.close();
    });
  }
});
