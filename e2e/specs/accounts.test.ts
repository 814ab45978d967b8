import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Browser, Locator, Page } from 'playwright-core';
import type { LoginResult, NotifyItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage, PHONE } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN, E2E_JWT_SECRET } from '../lib/constants';

const PASSWORD = 'abc12345';
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

async function openLoginDialog(page: Page) {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('登录', { exact: true }).first().waitFor();
  return dialog;
}

async function logInThroughDialog(page: Page, username: string, password: string, remember = false) {
  const dialog = await openLoginDialog(page);
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入用户密码').fill(password);
  if (remember) await dialog.getByText('记住我').click();
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await page.getByText('登录成功').first().waitFor();
}

/**
 * Registers in the open login dialog (which also remembers the login form, SPEC.md §4) and waits
 * for the automatic login.
 */
async function registerInDialog(page: Page, dialog: Locator, username: string, nickName = '') {
  await dialog.getByRole('button', { name: '去注册' }).click();
  await dialog.getByPlaceholder('5-16 位用户账号').fill(username);
  if (nickName) await dialog.getByPlaceholder('不填则与用户账号相同').fill(nickName);
  await dialog.getByPlaceholder('数字、字母、符号任意两种组合').fill(PASSWORD);
  await dialog.getByPlaceholder('请再次输入密码').fill(PASSWORD);
  await dialog.getByPlaceholder('请再次输入密码').press('Enter');
  await page.getByText('自动登录成功').first().waitFor();
}

