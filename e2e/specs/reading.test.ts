import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ArticleDetail, ArticleListItem, PageResult, TagEntry } from '@blog/contract';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader } from '../lib/browser';

/** A run of Chinese characters from the article body, to search for as a reader would. */
function chinesePhrase(markdown: string, length: number): string {
  const runs = markdown.match(/[\u4e00-\u9fff]{8,}/g) ?? [];
  const run = runs[Math.floor(runs.length / 2)];
  if (!run) throw new Error('article has no Chinese text');
  return run.slice(2, 2 + length);
}

describe.skipIf(!chromiumPath)('reading the blog in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/ lands on /home and lists the newest articles, pinned first', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/home$/);
    const first = home.list[0]!;
    expect(first.is_top).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: first.article_title }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('置顶').first().isVisible()).toBe(true);
    await context.close();
  });

  it('opens an article from the home list and shows its rendered code and table of contents', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const withCode = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
    const target = withCode.find((a) => a.article_content.includes('```'))!;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('link', { name: target.article_title }).first().click();
    await page.waitForURL(new RegExp(`/article\\?id=${target.id}$`));
    await page.locator('.md-editor-preview pre code').first().waitFor();
    expect(await page.locator('.md-editor-preview pre code').count()).toBeGreaterThan(0);
    const firstHeading = target.article_content.match(/^##\s+(.+)$/m)![1]!.trim();
    await expect.poll(() => page.locator('.md-editor-catalog').getByText(firstHeading).first().isVisible()).toBe(true);
    await context.close();
  });

  it('at 390 px opens the table of contents from its button and jumps to the last heading', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const details = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
    const headingsOf = (a: ArticleDetail) => [...a.article_content.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
    const target = details.reduce((most, a) => (headingsOf(a).length > headingsOf(most).length ? a : most));
    const last = headingsOf(target).at(-1)!;
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/article?id=${target.id}`);
    await page.locator('.md-editor-preview pre code').first().waitFor();
    await page.getByRole('button', { name: '打开文章目录' }).click();
    const drawer = page.getByRole('dialog', { name: '目录' });
    await drawer.getByText(last, { exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    const heading = page.locator('.md-editor-preview h2').filter({ hasText: last });
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return !!box && box.y >= 0 && box.y < PHONE.height;
      })
      .toBe(true);
    await context.close();
  });

  it('finds an article by a Chinese phrase from its body and opens the hit', async () => {
    const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/10');
    const article = await api<ArticleDetail>(`/api/article/getArticleById/${home.list[2]!.id}`);
    const phrase = chinesePhrase(article.article_content, 4);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '搜索' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(phrase);
    const hit = dialog.getByText(article.article_title).first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(new RegExp(`/article\\?id=${article.id}$`));
    await context.close();
  });

  it('remembers only the term a reader searched for, not each half-typed word on the way', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '搜索文章' }).click();
    const dialog = page.getByRole('dialog', { name: '搜索文章' });
    const input = dialog.getByRole('textbox', { name: '搜索文章' });
    // Slower than the search's debounce: every prefix is searched and shown on the way.
    await input.pressSequentially('React', { delay: 450 });
    await dialog.getByRole('list', { name: '搜索结果' }).waitFor();
    await input.press('Enter');
    await page.waitForURL(/\/article\?id=\d+$/);

    await page.getByRole('button', { name: '搜索文章' }).click();
    await input.fill('');
    const history = dialog.getByRole('list', { name: '搜索历史' });
    await history.waitFor();
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual(['React']);
    await context.close();
  });

  it('/articleList takes its title from the server, never from the address', async () => {
    const [tag] = await api<TagEntry[]>('/api/tag/getTagDictionary');
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/articleList?type=tag&id=${tag!.id}&name=${encodeURIComponent('伪造的名字')}`);
    await page.getByRole('heading', { level: 1, name: `标签 - ${tag!.tag_name}` }).waitFor();
    expect(await page.getByText('伪造的名字').count()).toBe(0);

    // An unknown one is said to be missing (article-lists.test.ts), under no title the address made up.
    await page.goto(`${baseUrl}/articleList?type=category&id=999&name=x`);
    await page.getByRole('heading', { level: 1, name: '分类不存在' }).waitFor();
    expect(await page.getByText('分类 - x').count()).toBe(0);
    await context.close();
  });

  it('keeps the chosen theme after a reload', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: /切换到/ }).first().click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(after);
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(after);
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/no/such/page`);
    await expect.poll(() => page.getByText('404').first().isVisible()).toBe(true);
    await page.getByRole('link', { name: /首页/ }).last().click();
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('opens the drawer menu at 390 px and navigates with it', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.mobile-drawer .ant-drawer-content-wrapper');
    await drawer.waitFor();
    const drawerWidth = await drawer.evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.round(drawerWidth)).toBe(Math.round(PHONE.width * 0.6));
    await drawer.getByText('时间轴').click();
    await page.waitForURL(/\/archives$/);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`opens a picture of the article full screen when clicked, and Escape closes it (${viewport.width} px)`, async () => {
      const home = await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/20');
      const articles = await Promise.all(home.list.map((a) => api<ArticleDetail>(`/api/article/getArticleById/${a.id}`)));
      const withPicture = articles.find((a) => /!\[[^\]]+\]\(\/uploads\//.test(a.article_content))!;
      const [, alt, src] = /!\[([^\]]+)\]\((\/uploads\/[^)\s]+)\)/.exec(withPicture.article_content)!;
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/article?id=${withPicture.id}`);
      // The server's copy of the article shows the picture too, but only the reader's opens it.
      await waitForArticleReader(page);
      const picture = page.locator(`.article-body img[alt="${alt}"]`).first();
      await picture.scrollIntoViewIfNeeded();
      await picture.click();
      // The viewer comes in its own chunk on first use, and shows the picture that was clicked.
      const shown = page.locator('.ant-image-preview img.ant-image-preview-img');
      await shown.waitFor();
      expect(new URL((await shown.getAttribute('src')) ?? '', baseUrl).pathname).toBe(src);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.ant-image-preview-img').count()).toBe(0);
      await context.close();
    });
  }
});
