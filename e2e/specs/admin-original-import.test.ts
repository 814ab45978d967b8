import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buttonText, seeText } from '../lib/admin';
import { chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { createOriginalDatabase, describeWithMysql, type OriginalDatabase } from '../../server/test/helpers/mysql';
import { fillOriginal, makeUploadsDir } from '../../server/test/helpers/originalRows';

/**
 * The blogger moves from the original site: on a fresh site (no demo content) they give the old
 * MariaDB address in 从原站导入, check it (row counts), import, read the report, and the imported
 * article is on the home page. On its own server: an import needs an empty site.
 */
describeWithMysql('the console imports the original site', (mysqlUrl) => {
  describe.skipIf(!chromiumPath)('in Chromium', () => {
    let own: OwnServer;
    let browser: Browser;
    let original: OriginalDatabase;
    let uploadsDir: string;

    beforeAll(async () => {
      original = await createOriginalDatabase(mysqlUrl);
      await fillOriginal(original.connection);
      uploadsDir = await makeUploadsDir();
      own = await startOwnServer({ env: { SEED_DEMO: 'false' } });
      browser = await launchBrowser();
    }, 90_000);
    afterAll(async () => {
      await browser?.close();
      await own?.dispose();
      await original?.drop();
      if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    });

    it('checks the connection, imports, shows the report; the article is on the home page', async () => {
      const { context, page } = await openPage(browser);
      await page.goto(`${own.baseUrl}/home`);
      await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
      await page.goto(`${own.baseUrl}/admin/data`);
      await page.getByRole('tab', { name: '从原站导入' }).click();

      const address = page.getByPlaceholder('mysql://用户名:密码@主机:3306/数据库名');
      await address.fill(original.userUrl.replace(original.password, 'wrong-password'));
      await page.getByRole('button', { name: buttonText('检查连接') }).click();
      // The server connects only to an address the admin confirms.
      await page.getByRole('dialog').filter({ hasText: '从服务器连接这个地址？' }).getByRole('button', { name: buttonText('连接') }).click();
      await page.getByRole('alert').filter({ hasText: '用户名或密码不正确' }).waitFor();

      await address.fill(original.userUrl);
      await page.getByPlaceholder(/服务器上的绝对路径/).fill(uploadsDir);
      await page.getByRole('button', { name: buttonText('检查连接') }).click();
      await page.getByRole('dialog').filter({ hasText: '从服务器连接这个地址？' }).getByRole('button', { name: buttonText('连接') }).click();
      const found = page.getByRole('region', { name: '找到的内容' });
      await found.getByRole('row').filter({ hasText: 'blog_comment' }).filter({ hasText: '8' }).waitFor();

      await page.getByRole('button', { name: buttonText('开始导入') }).click();
      const report = page.getByRole('region', { name: '导入报告' });
      const comments = report.getByRole('row').filter({ hasText: 'blog_comment' });
      await comments.waitFor({ timeout: 60_000 });
      await comments.getByRole('cell', { name: '5', exact: true }).waitFor();
      await comments.getByRole('cell', { name: '3', exact: true }).waitFor();
      await report.getByText('状态 7 无法识别，以草稿导入（访客看不到）').waitFor();
      await report.getByText(/上传文件夹里找不到或无法读取 1 张/).waitFor();

      await page.goto(`${own.baseUrl}/home`);
      await seeText(page, '第一篇文章');
      await context.close();
    });
  });
});
