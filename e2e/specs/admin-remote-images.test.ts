import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, PHONE, type Viewport } from '../lib/browser';
import { openImportedArticle, openSignedIn, seeText, shot, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';
import { randomPng } from '../lib/png';
import { presetTheme, type SiteTheme } from '../lib/theme';
import { buildZip } from '../../server/test/helpers/zip';

/**
 * Pictures kept home: a Hexo post whose picture lives on another site (a local picture server on
 * 127.0.0.1, reachable only through the e2e server's OUTBOUND_ALLOW_PRIVATE_FOR_TESTS) is imported
 * with 下载外链图片, and the reader shows it from /uploads; the editor's 将外链图片转存到本站 does the
 * same for one article, on a wide screen and on a phone.
 */

const suffix = uniqueSuffix();
const TITLE = `外链图片搬家 ${suffix}`;

/** Another site's pictures. */
function startPictureServer(): Promise<{ base: string; close: () => Promise<void> }> {
  const pictures: Record<string, Buffer> = { '/photo.png': randomPng(48, 36), '/other.png': randomPng(30, 20) };
  const server = http.createServer((request, response) => {
    const picture = pictures[request.url ?? ''];
    if (picture) response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    else response.writeHead(404).end('not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The picture has arrived from our own uploads and is drawn at its real size. */
async function expectOwnPicture(page: Page, selector: string, width: number): Promise<void> {
  const picture = page.locator(selector).first();
  await picture.waitFor();
  expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);
  await page.waitForFunction(([img, w]) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === w, [await picture.elementHandle(), width] as const);
}

describe.skipIf(!chromiumPath)('pictures kept home: 下载外链图片 and 将外链图片转存到本站, in Chromium', () => {
  let browser: Browser;
  let admin: SignedInState;
  let pictures: { base: string; close: () => Promise<void> };

  beforeAll(async () => {
    pictures = await startPictureServer();
    browser = await launchBrowser();
    admin = await signInAdminOnce(browser);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await pictures?.close();
  });

  const zip = (title: string) =>
    buildZip([
      {
        name: `source/_posts/remote-${suffix}.md`,
        data: `---\ntitle: ${title}\ncategories: 搬家${suffix}\n---\n{% note info %}\n图片原来放在图床上。\n{% endnote %}\n\n![远程图](${pictures.base}/photo.png)\n\n![丢了](${pictures.base}/gone.png)\n`,
      },
    ]);

  async function openImport(theme: SiteTheme, viewport: Viewport, title: string) {
    const { context, page } = await openSignedIn(browser, admin, viewport);
    await presetTheme(context, theme);
    await page.goto(`${baseUrl}/admin/data`);
    await page.getByRole('tab', { name: 'Markdown 导入' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'remote.zip', mimeType: 'application/zip', buffer: zip(title) });
    await page.getByText('已选择：remote.zip').waitFor();
    await page.getByRole('checkbox', { name: '下载外链图片' }).check();
    return { context, page };
  }

  it('imports a post with 下载外链图片: the report counts the picture and the tag, the reader shows our own copy', async () => {
    const { context, page } = await openImport('light', DESKTOP, TITLE);
    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByText('导入完成', { exact: true }).waitFor();
    const report = page.getByRole('region', { name: '导入报告' });
    await report.getByText(/外链图片已下载 1 张，1 张没有下载/).waitFor();
    await report.getByRole('list', { name: '转换的 Hexo 标签' }).getByText('{% note %} → ::: tip / warning / danger').waitFor();
    await report.getByText(`外链图片「${pictures.base}/gone.png」没有下载：对方回答 HTTP 404，链接保持原样`).waitFor();
    await shot(page, 'remote-images-import-report-1366-light');
    await context.close();

    const { context: visitorContext, page: visitor } = await openImportedArticle(browser, TITLE);
    await expectOwnPicture(visitor, '.md-editor-preview img[alt="远程图"]', 48);
    await visitorContext.close();
  }, 120_000);

  it('previews the same zip on a phone in the dark theme: nothing is fetched, the report says so', async () => {
    const { context, page } = await openImport('dark', PHONE, `${TITLE} 预览`);
    await page.getByRole('button', { name: '预览（不写入）' }).click();
    await page.getByText('预览结果（没有写入任何内容）').waitFor();
    await page.getByRole('region', { name: '导入报告' }).getByText(/外链图片将下载 2 张（预览不下载）/).waitFor();
    await shot(page, 'remote-images-import-preview-390-dark');
    await context.close();
  }, 120_000);

  for (const [viewport, theme, label] of [
    [DESKTOP, 'light', '1366-light'],
    [PHONE, 'dark', '390-dark'],
  ] as const) {
    it(`the editor's 将外链图片转存到本站 rewrites the pictures and lists the one that failed (${label})`, async () => {
      const { context, page } = await openSignedIn(browser, admin, viewport);
      await presetTheme(context, theme);
      await page.goto(`${baseUrl}/admin/articles/new`);
      await page.getByRole('textbox', { name: '文章标题' }).fill(`编辑器转存 ${label} ${suffix}`);
      await page.locator('.cm-content').click();
      await page.keyboard.insertText(`开头的一段。\n\n![另一张](${pictures.base}/other.png)\n\n![不存在](${pictures.base}/gone.png)\n`);
      await page.locator('.cm-content').getByText('开头的一段。').waitFor();
      await shot(page, `remote-images-editor-before-${label}`);

      await page.getByRole('button', { name: '将外链图片转存到本站' }).click();
      await seeText(page, '已转存 1 张，1 张没有转存');
      const failures = page.getByRole('list', { name: '没有转存的图片' });
      await failures.getByText(`${pictures.base}/gone.png`).waitFor();
      await failures.getByText(/对方回答 HTTP 404/).waitFor();
      await shot(page, `remote-images-editor-after-${label}`);
      // What the author wrote is all there (the editor folds long addresses into "(...)"); the
      // preview shows the copy from our uploads and the failed picture's address as it was.
      expect(await page.locator('.cm-content').innerText()).toMatch(/^开头的一段。\n+!\[另一张\]\(.*\)\n+!\[不存在\]\(.*\)/);
      if (viewport === PHONE) await page.locator('.md-editor-toolbar [title="预览"]').click();
      await expectOwnPicture(page, '.md-editor-preview img[alt="另一张"]', 30);
      expect(await page.locator('.md-editor-preview img[alt="不存在"]').getAttribute('src')).toBe(`${pictures.base}/gone.png`);
      if (viewport === PHONE) await shot(page, `remote-images-editor-preview-${label}`);
      await context.close();
    }, 120_000);
  }
});