async function apiLogin(username: string, password: string): Promise<LoginResult> {
  return api<LoginResult>('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

const bell = (page: Page) => page.getByRole('button', { name: /^我的消息/ });

describe.skipIf(!chromiumPath)('accounts and notifications in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each register validation message for its bad input', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: '去注册' }).click();
    await dialog.getByRole('button', { name: '注 册' }).or(dialog.getByRole('button', { name: '注册' })).first().click();
    for (const message of ['请输入用户账号', '请输入密码', '请输入确认密码']) await dialog.getByText(message).first().waitFor();

    await dialog.getByPlaceholder('5-16 位用户账号').fill('abc');
    await dialog.getByText('用户账号长度应该在5-16位之间').waitFor();
    await dialog.getByPlaceholder('数字、字母、符号任意两种组合').fill('12345678');
    await dialog.getByText('密码格式应为8-18位数字、字母、符号的任意两种组合').waitFor();
    await dialog.getByPlaceholder('数字、字母、符号任意两种组合').fill(PASSWORD);
    await dialog.getByPlaceholder('请再次输入密码').fill('abc12399');
    await dialog.getByText('两次密码不一致').waitFor();
    await context.close();
  });

  it('registers, logs in automatically with the bell shown, and logs out', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await registerInDialog(page, await openLoginDialog(page), fresh('e2e_r'), '端到端读者');
    await bell(page).waitFor();

    await page.getByRole('button', { name: '端到端读者' }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('退出成功').first().waitFor();
    await expect.poll(() => bell(page).count()).toBe(0);
    await page.getByRole('button', { name: '登录', exact: true }).first().waitFor();
    await context.close();
  });

  it('pre-fills the remembered account after a reload', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password, true);
    await page.reload();
    await bell(page).waitFor();
    const me = await apiLogin(DEMO_USER.username, DEMO_USER.password);
    const info = await api<{ nick_name: string }>(`/api/user/getUserInfoById/${me.id}`);
    await page.getByRole('button', { name: info.nick_name }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = await openLoginDialog(page);
    await expect.poll(() => dialog.getByPlaceholder('请输入用户账号').inputValue()).toBe(DEMO_USER.username);
    expect(await dialog.getByPlaceholder('请输入用户密码').inputValue()).toBe(DEMO_USER.password);
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
    await context.close();
  });

  it('after a password change with 记住我, the login dialog that opens holds the new password: Enter logs in', async () => {
    const newPassword = 'xyz98765';
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await registerInDialog(page, await openLoginDialog(page), fresh('e2e_p'));
    await page.goto(`${baseUrl}/userCenter`);
    const card = page.getByRole('region', { name: '修改密码' });
    await card.getByLabel('原密码').fill(PASSWORD);
    await card.getByLabel('新密码', { exact: true }).fill(newPassword);
    await card.getByLabel('确认新密码').fill(newPassword);
    await card.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('修改成功，请使用新密码重新登录').first().waitFor();

    const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
    await expect.poll(() => dialog.getByPlaceholder('请输入用户密码').inputValue()).toBe(newPassword);
    await dialog.getByPlaceholder('请输入用户密码').press('Enter');
    await page.getByText('登录成功').first().waitFor();
    await bell(page).waitFor();
    await context.close();
  });

  it('at 390 px the drawer shows a logged-in user their own name (their username when no nickname was given), not the blogger\'s motto', async () => {
    const config = await api<{ personal_say: string }>('/api/config');
    expect(config.personal_say).not.toBe('');
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByText(config.personal_say).waitFor();
    await drawer.getByRole('button', { name: '登录' }).first().click();
    // No nickname given: the user is called by their username.
    const username = fresh('e2e_d');
    await registerInDialog(page, page.locator('.login-dialog'), username);

    await page.getByRole('button', { name: '打开菜单' }).click();
    await drawer.getByRole('button', { name: '个人中心' }).first().waitFor();
    await drawer.getByText(username, { exact: true }).first().waitFor();
    expect(await drawer.getByText(config.personal_say).count()).toBe(0);
    await context.close();
  });

  it('opens the login dialog when the server says the token has expired', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password);
    await bell(page).waitFor();
    const me = await apiLogin(DEMO_USER.username, DEMO_USER.password);
    const expired = await new SignJWT({ role: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(E2E_JWT_SECRET));
    // From now on the browser presents an expired token, as it would a week after logging in.
    await page.route('**/api/**', (route) => route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${expired}` } }));
    await bell(page).click();
    await page.getByText(/登录过期/).first().waitFor();
    await page.getByRole('dialog').getByPlaceholder('请输入用户账号').waitFor();
    await expect.poll(() => bell(page).count()).toBe(0);
    await context.close();
  });

  it('shows unread notifications, marks one viewed when opened, and asks before deleting', async () => {
    const me = await apiLogin(DEMO_USER.username, DEMO_USER.password);
    const listOf = () =>
      api<PageResult<NotifyItem>>('/api/notify/getNotifyList', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` },
        body: JSON.stringify({ current: 1, size: 50, userId: me.id }),
      });
    const before = await listOf();
    const firstPage = before.list.slice(0, 10);
    const articleNotice = firstPage.find((n) => n.type === 1 && n.isView === 1) ?? firstPage.find((n) => n.type === 1)!;

    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await logInThroughDialog(page, DEMO_USER.username, DEMO_USER.password);
    // Every unread one, on whatever page of the drawer it is.
    const unread = before.list.filter((n) => n.isView === 1).length;
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe(`我的消息，${unread} 条未读`);
    await bell(page).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    await drawer.getByText('点击加载更多').waitFor();

    const row = drawer.locator('li').filter({ hasText: articleNotice.message.replace(/<[^>]+>/g, '').slice(0, 8) }).first();
    await row.getByRole('button', { name: '查看' }).click();
    await page.waitForURL(new RegExp(`/article\\?id=${articleNotice.to_id}$`));
    await expect.poll(async () => (await listOf()).list.find((n) => n.id === articleNotice.id)?.isView).toBe(2);

    await bell(page).click();
    const firstRow = drawer.locator('li').first();
    await firstRow.waitFor();
    const rowsBefore = await drawer.locator('li').count();
    await firstRow.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('确定删除吗？').waitFor();
    expect((await listOf()).total).toBe(before.total);
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(() => drawer.locator('li').count()).toBe(rowsBefore - 1);
    expect((await listOf()).total).toBe(before.total - 1);
    await context.close();
  });

  it('never runs script carried by a notification', async () => {
    const username = fresh('e2e_x');
    await fetch(`${baseUrl}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    const target = await apiLogin(username, PASSWORD);
    const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
    for (const message of ['<img src=x onerror="window.__pwned=1">图片消息', '<script>window.__pwned=2</script>脚本消息', '<b>加粗</b><img src=x onerror=alert(1)>']) {
      await api('/api/notify/adminSend', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ user_id: target.id, message }),
      });
    }
    const { context, page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/home`);
    await logInThroughDialog(page, username, PASSWORD);
    await bell(page).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    await drawer.getByText('图片消息').first().waitFor();
    await drawer.getByText('脚本消息').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await drawer.locator('script, [onerror]').count()).toBe(0);
    await context.close();
  });
});
