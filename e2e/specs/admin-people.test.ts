import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { logIn } from '../lib/logIn';
import { buttonText, openSignedIn, seeText, shot, uniqueSuffix, type SignedInState, signInAdminOnce } from '../lib/admin';

/**
 * The blogger and the community: a reader applies for a friend link and the admin approves it in
 * the console; the admin disables a reader who is logged in elsewhere, whose next action asks for a login.
 */

const PASSWORD = 'abc12345';
const suffix = uniqueSuffix();

const register = (username: string, nickName: string) =>
  api('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD, nick_name: nickName }) });

/** The console's dialog that asks before an action (antd Modal.confirm), by its title. */
const confirmDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

describe.skipIf(!chromiumPath)('the admin console: friend links and users, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState;

  beforeAll(async () => {
    browser = await launchBrowser();
    // One login for the whole file (logins are rate limited); later tabs reuse the saved session.
    adminState = await signInAdminOnce(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a reader applies for a friend link; the admin approves it in the console; the reader sees it listed and is told', async () => {
    const username = `e2e_pl${suffix}`.slice(0, 16);
    const siteName = `人物站${suffix.slice(-4)}`;
    await register(username, '友链申请人');

    const reader = await openPage(browser);
    await reader.page.goto(`${baseUrl}/link/list`);
    await logIn(reader.page, username, PASSWORD);
    await reader.page.getByRole('button', { name: '申请友链' }).click();
    await reader.page.getByLabel('网站名称').fill(siteName);
    await reader.page.getByLabel('网站描述').fill('端到端测试：等博主在后台审核');
    await reader.page.getByLabel('网站头像地址').fill('https://img.example.com/people.png');
    await reader.page.getByLabel('网站地址').fill('https://people.example.com');
    await reader.page.getByRole('button', { name: '提交申请' }).click();
    await reader.page.getByText('你的友链申请正在审核中').waitFor();

    const admin = await openSignedIn(browser, adminState);
    await admin.page.goto(`${baseUrl}/admin/links`);
    const pending = admin.page.getByTestId('pending-link').filter({ hasText: siteName });
    await pending.getByText('申请人：友链申请人').waitFor();
    await shot(admin.page, 'people-links-pending');
    await pending.getByRole('button', { name: buttonText('通过') }).click();
    await seeText(admin.page, '已通过审核');
    // It leaves the pending list and is the last of the listed links, as on /links.
    await admin.page.getByTestId('approved-link').last().filter({ hasText: siteName }).waitFor();
    expect(await admin.page.getByTestId('pending-link').filter({ hasText: siteName }).count()).toBe(0);

    await reader.page.reload();
    await reader.page.getByRole('list', { name: '友链列表' }).getByText(siteName).waitFor();
    await reader.page.getByRole('button', { name: /^我的消息/ }).click();
    await reader.page.getByRole('dialog', { name: '我的消息' }).getByText(`你的友链申请「${siteName}」已通过审核`).waitFor();

    await admin.context.close();
    await reader.context.close();
  });

  it('the admin disables a reader who is logged in elsewhere; the reader’s next action asks them to log in', async () => {
    const username = `e2e_pd${suffix}`.slice(0, 16);
    await register(username, '将被禁用的读者');

    const reader = await openPage(browser);
    await reader.page.goto(`${baseUrl}/home`);
    await logIn(reader.page, username, PASSWORD);
    await reader.page.getByRole('button', { name: /^我的消息/ }).waitFor();

    const admin = await openSignedIn(browser, adminState);
    await admin.page.goto(`${baseUrl}/admin/users`);
    await admin.page.getByRole('searchbox', { name: '搜索用户名或昵称' }).fill(username);
    await admin.page.getByRole('searchbox', { name: '搜索用户名或昵称' }).press('Enter');
    // The search leaves only this reader.
    await expect.poll(() => admin.page.getByTestId('user-card').count()).toBe(1);
    const card = admin.page.getByTestId('user-card').filter({ hasText: `@${username}` });
    await card.getByText('正常', { exact: true }).waitFor();
    await card.getByRole('button', { name: buttonText('禁用') }).click();
    const asked = confirmDialog(admin.page, `禁用「将被禁用的读者」？`);
    await asked.getByText('该用户会立即退出登录').waitFor();
    await shot(admin.page, 'people-users-disable-confirm');
    await asked.getByRole('button', { name: buttonText('禁用') }).click();
    await seeText(admin.page, '已禁用，该用户的登录已全部失效');
    await card.getByText('已禁用', { exact: true }).waitFor();

    // The reader's page still shows them logged in; their next action is refused and asks for a login.
    await reader.page.getByRole('button', { name: /^我的消息/ }).click();
    const loginDialog = reader.page.getByRole('dialog').filter({ hasText: '记住我' });
    await loginDialog.getByPlaceholder('请输入用户账号').waitFor();
    await loginDialog.getByPlaceholder('请输入用户账号').fill(username);
    await loginDialog.getByPlaceholder('请输入用户密码').fill(PASSWORD);
    await loginDialog.getByPlaceholder('请输入用户密码').press('Enter');
    await seeText(reader.page, '账号已被禁用');

    await admin.context.close();
    await reader.context.close();
  });
});
