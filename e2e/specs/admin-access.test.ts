import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, openPage, PHONE } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { buttonText, openSignedIn, shot, waitForDashboard, type SignedInState } from '../lib/admin';

/** Who gets into the console at /admin, and the console on a phone. */
describe.skipIf(!chromiumPath)('the admin console: who may enter, and on a phone, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a logged-in reader who is not the admin gets the refusal page, not the console', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await logIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.locator('footer').getByRole('link', { name: '后台管理' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('没有后台管理权限').waitFor();
    await page.getByRole('button', { name: '切换账号登录' }).waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(0);
    expect(await page.getByText('总访问量').count()).toBe(0);
    await shot(page, 'refusal-reader');
    await context.close();
  });

  it('a guest at /admin is asked to log in, and logging in as the admin in the dialog opens the console', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('请先登录管理员账号').waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(0);
    await shot(page, 'refusal-guest');

    await page.getByRole('button', { name: buttonText('登录') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
    await dialog.getByPlaceholder('请输入用户账号').fill(E2E_ADMIN.username);
    await dialog.getByPlaceholder('请输入用户密码').fill(E2E_ADMIN.password);
    await dialog.getByPlaceholder('请输入用户密码').press('Enter');
    await page.getByText('登录成功').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await waitForDashboard(page);
    await page.getByRole('menuitem', { name: /文章$/ }).waitFor();
    expect(page.url()).toMatch(/\/admin\/?$/);
    expect(await page.getByText('请先登录管理员账号').count()).toBe(0);
    adminState = await context.storageState();
    await context.close();
  });

  it('查看网站 leads back to the site, and 退出登录 in the admin menu ends the session on /home', async () => {
    expect(adminState).toBeDefined();
    const { context, page } = await openSignedIn(browser, adminState!);
    await page.goto(`${baseUrl}/admin`);
    await waitForDashboard(page);
    await page.getByRole('link', { name: /查看网站/ }).click();
    await page.waitForURL(/\/home$/);
    await page.locator('header').first().getByRole('button', { name: '更多', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '登录', exact: true }).count()).toBe(0);

    await page.goto(`${baseUrl}/admin`);
    await waitForDashboard(page);
    await page.getByRole('button', { name: '管理员菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: '登录', exact: true }).first().waitFor();
    await page.goto(`${baseUrl}/admin`);
    await page.getByText('请先登录管理员账号').waitFor();
    await context.close();
  });

  it('at 390 px the console opens its menu as a drawer from the header button and goes to 文章', async () => {
    expect(adminState).toBeDefined();
    const { context, page } = await openSignedIn(browser, adminState!, PHONE);
    await page.goto(`${baseUrl}/admin`);
    await waitForDashboard(page);
    // The side menu is folded away on a phone: the content gets the whole width.
    expect(await page.getByRole('menuitem').count()).toBe(0);
    await shot(page, 'phone-dashboard');

    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '后台管理' });
    await drawer.getByRole('menuitem', { name: /文章$/ }).waitFor();
    await shot(page, 'phone-menu');
    await drawer.getByRole('menuitem', { name: /文章$/ }).click();
    await page.waitForURL(/\/admin\/articles$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: '文章' }).waitFor();
    await page.getByRole('textbox', { name: '标题关键词' }).waitFor();
    // Nothing pushes the page sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-articles');
    await context.close();
  });
});
