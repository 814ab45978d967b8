import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { OwnLink } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { uniqueSuffix } from '../lib/admin';
import { apiLogIn, apiRegister, submitLoginDialog } from '../lib/logIn';

/** 申请友链 with the optional 网站头像 left alone (issue 25, item 2), at both widths. */

const PASSWORD = 'abc12345';

describe.skipIf(!chromiumPath)('applying for a friend link without an avatar, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`submits and shows the pending application (${viewport.width} px)`, async () => {
      const username = `e2e_a${uniqueSuffix()}`.slice(0, 16);
      await apiRegister(username, PASSWORD);
      const siteName = `无头像${username.slice(-5)}`;
      const { context, page } = await openPage(browser, viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`${baseUrl}/link/list`);
      // A guest's 申请友链 opens the login dialog; logged in, the same button opens the form.
      await page.getByRole('button', { name: '申请友链' }).click();
      await submitLoginDialog(page, username, PASSWORD);
      await page.getByRole('button', { name: '申请友链' }).click();
      await page.getByLabel('网站名称').fill(siteName);
      await page.getByLabel('网站描述').fill('从来没有碰过头像那一栏');
      await page.getByLabel('网站地址').fill('https://no-avatar.example.com');
      await page.getByRole('button', { name: '提交申请' }).click();

      await page.getByText('申请已提交，等待博主审核').waitFor();
      await page.getByText('你的友链申请正在审核中').waitFor();
      const mine = page.getByLabel('我的友链申请');
      await mine.getByText(siteName).waitFor();
      // No avatar: the card shows the name's first character instead.
      expect(await mine.locator('img').count()).toBe(0);
      expect(errors).toEqual([]);

      const me = await apiLogIn(username, PASSWORD);
      const own = await api<OwnLink>('/api/links/getOwnLink', { headers: { authorization: `Bearer ${me.token}` } });
      expect(own).toMatchObject({ site_name: siteName, site_avatar: '', url: 'https://no-avatar.example.com', status: 1 });
      await context.close();
    });
  }
});
