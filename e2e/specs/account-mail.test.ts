import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, DESKTOP, launchBrowser, PHONE } from '../lib/browser';
import { shot, uniqueSuffix } from '../lib/admin';
import { registerAccount } from '../lib/accounts';
import { E2E_ADMIN } from '../lib/constants';
import { submitLoginDialog } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { openThemedPage } from '../lib/theme';
import { startLocalSmtp, type LocalSmtp, type ReceivedMail } from '../../server/test/helpers/smtpServer';

/**
 * Accounts with e-mail (issue 29), against a real SMTP server on 127.0.0.1: a reader with a verified
 * address uses 忘记密码 in the login dialog, the reset mail arrives, its link's page sets a new
 * password, and the reader logs in with it. Also the screenshots of 个人中心's 邮箱与通知 and of the
 * reset page, at 1366 and 390, light and dark.
 */
describe.skipIf(!chromiumPath)('忘记密码与账号邮箱, in Chromium', () => {
  let browser: Browser;
  let server: OwnServer;
  let smtp: LocalSmtp;

  const json = async <T,>(path: string, method: string, body: unknown, token?: string): Promise<T> => {
    const answer = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const parsed = (await answer.json()) as { code: number; message: string; result: T };
    expect(parsed.code, `${path}: ${parsed.message}`).toBe(0);
    return parsed.result;
  };
  /** The path of the site's link in a mail, to open on this spec's server. */
  const linkPath = (mail: ReceivedMail, name: string) => {
    const found = new RegExp(`(/api/user/${name}\\?token=[A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
    expect(found, '邮件里应当有链接').not.toBeNull();
    return found![1]!;
  };
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    [browser, server] = await Promise.all([launchBrowser(), startOwnServer({ env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' } })]);
    const admin = await json<{ token: string }>('/api/user/login', 'POST', E2E_ADMIN);
    await json('/api/outbox/settings', 'PUT', { smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none', smtp_user: '', from_name: '演示博客', from_address: 'noreply@example.com', admin_email: '', email_events: [], merge_seconds: 60, webhooks: [] }, admin.token);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await smtp?.close();
  });

  it('忘记密码：登录对话框里申请，邮件送到本机 SMTP，打开链接设置新密码，用新密码登录', async () => {
    smtp.mails.length = 0;
    const reader = { username: `fp${uniqueSuffix()}`, password: 'reader12345', nick_name: '找回密码的读者' };
    await registerAccount(server.baseUrl, reader);
    const session = await json<{ token: string }>('/api/user/login', 'POST', { username: reader.username, password: reader.password });
    await json('/api/user/email', 'PUT', { email: `${reader.username}@example.com` }, session.token);
    const [verify] = await smtp.waitFor(1);
    await json('/api/user/verifyEmail', 'POST', { token: linkPath(verify!, 'verifyEmail').split('token=')[1] });

    const page = await openThemedPage(browser, DESKTOP, 'light');
    await page.goto(`${server.baseUrl}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.locator('.login-dialog');
    await dialog.getByRole('button', { name: '忘记密码？' }).click();
    await dialog.getByLabel('用户账号或邮箱').fill(reader.username);
    await dialog.getByRole('button', { name: '发送重置链接' }).click();
    await dialog.getByRole('status').filter({ hasText: '重置密码的链接已发到那里' }).waitFor();

    const mails = await smtp.waitFor(2);
    const reset = mails[1]!;
    expect(reset.to).toEqual([`${reader.username}@example.com`]);
    // The subject names the site (网站设置's 博客名称).
    expect(reset.parsed.subject).toMatch(/^【.+】重置密码$/);
    await page.goto(`${server.baseUrl}${linkPath(reset, 'resetPassword')}`);
    await page.getByLabel('新密码').fill('changed-2024');
    await page.getByLabel('再输一次').fill('changed-2024');
    await page.getByRole('button', { name: '保存新密码' }).click();
    await page.getByRole('heading', { name: '密码已重置' }).waitFor();

    // The session from before the reset has ended.
    const old = await fetch(`${server.baseUrl}/api/user/email`, { headers: { authorization: `Bearer ${session.token}` } });
    expect(old.status).toBe(401);

    await page.goto(`${server.baseUrl}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const result = await submitLoginDialog(page, reader.username, 'changed-2024');
    expect(result.token).toBeTruthy();
    await page.context().close();
  });

  it('截图：个人中心 邮箱与通知、重置密码页，1366 与 390，浅色与深色', async () => {
    const reader = { username: `em${uniqueSuffix()}`, password: 'reader12345', nick_name: '有邮箱的读者' };
    await registerAccount(server.baseUrl, reader);
    const session = await json<{ token: string }>('/api/user/login', 'POST', { username: reader.username, password: reader.password });
    smtp.mails.length = 0;
    await json('/api/user/email', 'PUT', { email: `${reader.username}@example.com` }, session.token);
    const [verify] = await smtp.waitFor(1);
    await json('/api/user/verifyEmail', 'POST', { token: linkPath(verify!, 'verifyEmail').split('token=')[1] });
    await json('/api/user/forgotPassword', 'POST', { account: reader.username });
    const [, reset] = await smtp.waitFor(2);
    const resetPath = linkPath(reset!, 'resetPassword');

    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await openThemedPage(browser, viewport, theme);
        await page.goto(`${server.baseUrl}/home`);
        await page.getByRole('button', { name: viewport === PHONE ? '打开菜单' : '登录', exact: true }).first().click();
        if (viewport === PHONE) await page.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: '登录' }).first().click();
        await submitLoginDialog(page, reader.username, reader.password);
        await page.goto(`${server.baseUrl}/userCenter`);
        const card = page.getByRole('region', { name: '邮箱与通知' });
        await card.getByText(`已验证：${reader.username}@example.com`).waitFor();
        await card.scrollIntoViewIfNeeded();
        await shot(page, `account-email-${viewport.width}-${theme}`);
        await page.goto(`${server.baseUrl}${resetPath}`);
        await page.getByRole('heading', { name: '设置新密码' }).waitFor();
        await shot(page, `reset-page-${viewport.width}-${theme}`);
        await page.context().close();
      }
    }
  });
});
