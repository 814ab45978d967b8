import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import yauzl from 'yauzl';
import { parse } from 'yaml';
import { api, baseUrl, chromiumPath, launchBrowser, PHONE } from '../lib/browser';
import { buttonText, openSignedIn, shot, uniqueSuffix, type SignedInState, signInAdminOnce } from '../lib/admin';

/**
 * The blogger takes the writing out: 导入导出与备份 → Markdown 导出 shows how many articles the
 * chosen filter takes and downloads a zip of .md files with front matter and their images.
 */

/** Every entry of a zip by its path inside the archive. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

/** The public articles a visitor's home list has, by title. */
async function publicTitles(): Promise<string[]> {
  const titles: string[] = [];
  for (let current = 1; ; current += 1) {
    const page = await api<{ total: number; list: Array<{ article_title: string }> }>(`/api/article/blogHomeGetArticleList/${current}/20`);
    titles.push(...page.list.map((article) => article.article_title));
    if (page.list.length === 0 || titles.length >= page.total) return titles.sort();
  }
}

/** antd's button-style radios hide the input itself: the label is what a person clicks. */
/** antd draws a select's visible choices itself; the role=option list is for screen readers only. */
const pickOption = (page: Page, text: string) => page.locator('.ant-select-item-option').filter({ hasText: text }).click();

const chooseFiltered = (page: Page) => page.locator('label').filter({ hasText: '按条件筛选' }).click();

const countShown = (page: Page) => page.getByTestId('markdown-export-count');

async function openExportTab(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/admin/data`);
  await page.getByRole('tab', { name: 'Markdown 导出' }).click();
  await countShown(page).filter({ hasText: /将导出\s*\d+\s*篇文章/ }).waitFor();
}

describe.skipIf(!chromiumPath)('the admin console: Markdown export, in Chromium', () => {
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

  it('the admin filters by 公开 and downloads a zip holding every public demo article with its images', async () => {
    const titles = await publicTitles();
    expect(titles.length).toBeGreaterThan(0);
    const { context, page } = await openSignedIn(browser, adminState);
    await openExportTab(page);
    await shot(page, 'markdown-export-desktop');

    await chooseFiltered(page);
    await page.getByRole('combobox', { name: '状态' }).click();
    await pickOption(page, '公开');
    await expect.poll(async () => (await countShown(page).textContent())?.replace(/\s+/g, '')).toBe(`将导出${titles.length}篇文章`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: buttonText('导出') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^博客文章-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await unzip(await readFile(await download.path()));

    const markdown = [...files].filter(([name]) => name.endsWith('.md'));
    const fronts = markdown.map(([, bytes]) => {
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(bytes.toString('utf8'));
      if (!match) throw new Error('没有 front matter');
      return { front: parse(match[1]!) as { title: string; status: string }, body: match[2]! };
    });
    expect(fronts.map(({ front }) => front.title).sort()).toEqual(titles);
    expect(new Set(fronts.map(({ front }) => front.status))).toEqual(new Set(['public']));
    // The demo articles use the site's own images: each link into images/ has its file in the zip.
    const linked = fronts.flatMap(({ body }) => [...body.matchAll(/\]\((images\/[^\s)]+)/g)].map((match) => match[1]!));
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((entry) => !files.has(entry))).toEqual([]);
    expect(files.has('导出报告.txt')).toBe(true);
    await context.close();
  });

  it('on a phone in the dark theme, a filter nothing matches shows the empty state and no export button to press', async () => {
    const { context, page } = await openSignedIn(browser, adminState, PHONE);
    await page.addInitScript(() => {
      localStorage.setItem(btoa(encodeURIComponent('useDarkKEY')), btoa(encodeURIComponent(JSON.stringify('dark'))));
    });
    // The console's own bearer token, to add a category no article is in.
    const authorization = page.waitForRequest((request) => request.url().includes('/api/') && request.headers().authorization !== undefined);
    await openExportTab(page);
    await shot(page, 'markdown-export-phone-dark');
    const emptyCategory = `空分类${uniqueSuffix()}`.slice(0, 12);
    await api('/api/category/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: (await authorization).headers().authorization! },
      body: JSON.stringify({ category_name: emptyCategory }),
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Markdown 导出' }).click();
    await chooseFiltered(page);
    await page.getByRole('combobox', { name: '分类' }).click();
    await page.getByRole('combobox', { name: '分类' }).fill(emptyCategory);
    await pickOption(page, emptyCategory);
    await page.getByText('没有符合条件的文章，换个条件试试').waitFor();
    await expect.poll(() => page.getByRole('button', { name: buttonText('导出') }).isDisabled()).toBe(true);
    await shot(page, 'markdown-export-phone-dark-empty');
    await context.close();
  });
});
