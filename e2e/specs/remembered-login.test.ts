import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { uniqueSuffix } from '../lib/admin';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn, logIn } from '../lib/logIn';

/**
 * 记住我 keeps the login form (SPEC.md §4). A password changed anywhere else — the personal centre
 * on another device, the admin's reset — must not leave this browser offering the old one, which
 * only fails with 用户名或密码错误: the dialog asks the server whether the remembered password
 * still holds, and when it does not it offers the username alone and says why.
 */

const PASSWORD = 'abc12345';
const NEW_PASSWORD = 'xyz98765';
const STALE_HINT = '密码已在别处修改，请输入新密码';

const loginDialog = (page: Page): Locator => page.getByRole('dialog').filter({ hasText: '记住我' });

/** Registers in the login dialog (which remembers the form, SPEC.md §4) and waits for the automatic login. */
async function registerRemembered(page: Page, username: string): Promise<void> {
  // The dialog in either mode (the register form has no 记住我).
  const dialog = page.locator('.login-dialog');
  await dialog.getByRole('button', { name: '去注册' }).click();
  await dialog.getByPlaceholder('5-16 位用户账号').fill(username);
  await dialog.getByPlaceholder('数字、字母、符号任意两种组合').fill(PASSWORD);
  await dialog.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  await dialog.getByPlaceholder('请再次输入密码').press('Enter');
  await page.getByText('自动登录成功').first().waitFor();
}

/** The remembered form shows the username, but no password: it no longer works. */
async function expectStaleOffer(dialog: Locator, username: string): Promise<void> {
  await dialog.getByText(STALE_HINT).waitFor();
  expect(await dialog.getByPlaceholder('请输入用户账号').inputValue()).toBe(username);
  expect(await dialog.getByPlaceholder('请输入用户密码').inputValue()).toBe('');
  expect(await dialog.getByRole('checkbox', { name: '记住我' }).isChecked()).toBe(true);
}

describe.skipIf(!chromiumPath)('the remembered login after a password change elsewhere, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a phone remembers the form; the password is changed on a desktop; the phone offers no stale password and remembers the new one', async () => {
    const username = `rm${uniqueSuffix()}`;
    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${baseUrl}/home`);
    await phone.page.getByRole('button', { name: '打开菜单' }).click();
    await phone.page.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: '登录' }).first().click();
    await registerRemembered(phone.page, username);

    // Elsewhere, the same person changes the password in the personal centre.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto(`${baseUrl}/home`);
    await logIn(desktop.page, username, PASSWORD);
    await desktop.page.goto(`${baseUrl}/userCenter`);
    const card = desktop.page.getByRole('region', { name: '修改密码' });
    await card.getByLabel('原密码').fill(PASSWORD);
    await card.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: '修改密码' }).click();
    await desktop.page.getByText('修改成功，请使用新密码重新登录').first().waitFor();
    await desktop.context.close();

    // Back on the phone: its session has ended (401), and the login dialog opens with it.
    await phone.page.reload();
    const dialog = loginDialog(phone.page);
    await expectStaleOffer(dialog, username);

    await dialog.getByPlaceholder('请输入用户密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请输入用户密码').press('Enter');
    await phone.page.getByText('登录成功').first().waitFor();
    // Remembered now: the new password, offered after logging out.
    const menu = phone.page.getByRole('dialog', { name: '菜单' });
    await phone.page.getByRole('button', { name: '打开菜单' }).click();
    // The drawer shows the user's submenu open.
    await menu.getByRole('button', { name: '退出登录' }).click();
    await phone.page.getByText('退出成功').first().waitFor();
    await phone.page.getByRole('button', { name: '打开菜单' }).click();
    await menu.getByRole('button', { name: '登录' }).first().click();
    await expect.poll(() => dialog.getByPlaceholder('请输入用户密码').inputValue()).toBe(NEW_PASSWORD);
    expect(await dialog.getByText(STALE_HINT).count()).toBe(0);
    await phone.context.close();
  });

  it('after the admin resets the password, the remembered form offers the username alone (1366 px)', async () => {
    const username = `ra${uniqueSuffix()}`;
    const { context, page } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    await registerRemembered(page, username);
    await page.getByRole('button', { name: username }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('退出成功').first().waitFor();

    const admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    const me = await apiLogIn(username, PASSWORD);
    const reset = await fetch(`${baseUrl}/api/user/adminResetPassword/${me.id}`, { method: 'PUT', headers: { authorization: `Bearer ${admin.token}` } });
    expect(((await reset.json()) as { code: number }).code).toBe(0);

    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    await expectStaleOffer(loginDialog(page), username);
    await context.close();
  });
});
