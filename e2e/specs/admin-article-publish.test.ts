import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ArticleDetail } from '@blog/contract';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, PHONE, type Viewport } from '../lib/browser';
import { openSignedIn, pickOrCreate, seeText, signInAdminOnce, uniqueSuffix, type SignedInState } from '../lib/admin';

/**
 * A new article starts as 草稿: its first save keeps it off the site, and 发布 is the one clear
 * action that puts it there. At both widths (on a phone the settings are in a drawer).
 */

/** What a visitor's article call answers for it: code 0 once it is public. */
async function visitorCode(id: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/article/getArticleById/${id}`);
  return ((await response.json()) as { code: number; result: ArticleDetail | null }).code;
}

const editorId = (page: Page) => Number(/\/articles\/(\d+)\/edit/.exec(page.url())?.[1] ?? 0);

describe.skipIf(!chromiumPath)('the admin console: a new article is a draft until 发布, in Chromium', () => {
  let browser: Browser;
  let adminState: SignedInState;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminState = await signInAdminOnce(browser);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, viewport] of [['1366 px', DESKTOP], ['390 px', PHONE]] as Array<[string, Viewport]>) {
    it(`saves a new article as a draft, then 发布 publishes it (${name})`, async () => {
      const narrow = viewport === PHONE;
      const { context, page } = await openSignedIn(browser, adminState, viewport);
      const title = `草稿到发布 ${uniqueSuffix()}`;
      await page.goto(`${baseUrl}/admin/articles/new`);
      await page.getByRole('textbox', { name: '文章标题' }).fill(title);
      await page.locator('.cm-content').click();
      await page.keyboard.type('先写下开头，还没打算给人看。');

      // A button's name starts with its icon's label.
      const saveDraft = page.getByRole('button', { name: /保存草稿$/ });
      const publish = page.getByRole('button', { name: /发\s*布$/ });
      // Both actions in view, side by side with the title, at either width.
      for (const button of [saveDraft, publish]) {
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }

      if (narrow) await page.getByRole('button', { name: /设\s*置$/ }).click();
      const status = page.getByRole('radiogroup', { name: '文章状态' });
      expect(await status.getByRole('radio', { name: '草稿', exact: true }).isChecked()).toBe(true);
      await pickOrCreate(page, '分类', `发布测试${uniqueSuffix()}`);
      await page.keyboard.press('Escape');
      if (narrow) {
        const settings = page.getByRole('dialog', { name: '文章设置' });
        await settings.getByRole('button', { name: /^(Close|关闭)$/ }).click();
        await settings.waitFor({ state: 'hidden' });
      }

      await saveDraft.click();
      await seeText(page, '保存成功');
      await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
      const id = editorId(page);
      expect(id).toBeGreaterThan(0);
      // Saved, and still nowhere on the site.
      expect(await visitorCode(id)).toBe(100);

      await publish.click();
      await seeText(page, '发布成功');
      await expect.poll(() => visitorCode(id)).toBe(0);
      // Published: one 保存 is left, and no 发布.
      await page.getByTitle('保存（Ctrl/⌘ + S）').waitFor();
      expect(await publish.count()).toBe(0);
      await context.close();
    });
  }
});
