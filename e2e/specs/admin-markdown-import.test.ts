import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';
import { randomPng } from '../lib/png';
import { openImportedArticle, shot, uniqueSuffix } from '../lib/admin';
import { buildZip } from '../../server/test/helpers/zip';

/**
 * A blogger moving from Hexo: drops a zip of posts on 导入导出与备份 → Markdown 导入, previews
 * (nothing written), imports, and a visitor reads the article with its picture on the site.
 */

const suffix = uniqueSuffix();
const TITLE = `从 Hexo 搬来的文章 ${suffix}`;
const BROKEN = `broken-${suffix}.md`;

describe.skipIf(!chromiumPath)('the admin console: Markdown import, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('previews a zip, imports it, and the article is on the public site', async () => {
    const zip = buildZip([
      { name: `source/_posts/moved-${suffix}.md`, data: `---\ntitle: ${TITLE}\ndate: 2023-04-05 06:07:08\ncategories:\n  - [旧博客, 随笔${suffix}]\ntags: [搬家${suffix}]\n---\n搬家后的第一段。\n\n![小图](images/pic.png)\n` },
      { name: 'source/_posts/images/pic.png', data: randomPng(40, 30) },
      { name: `source/_posts/${BROKEN}`, data: '---\ntitle: [没写完\n---\n' },
    ]);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto(`${baseUrl}/admin/data`);
    await page.getByRole('tab', { name: 'Markdown 导入' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'hexo-posts.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByText('已选择：hexo-posts.zip').waitFor();

    await page.getByRole('button', { name: '预览（不写入）' }).click();
    await page.getByText('预览结果（没有写入任何内容）').waitFor();
    const report = page.getByRole('region', { name: '导入报告' });
    await report.getByRole('row').filter({ hasText: TITLE }).getByText('新建').waitFor();
    await report.getByRole('row').filter({ hasText: BROKEN }).getByText(/第 2 行：YAML 头部格式错误/).waitFor();
    const before = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/50');
    if (before.list.some((item) => item.article_title === TITLE)) throw new Error('预览不应写入文章');

    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByText('导入完成', { exact: true }).waitFor();
    await report.getByRole('row').filter({ hasText: TITLE }).getByText(`本站每篇文章只有一个分类，取「随笔${suffix}」；未使用：「旧博客」`).waitFor();
    await shot(page, 'markdown-import-report');

    const { context: visitorContext, page: visitor } = await openImportedArticle(browser, TITLE);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.getByText('搬家后的第一段。').waitFor();
    const picture = visitor.locator('.md-editor-preview img[alt="小图"]');
    await picture.waitFor();
    await visitor.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 40, await picture.elementHandle());
    await visitorContext.close();
    await context.close();
  }, 120_000);
});
