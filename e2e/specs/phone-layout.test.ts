import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, chromiumPath, launchBrowser, openPage, PHONE } from '../lib/browser';

/** Layout on a 390 px phone (issue 25, items 9 and 10): measured boxes, not pixels. */

/** Whether each floating control the picture preview's toolbar lies on is still shown: none should be. */
async function controlsUnderToolbar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toolbar = document.querySelector('.ant-image-preview-actions')!.getBoundingClientRect();
    const under: string[] = [];
    for (const control of document.querySelectorAll('.floating-dock, .floating-button, .music-disc')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      const overlaps = box.left < toolbar.right && box.right > toolbar.left && box.top < toolbar.bottom && box.bottom > toolbar.top;
      if (overlaps) under.push(control.className.toString());
    }
    return under;
  });
}

describe.skipIf(!chromiumPath)('a 390 px phone, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/category has room for each category name on its card, none cut short', async () => {
    const categories = await api<{ id: number; category_name: string }[]>('/api/category/getCategoryDictionary');
    expect(categories.length).toBeGreaterThan(1);
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/category`);
    const cards = page.locator('main a[href*="type=category"]');
    await expect.poll(() => cards.count()).toBe(categories.length);
    for (const category of categories) {
      const name = cards.getByText(category.category_name, { exact: true });
      const room = await name.evaluate((el) => ({
        width: el.clientWidth,
        needed: el.scrollWidth,
        em: parseFloat(getComputedStyle(el).fontSize),
      }));
      // Four full-width characters: the seeded names are 3 and 4 long, and so are most.
      expect(room.width, category.category_name).toBeGreaterThanOrEqual(4 * room.em);
      // A name that fits the card at one em a character is shown whole (other specs add long names,
      // which may end in an ellipsis).
      if ([...category.category_name].length * room.em <= room.width) expect(room.needed, category.category_name).toBeLessThanOrEqual(room.width);
    }
    // Still two cards side by side.
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    await context.close();
  });

  it('the talk picture preview has its toolbar clear of the bottom bar, disc and round buttons', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/talk`);
    await page.locator('.floating-dock').waitFor();
    await page.getByRole('img', { name: /^说说配图 1\// }).first().click();
    await page.locator('.ant-image-preview-actions').waitFor();
    expect(await controlsUnderToolbar(page)).toEqual([]);
    // Closed, the controls are back.
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview').waitFor({ state: 'detached' });
    expect(await page.locator('.floating-dock').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '打开音乐面板' }).isVisible()).toBe(true);
    await context.close();
  });

  it('the album picture preview has its toolbar clear of them too', async () => {
    const [album] = await api<{ id: number }[]>('/api/photoAlbum/getAllAlbumList');
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/photos?id=${album!.id}`);
    await page.locator('.floating-dock').waitFor();
    await page.getByRole('button', { name: '查看第 1 张照片' }).click();
    await page.locator('.ant-image-preview-actions').waitFor();
    expect(await controlsUnderToolbar(page)).toEqual([]);
    await context.close();
  });
});
