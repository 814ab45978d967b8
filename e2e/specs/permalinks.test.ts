import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ApiEnvelope, LoginResult, MarkdownImportReport, PortabilityJob } from '@blog/contract';
import { buttonText, openSignedIn, seeText, shot, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader, type Viewport } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { apiLogIn } from '../lib/logIn';
import { presetTheme, SITE_THEMES } from '../lib/theme';
import { buildZip } from '../../server/test/helpers/zip';

/**
 * A blog moved in keeps its addresses: an old Hexo address typed in the bar lands on the article,
 * the article has its own /post/<slug>, and a redirect the blogger makes on the 重定向 screen works.
 */

const suffix = uniqueSuffix();
const TITLE = `AtomicLong原子类方法介绍${suffix}`;
const OLD_ADDRESS = `/2021/01/21/${TITLE}/`;

const LAYOUTS: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];

/** Imports one Hexo post the way the console does (the zip route, Hexo's default permalink rule). */
async function importHexoPost(token: string): Promise<MarkdownImportReport> {
  const zip = buildZip([{ name: `source/_posts/${TITLE}.md`, data: `---\ntitle: ${TITLE}\ndate: 2021-01-21 10:00:00\ncategories: Java\n---\nAtomicLong 的常用方法。\n` }]);
  const form = new FormData();
  form.append('dryRun', 'false');
  form.append('onDuplicate', 'skip');
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'hexo.zip');
  const response = await fetch(`${baseUrl}/api/portability/admin/markdown/import`, { method: 'POST', headers: { authorization: token }, body: form });
  const started = (await response.json()) as ApiEnvelope<PortabilityJob<MarkdownImportReport>>;
  expect(started.code).toBe(0);
  for (;;) {
    const job = await api<PortabilityJob<MarkdownImportReport>>(`/api/portability/admin/jobs/${started.result.id}`, { headers: { authorization: token } });
    if (job.state === 'done' && job.report) return job.report;
    if (job.state === 'failed') throw new Error(job.error ?? '导入失败');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reader shows the article: its title as the page heading and its text, drawn by React. */
async function seeArticle(page: Page, title: string): Promise<void> {
  await waitForArticleReader(page);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe.skipIf(!chromiumPath)('permalinks and redirects, in Chromium', () => {
  let browser: Browser;
  let admin: LoginResult;
  let adminState: SignedInState;
  let newAddress = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    adminState = await signInAdminOnce(browser);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [layout, viewport] of LAYOUTS) {
    for (const theme of SITE_THEMES) {
      it(`a redirect made on the 重定向 screen sends a visitor on (${layout}, ${theme})`, async () => {
        const { context, page } = await openSignedIn(browser, adminState, viewport);
        await presetTheme(context, theme);
        await page.goto(`${baseUrl}/admin/redirects`);
        await page.getByRole('heading', { name: '重定向', level: 1 }).waitFor();
        await page.getByRole('heading', { name: '这个地址会跳到哪里' }).waitFor();
        await page.locator('.ant-table').waitFor();
        await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
        await shot(page, `redirects-list-${layout}-${theme}`);

        const from = `/old-page/${layout}-${theme}-${suffix}/`;
        await page.getByRole('button', { name: '添加规则' }).first().click();
        const dialog = page.getByRole('dialog').filter({ hasText: '添加重定向规则' });
        await dialog.getByLabel('来源地址').fill(from);
        await dialog.getByLabel('目标地址').fill('/archives');
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
        await shot(page, `redirects-add-${layout}-${theme}`);
        await dialog.getByRole('button', { name: buttonText('添加') }).click();
        await seeText(page, '规则已保存');
        await page.getByRole('row').filter({ hasText: from.replace(/\/$/, '') }).waitFor();

        // The test box says where the address lands, raw or percent-encoded.
        await page.getByLabel('要测试的地址').fill(`${baseUrl}${from}`);
        await page.getByRole('button', { name: buttonText('测试') }).click();
        await page.getByRole('status').getByText('301 跳到 /archives').waitFor();
        await shot(page, `redirects-tested-${layout}-${theme}`);

        // A rule that would shadow the program's own addresses is refused with a reason.
        await page.getByRole('button', { name: '添加规则' }).first().click();
        await dialog.getByLabel('来源地址').fill('/api/article/getHotArticle');
        await dialog.getByText('「/api」开头的地址属于本站程序，不能作为跳转来源').waitFor();
        await dialog.getByRole('button', { name: buttonText('取消') }).click();
        // Something was typed: closing asks first.
        await page.getByRole('button', { name: buttonText('放弃') }).click();
        await dialog.waitFor({ state: 'hidden' });

        const { context: visitorContext, page: visitor } = await openPage(browser, viewport);
        await visitor.goto(`${baseUrl}${from}`);
        await visitor.waitForURL(`${baseUrl}/archives`);
        await visitor.getByRole('heading', { level: 1, name: '时间轴' }).waitFor();
        await visitorContext.close();
        await context.close();
      }, 90_000);
    }
  }

  for (const [layout, viewport] of LAYOUTS) {
    it(`the import form takes the old blog's permalink rule, with presets (${layout})`, async () => {
      const { page } = await openSignedIn(browser, adminState, viewport);
      await page.goto(`${baseUrl}/admin/data`);
      await page.getByRole('tab', { name: 'Markdown 导入' }).waitFor();
      const rule = page.getByLabel('原博客的永久链接规则（用来算出旧地址并建立跳转）：');
      expect(await rule.inputValue()).toBe(':year/:month/:day/:title/');
      await page.getByLabel('原博客类型').click();
      await page.getByTitle('Jekyll').click();
      expect(await rule.inputValue()).toBe('/:categories/:year/:month/:day/:title.html');
      await rule.fill(':year/:month/');
      await page.getByText('规则里至少要有一个').waitFor();
      await shot(page, `import-permalink-rule-${layout}`);
      if (viewport === DESKTOP) {
        // The editor's side panel: the slug field, empty for a new article (made from the title on saving).
        await page.goto(`${baseUrl}/admin/articles/new`);
        await page.getByLabel('链接名').waitFor();
        await page.getByText('留空则保存时由标题生成').waitFor();
        await shot(page, 'editor-slug-field-desktop');
      }
      await page.context().close();
    }, 60_000);
  }

  it('an old Hexo address typed in the bar lands on the imported article', async () => {
    const report = await importHexoPost(admin.token);
    expect(report.items[0]).toMatchObject({ action: 'create', oldAddresses: [OLD_ADDRESS.replace(/\/$/, '')] });
    newAddress = report.items[0]!.address;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}${OLD_ADDRESS}`);
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === newAddress);
    await seeArticle(page, TITLE);
    await page.getByText('AtomicLong 的常用方法。').waitFor();
    await context.close();
  }, 60_000);

  it('the article opens at /post/<slug>, which is its canonical address, and at /article?id=N', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}${encodeURI(newAddress)}`);
    await seeArticle(page, TITLE);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(decodeURIComponent(new URL(canonical ?? '', baseUrl).pathname)).toBe(newAddress);
    // In the app: a link to the old id address opens the same article.
    const detail = await api<{ id: number }>(`/api/article/getArticleBySlug/${encodeURIComponent(newAddress.slice('/post/'.length))}`);
    await page.goto(`${baseUrl}/article?id=${detail.id}`);
    await seeArticle(page, TITLE);
    await context.close();
  }, 60_000);
});
