import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LINK_TEXT, type OwnLink } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { apiLogIn, apiRegister, submitLoginDialog } from '../lib/logIn';

/**
 * One friend link per account, and a second application replaces the first (README 设计说明). Our own
 * page shows an application once there is one, but a tab opened before it still offers 申请友链: that
 * second application must succeed and show what now waits for review, not a refusal.
 */
const PASSWORD = 'abc12345';

async function fillApplication(page: Page, siteName: string, url: string): Promise<void> {
  await page.getByRole('button', { name: '申请友链' }).click();
  await page.getByLabel('网站名称').fill(siteName);
  await page.getByLabel('网站描述').fill('前端和读书笔记');
  await page.getByLabel('网站头像地址').fill('https://img.example.com/avatar.png');
  await page.getByLabel('网站地址').fill(url);
  await page.getByRole('button', { name: '提交申请' }).click();
}

describe.skipIf(!chromiumPath)('applying for a friend link twice in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as [string, Viewport][]) {
    it(`${label}: the application sent from a tab opened earlier replaces the pending one`, async () => {
      const username = `e2e_r${Date.now().toString(36).slice(-7)}`;
      await apiRegister(username, PASSWORD);
      const { context, page: first } = await openPage(browser, viewport);
      await first.goto(`${baseUrl}/link/list`);
      // A guest's 申请友链 opens the login dialog, at both widths.
      await first.getByRole('button', { name: '申请友链' }).click();
      await submitLoginDialog(first, username, PASSWORD);
      const second = await context.newPage();
      await second.goto(`${baseUrl}/link/list`);
      await second.getByRole('button', { name: '申请友链' }).waitFor();

      await fillApplication(first, '爱丽丝小栈', 'https://alice.exmaple.com');
      await first.getByLabel('我的友链申请').getByText('爱丽丝小栈').waitFor();

      // The second tab still shows the form for a first application.
      await fillApplication(second, '爱丽丝小站', 'https://alice.example.com');
      await second.getByText(LINK_TEXT.replacedPending).waitFor();
      const mine = second.getByLabel('我的友链申请');
      await mine.getByText('待审核').waitFor();
      await mine.getByText('爱丽丝小站').waitFor();
      await second.getByText('审核前修改的内容会直接替换这份申请').waitFor();

      const { token } = await apiLogIn(username, PASSWORD);
      const own = await api<OwnLink>('/api/links/getOwnLink', { headers: { authorization: `Bearer ${token}` } });
      expect(own).toMatchObject({ site_name: '爱丽丝小站', url: 'https://alice.example.com', status: 1 });
      await first.reload();
      await first.getByLabel('我的友链申请').getByText('爱丽丝小站').waitFor();
      expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }
});
