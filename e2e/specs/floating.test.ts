import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader, type Viewport } from '../lib/browser';
import { uniqueSuffix } from '../lib/admin';
import { apiRegister, submitLoginDialog } from '../lib/logIn';
import { gotoSettled, visitorRoutes } from '../lib/routes';

/** A tablet or a small laptop window: narrower than the pages' column and two side margins. */
const TABLET: Viewport = { width: 1024, height: 768 };

/** Everything that floats over the page: round buttons (chat, 目录, back to top) and the music disc. */
const FLOATING = '.floating-button, .music-disc';

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const intersects = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Words of the page (content and footer) that a floating control lies on, within the part of the
 * window a reader reads: below the header and above the phone's bottom bar, which are the
 * window's edges (the page scrolls under them, and can scroll its last line above the bar).
 */
function coveredWords(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ floating, where }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const header = document.querySelector('.site-header');
      const top = header && visible(header) ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const dock = document.querySelector('.floating-dock');
      const bottom = dock && visible(dock) ? dock.getBoundingClientRect().top : window.innerHeight;
      const controls = Array.from(document.querySelectorAll(floating)).filter(visible);
      const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const words: string[] = [];
      const root = document.querySelector('.site-layout');
      if (!root) throw new Error(`${where}: no page at ${location.href}`);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest(`${floating}, .site-header, .floating-dock, .music-start-toast`)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          // Only the part of the line in the reading window: a line half under the bar is hidden by the bar.
          const line = new DOMRect(rect.x, Math.max(rect.top, top), rect.width, Math.min(rect.bottom, bottom) - Math.max(rect.top, top));
          if (line.width === 0 || line.height <= 0) continue;
          for (const control of controls) {
            if (meets(line, control.getBoundingClientRect())) {
              words.push(`${where}: ${control.getAttribute('aria-label')} lies on "${text.slice(0, 16)}"`);
            }
          }
        }
      }
      return words;
    },
    { floating: FLOATING, where },
  );
}

/** Scrolls instantly (the site scrolls smoothly) and waits for the page to settle there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The back-to-top button appears (with a short animation) once past 200 px.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.back-to-top')).every((el) => el.getAnimations().length === 0));
}

/** To the very end, again after what loads on the way (the comments) makes the page longer. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const atEnd = () => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    if (!(await atEnd())) continue;
    // Still the end two frames later: nothing (the reader taking over, a late image) grew the page.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (await atEnd()) return;
  }
  throw new Error('the page kept growing');
}

describe.skipIf(!chromiumPath)('floating buttons in Chromium', () => {
  let browser: Browser;
  let routes: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    routes = (await visitorRoutes()).filter((route) => route !== '/message/chat');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    it(`lie on no words of any page, at the top, in the middle and at the end (${viewport.width} px)`, { timeout: 240_000 }, async () => {
      const { context, page } = await openPage(browser, viewport);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const route of routes) {
        await gotoSettled(page, `${baseUrl}${route}`);
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        for (const y of [0, Math.round(height / 3), Math.round((2 * height) / 3), height]) {
          await scrollTo(page, y);
          problems.push(...(await coveredWords(page, `${route} at ${y}`)));
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }

  it('at 390 px keeps every floating control in a bottom bar the page can scroll its end above', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await gotoSettled(page, `${baseUrl}${routes.find((r) => r.startsWith('/article?'))}`);
    await waitForArticleReader(page);
    await scrollToEnd(page);
    const layout = await page.evaluate((floating) => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      const dock = document.querySelector('.floating-dock');
      const footerLines = Array.from(document.querySelectorAll('.site-footer p')).map(box);
      return {
        dock: dock ? box(dock) : null,
        dockBackground: dock ? getComputedStyle(dock).backgroundColor : '',
        controls: Array.from(document.querySelectorAll(floating)).map((el) => ({ label: el.getAttribute('aria-label'), ...box(el) })),
        lastLine: footerLines.at(-1)!,
      };
    }, FLOATING);
    expect(layout.dock).not.toBeNull();
    const dock = layout.dock!;
    expect(dock.left).toBe(0);
    expect(dock.right).toBe(PHONE.width);
    expect(dock.bottom).toBe(PHONE.height);
    // Opaque: the page passes under it, not through it.
    expect(layout.dockBackground).toMatch(/^rgb\(/);
    expect(layout.controls.map((c) => c.label)).toEqual(expect.arrayContaining(['打开文章目录', '聊天室', '回到顶部', '音乐']));
    for (const control of layout.controls) {
      expect(control.top, `${control.label} inside the bar`).toBeGreaterThanOrEqual(dock.top);
      expect(control.bottom, `${control.label} inside the bar`).toBeLessThanOrEqual(dock.bottom);
    }
    expect(layout.lastLine.bottom).toBeLessThanOrEqual(dock.top);
    await context.close();
  });

  it('at 390 px end the home page\'s full-window banner, with its scroll-down arrow, above the bottom bar', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await gotoSettled(page, `${baseUrl}/home`);
    const dockTop = await page.locator('.floating-dock').evaluate((el) => el.getBoundingClientRect().top);
    const arrow = (await page.getByRole('button', { name: '向下滚动到文章列表' }).boundingBox())!;
    expect(arrow.y + arrow.height).toBeLessThanOrEqual(dockTop);
    await context.close();
  });

  it('leave the chat room whole on a phone: nothing floats over /message/chat', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await gotoSettled(page, `${baseUrl}/message/chat`);
    const room = (await page.locator('.chat-page').boundingBox())!;
    expect(room.y + room.height).toBeLessThanOrEqual(PHONE.height);
    const floating = await page.locator(FLOATING).evaluateAll((els) =>
      els.filter((el) => el.getBoundingClientRect().width > 0).map((el) => ({ label: el.getAttribute('aria-label'), ...el.getBoundingClientRect().toJSON() as DOMRect })),
    );
    const roomRect = { left: room.x, top: room.y, right: room.x + room.width, bottom: room.y + room.height };
    expect(floating.filter((f) => intersects(f, roomRect)).map((f) => f.label)).toEqual([]);
    await context.close();
  });

  it('does not let the welcome notice cover the notification drawer on a phone', async () => {
    // A new account: the demo user's logins are spent by other spec files (10 per 5 minutes).
    const username = `wl${uniqueSuffix()}`;
    await apiRegister(username, 'abc12345');
    const { context, page } = await openPage(browser, PHONE);
    await gotoSettled(page, `${baseUrl}/home`);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.mobile-drawer__avatar').click();
    await submitLoginDialog(page, username, 'abc12345');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '欢迎～' });
    await notice.waitFor();
    await page.getByRole('button', { name: /^我的消息/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '我的消息' });
    await drawer.getByText(/暂无消息|点击加载更多|已经到底了/).first().waitFor();
    const drawerBox = (await drawer.boundingBox())!;
    const drawerRect = { left: drawerBox.x, top: drawerBox.y, right: drawerBox.x + drawerBox.width, bottom: drawerBox.y + drawerBox.height };
    const notices = await page.locator('.ant-notification-notice').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(notices.filter((n) => n.width > 0 && intersects(n, drawerRect))).toEqual([]);
    await context.close();
  });
});
