import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ICP_LINK } from '@blog/contract';
import { buttonText, signInAdmin } from '../lib/admin';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';
import { startOwnServer, type OwnServer } from '../lib/ownServer';

/**
 * The site's chrome (网站设置): an ICP number saved in the console is in every page's footer,
 * linked to the MIIT lookup, on a laptop and on a phone; 移除演示内容 empties the demo blog.
 * On its own server, since the removal takes the demo articles other specs read.
 */

const ICP = '京ICP备20240001号-1';

describe.skipIf(!chromiumPath)('site chrome and demo removal, in Chromium', () => {
  let own: OwnServer;
  let browser: Browser;

  beforeAll(async () => {
    own = await startOwnServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  it('网站设置里填的 ICP 备案号出现在页脚，链接到工信部备案查询（1366 与 390）', async () => {
    const { context, page } = await openPage(browser);
    await signInAdmin(page, own.baseUrl);
    await page.goto(`${own.baseUrl}/admin/settings`);
    await page.getByLabel('ICP 备案号').fill(ICP);
    await page.getByRole('button', { name: buttonText('保存') }).click();
    await page.getByText('保存成功').first().waitFor();

    for (const viewport of [DESKTOP, PHONE]) {
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${own.baseUrl}/home`);
      const link = visitor.page.locator('footer.site-footer').getByRole('link', { name: ICP });
      await link.scrollIntoViewIfNeeded();
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(ICP_LINK);
      expect(await link.isVisible()).toBe(true);
      await visitor.context.close();
    }

    // 移除演示内容: listed first, asked, then the home page has nothing left to show.
    await page.goto(`${own.baseUrl}/admin/settings`);
    const card = page.locator('.ant-card').filter({ hasText: '演示内容' });
    await card.getByText('将移除：').waitFor();
    await card.getByRole('button', { name: '移除演示内容' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定移除演示内容？' });
    await confirm.getByRole('button', { name: buttonText('移除') }).click();
    await card.getByText('演示内容已经移除').waitFor();
    await context.close();

    const visitor = await openPage(browser, PHONE);
    await visitor.page.goto(`${own.baseUrl}/home`);
    await visitor.page.getByText('暂无文章').waitFor();
    await visitor.context.close();
  }, 180_000);
});
