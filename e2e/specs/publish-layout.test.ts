import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE } from '../lib/browser';

describe.skipIf(!chromiumPath)('the guestbook form in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [viewport, place] of [
    [PHONE, '下方'],
    [DESKTOP, '左边'],
  ] as const) {
    it(`points from the empty preview to where the form really is (${viewport.width} px: ${place})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/message/publish`);
      const preview = page.getByRole('complementary', { name: '预览' });
      const hint = preview.getByText(/写下留言，这里就能看到效果/);
      await hint.waitFor();
      const said = (await hint.textContent())!.match(/^在(.+?)写下留言/)![1];
      const previewBox = (await preview.boundingBox())!;
      const formBox = (await page.getByPlaceholder('想对博主或大家说点什么？').boundingBox())!;
      // What the hint says is where the text box is.
      if (said === '下方') expect(formBox.y).toBeGreaterThanOrEqual(previewBox.y + previewBox.height);
      else if (said === '左边') expect(formBox.x + formBox.width).toBeLessThanOrEqual(previewBox.x);
      else throw new Error(`unexpected direction ${said}`);
      expect(said).toBe(place);
      await context.close();
    });
  }
});
