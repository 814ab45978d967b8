import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { PageResult, PhotoAlbumItem, PhotoItem, TalkItem } from '@blog/contract';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';

const talkList = (current: number, size: number) =>
  api<PageResult<TalkItem>>('/api/talk/blogGetTalkList', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ current, size }),
  });

const post = (page: Page, id: number) => page.locator(`article#talk-${id}`);
const likeCount = async (article: Locator) => Number(await article.getByTestId('like-count').textContent());

/** The first line of a post, as a reader would look for it. */
const firstLine = (talk: TalkItem) => talk.content.split('\n')[0]!;

describe.skipIf(!chromiumPath)('talk and photo albums in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/talk shows the seeded posts, pinned first, with their picture grids', async () => {
    const { list } = await talkList(1, 10);
    const nine = list.find((t) => t.talkImgList?.length === 9)!;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/talk`);
    const first = page.locator('article').first();
    await first.getByText(firstLine(list[0]!)).waitFor();
    expect(list[0]!.is_top).toBe(1);
    expect(await first.getByText('置顶').isVisible()).toBe(true);
    expect(await page.locator('article').count()).toBe(list.length);

    const grid = post(page, nine.id);
    await grid.scrollIntoViewIfNeeded();
    expect(await grid.getByRole('img', { name: /说说配图/ }).count()).toBe(9);
    // The thumbnails really load (lazy images near the viewport).
    await expect
      .poll(() => grid.locator('img').first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    await context.close();
  });

  it('likes and unlikes a post; both survive a reload', async () => {
    const { list } = await talkList(1, 10);
    const target = list.find((t) => t.is_top !== 1)!;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/talk`);
    const article = post(page, target.id);
    const like = article.getByRole('button', { name: '点赞', exact: true });
    await like.waitFor();
    const before = await likeCount(article);

    await like.click();
    await article.getByRole('button', { name: '取消点赞', exact: true }).waitFor();
    await expect.poll(() => likeCount(article)).toBe(before + 1);
    await page.reload();
    await article.getByRole('button', { name: '取消点赞', exact: true }).waitFor();
    expect(await article.getByRole('button', { name: '取消点赞', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await likeCount(article)).toBe(before + 1);

    await article.getByRole('button', { name: '取消点赞', exact: true }).click();
    await article.getByRole('button', { name: '点赞', exact: true }).waitFor();
    await expect.poll(() => likeCount(article)).toBe(before);
    await page.reload();
    await article.getByRole('button', { name: '点赞', exact: true }).waitFor();
    expect(await likeCount(article)).toBe(before);
    await context.close();
  });

  it('/talk?id= of an older post (not on the first page) scrolls to it and highlights it', async () => {
    const firstPage = await talkList(1, 10);
    expect(firstPage.total).toBeGreaterThan(10);
    const older = (await talkList(2, 10)).list[0]!;
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/talk?id=${older.id}`);
    const target = post(page, older.id);
    await target.getByText(firstLine(older)).waitFor();
    expect(await target.getAttribute('data-highlighted')).toBe('true');
    expect(await page.locator('[data-highlighted="true"]').count()).toBe(1);
    await expect
      .poll(() =>
        target.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    await context.close();
  });

  it('/photoAlbum lists the albums with their photo counts', async () => {
    const albums = await api<PhotoAlbumItem[]>('/api/photoAlbum/getAllAlbumList');
    expect(albums.length).toBeGreaterThanOrEqual(3);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/photoAlbum`);
    for (const album of albums) {
      const card = page.getByRole('link', { name: `${album.album_name}，${album.photo_count} 张照片` });
      await card.waitFor();
      expect(await card.getAttribute('href')).toBe(`/photos?id=${album.id}`);
    }
    await context.close();
  });

  it('opens an album, views a photo full screen and moves with the arrow keys; Esc closes', async () => {
    const [album] = await api<PhotoAlbumItem[]>('/api/photoAlbum/getAllAlbumList');
    const list = await api<PhotoItem[]>(`/api/photo/getAllPhotosByAlbumId/${album!.id}`);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/photoAlbum`);
    await page.getByRole('link', { name: new RegExp(`^${album!.album_name}，`) }).click();
    await page.waitForURL(new RegExp(`/photos\\?id=${album!.id}$`));
    await page.getByRole('heading', { level: 1, name: album!.album_name }).waitFor();
    expect(await page.getByRole('button', { name: /^查看第 \d+ 张照片$/ }).count()).toBe(list.length);

    await page.getByRole('button', { name: '查看第 1 张照片', exact: true }).click();
    const viewer = page.locator('.ant-image-preview');
    const counter = viewer.locator('.ant-image-preview-progress');
    const shown = () => viewer.locator('img.ant-image-preview-img').getAttribute('src');
    await counter.getByText(`1 / ${list.length}`).waitFor();
    expect(await shown()).toBe(list[0]!.url);

    await page.keyboard.press('ArrowRight');
    await counter.getByText(`2 / ${list.length}`).waitFor();
    await expect.poll(shown).toBe(list[1]!.url);
    await page.keyboard.press('ArrowRight');
    await counter.getByText(`3 / ${list.length}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await counter.getByText(`2 / ${list.length}`).waitFor();
    await expect.poll(shown).toBe(list[1]!.url);

    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    await context.close();
  });
});
