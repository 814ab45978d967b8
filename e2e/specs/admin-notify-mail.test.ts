import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMMENT_TYPE } from '@blog/contract';
import { chromiumPath, DESKTOP, launchBrowser, PHONE } from '../lib/browser';
import { buttonText, seeText, shot, signInAdmin, uniqueSuffix } from '../lib/admin';
import { registerAccount } from '../lib/accounts';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { openThemedPage, SITE_THEMES } from '../lib/theme';
import { startLocalSmtp, type LocalSmtp } from '../../server/test/helpers/smtpServer';

/**
 * 网站设置 → 通知 (issue 29), against a real SMTP server on 127.0.0.1 (smtp-server): the blogger
 * fills in SMTP, 发送测试邮件 reports the server's answer, a reader comments and the alert mail
 * arrives with the comment and its link. The server is this spec's own, allowed to reach this
 * machine through the tests' outbound switch.
 */
describe.skipIf(!chromiumPath)('通知：SMTP 设置、测试邮件与评论提醒邮件, in Chromium', () => {
  let browser: Browser;
  let server: OwnServer;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    [browser, server] = await Promise.all([launchBrowser(), startOwnServer({ env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' } })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await smtp?.close();
  });

  it('博主填写 SMTP，发送测试邮件显示成功；读者评论后提醒邮件送到', async () => {
    const page = await openThemedPage(browser, DESKTOP, 'light');
    await signInAdmin(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/admin/settings/notify`);
    await page.getByLabel('SMTP 服务器').fill('127.0.0.1');
    await page.getByLabel('端口').fill(String(smtp.port));
    await page.getByLabel('加密方式').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '不加密' }).click();
    await page.getByLabel('发件人名称').fill('演示博客');
    await page.getByLabel('发件地址').fill('noreply@example.com');
    await page.getByLabel('接收提醒的邮箱').fill('owner@example.com');
    await page.getByRole('checkbox', { name: '新评论与回复' }).check();
    await page.getByLabel('合并时间（秒）').fill('0');
    await page.getByLabel('发送测试邮件到').fill('owner@example.com');
    await page.getByRole('button', { name: buttonText('发送测试邮件') }).click();
    await seeText(page, /发送成功。SMTP 服务器回答：250/);
    const [test] = await smtp.waitFor(1);
    expect(test!.to).toEqual(['owner@example.com']);
    await shot(page, 'notify-settings-1366-light');

    const reader = { username: `mail${uniqueSuffix()}`, password: 'reader12345', nick_name: '来信读者' };
    await registerAccount(server.baseUrl, reader);
    const login = (await (await fetch(`${server.baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: reader.username, password: reader.password }) })).json()) as { result: { token: string } };
    const articles = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/1`)).json()) as { result: { list: { id: number }[] } };
    const articleId = articles.result.list[0]!.id;
    const content = `邮件提醒测试评论 ${uniqueSuffix()}`;
    const posted = (await (
      await fetch(`${server.baseUrl}/api/comment/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.result.token}`, 'user-agent': 'Mozilla/5.0 Chrome/124.0.0.0' },
        body: JSON.stringify({ type: COMMENT_TYPE.article, for_id: articleId, content }),
      })
    ).json()) as { code: number };
    expect(posted.code).toBe(0);

    const mails = await smtp.waitFor(2);
    const alert = mails[1]!;
    expect(alert.to).toEqual(['owner@example.com']);
    // Subject names the site (网站设置's 博客名称); the sender name is the From line's.
    expect(alert.parsed.subject).toContain('新评论与回复');
    expect(String(alert.parsed.from?.text)).toContain('演示博客');
    expect(alert.parsed.text).toContain(content);
    expect(alert.parsed.text).toContain(`/article?id=${articleId}#comments-1-${articleId}`);

    await page.goto(`${server.baseUrl}/admin/outbox`);
    await page.getByText(content).first().waitFor();
    await page.getByText('已发送').first().waitFor();
    await shot(page, 'outbox-1366-light');
  });

  it('通知与发件箱在手机和深色主题下可用（截图）', async () => {
    for (const theme of SITE_THEMES) {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openThemedPage(browser, viewport, theme);
        await signInAdmin(page, server.baseUrl);
        await page.goto(`${server.baseUrl}/admin/settings/notify`);
        await page.getByText('密码（已设置）').or(page.getByText('密码（未设置）')).first().waitFor();
        await shot(page, `notify-settings-${viewport.width}-${theme}`);
        await page.goto(`${server.baseUrl}/admin/outbox`);
        await page.getByText('发件箱', { exact: true }).first().waitFor();
        await page.getByRole('table').waitFor();
        await shot(page, `outbox-${viewport.width}-${theme}`);
        await page.context().close();
      }
    }
  });
});
