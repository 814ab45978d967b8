import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { uniqueSuffix } from '../lib/admin';
import { apiRegister, submitLoginDialog } from '../lib/logIn';

/**
 * Passing notices and what the visitor opens (issue 25, item 11): 欢迎～ after logging in must
 * not cover the user's submenu, and 左下角听听歌吧～ (the player start toast) shows once per
 * visitor, not over every page's title on every load.
 */

const START_HINT = '左下角听听歌吧～';
const PASSWORD = 'abc12345';

/** Whether a person sees `item` itself at its centre, rather than something lying over it. */
function isOnTop(item: Locator): Promise<boolean> {
  return item.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!seen && el.contains(seen);
  });
}

describe.skipIf(!chromiumPath)('notices and open menus, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows ${START_HINT} to a visitor once, not again on the next page load (${viewport.width} px)`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('status').filter({ hasText: START_HINT }).waitFor();

      await page.goto(`${baseUrl}/archives`);
      // The archive's articles come from the server after the app (and the hint's turn) has started.
      await page.locator('main a[href^="/article?id="]').first().waitFor();
      expect(await page.getByText(START_HINT).count()).toBe(0);
      await page.reload();
      await page.locator('main a[href^="/article?id="]').first().waitFor();
      expect(await page.getByText(START_HINT).count()).toBe(0);
      await context.close();
    });
  }

  it('欢迎～ goes when the user opens their submenu right after logging in, so it covers nothing', async () => {
    const username = `e2e_w${uniqueSuffix()}`.slice(0, 16);
    await apiRegister(username, PASSWORD);
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    // As a person does, the pointer goes to the dialog: left on 登录, it would open the account menu that takes its place.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await submitLoginDialog(page, username, PASSWORD);
    const welcome = page.locator('.ant-notification-notice').filter({ hasText: '欢迎～' });
    await welcome.waitFor();

    // While the pointer rests on it, the notice's own countdown waits: only opening the menu can take it away.
    await welcome.hover();
    // A new account's nickname is its username; the submenu opens from the keyboard, the pointer stays put.
    const account = page.locator('.site-header__nav').getByRole('button', { name: username });
    await account.focus();
    await page.keyboard.press('Enter');
    const submenu = page.locator('.site-header__nav .nav-menu__sub:not([hidden])');
    await submenu.waitFor();
    for (const name of ['个人中心', '退出登录']) {
      const item = submenu.getByText(name, { exact: true });
      await expect.poll(() => isOnTop(item), { message: name }).toBe(true);
    }
    await welcome.waitFor({ state: 'detached' });
    await context.close();
  });
});
