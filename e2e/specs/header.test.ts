import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LoginResult, NotifyItem, PageResult } from '@blog/contract';
import { openSignedIn, uniqueSuffix, type SignedInState } from '../lib/admin';
import { api, baseUrl, chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { E2E_ADMIN } from '../lib/constants';
import { contrastOverPixels, WCAG_AA, withoutTransitions, type ForegroundProbe } from '../lib/contrast';
import { apiLogIn, apiRegister, logIn } from '../lib/logIn';
import { gotoSettled, visitorRoutes } from '../lib/routes';
import { presetTheme, SITE_THEMES, type SiteTheme } from '../lib/theme';

const PASSWORD = 'abc12345';
/** More than one drawer page (10) and more than the badge shows (9). */
const NOTICES = 12;

interface HeaderProbe extends ForegroundProbe {
  kind: 'text' | 'icon';
}

/** The header's words (blog name, menu) and icons (search, bell, theme, menu), where they are painted. */
function headerProbes(page: Page): Promise<HeaderProbe[]> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    if (!header) throw new Error('no header');
    const probes: HeaderProbe[] = [];
    const toBox = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    for (const el of Array.from(header.querySelectorAll('.site-header__brand, .site-header__nav .nav-menu > li > .nav-menu__link'))) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      probes.push({ kind: 'text', label: el.textContent?.trim() ?? '', colour: getComputedStyle(el).color, boxes: [toBox(rect)] });
    }
    for (const svg of Array.from(header.querySelectorAll('.site-header__icon svg'))) {
      const rect = svg.getBoundingClientRect();
      if (rect.width === 0) continue;
      probes.push({ kind: 'icon', label: svg.closest('button')?.getAttribute('aria-label') ?? '', colour: getComputedStyle(svg).color, boxes: [toBox(rect)] });
    }
    return probes;
  });
}

/** Makes the header's words and icons transparent, so the photograph shows what lies behind them. */
const HIDE_HEADER_FOREGROUND = `
  .site-header, .site-header * { color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }
  .site-header svg, .site-header img, .site-header sup, .site-header .initial-avatar { visibility: hidden !important; }
`;

/** Each word and icon of the header that falls below its WCAG minimum, described for the report. */
async function unreadableHeaderParts(page: Page, where: string): Promise<string[]> {
  await withoutTransitions(page);
  const probes = await headerProbes(page);
  expect(probes.filter((p) => p.kind === 'icon').length, `${where}: header icons`).toBeGreaterThan(0);
  const measured = await contrastOverPixels(page, probes, HIDE_HEADER_FOREGROUND);
  return measured
    .filter((p) => p.ratio < (p.kind === 'text' ? WCAG_AA.text : WCAG_AA.nonText))
    .map((p) => `${where} ${p.kind} "${p.label}" ${p.colour} on ${p.worstBackdrop}: ${p.ratio.toFixed(2)}:1`);
}

describe.skipIf(!chromiumPath)('the header in Chromium', () => {
  let browser: Browser;
  let routes: string[];
  let admin: LoginResult;
  let reader: LoginResult;
  let readerState: SignedInState;

  beforeAll(async () => {
    browser = await launchBrowser();
    routes = await visitorRoutes();
    admin = await apiLogIn(E2E_ADMIN.username, E2E_ADMIN.password);
    const username = `hd${uniqueSuffix()}`;
    await apiRegister(username, PASSWORD);
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    reader = await logIn(page, username, PASSWORD);
    readerState = await context.storageState();
    await context.close();
    for (let i = 1; i <= NOTICES; i++) {
      await api('/api/notify/adminSend', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ user_id: reader.id, message: `第 ${i} 条站内通知` }),
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  const openAs = async (theme: SiteTheme, viewport: Viewport) => {
    const opened = await openSignedIn(browser, readerState, viewport);
    await presetTheme(opened.context, theme);
    return opened;
  };

  for (const theme of SITE_THEMES) {
    for (const viewport of [DESKTOP, PHONE]) {
      it(`is readable at the top of every visitor page (${theme}, ${viewport.width} px)`, { timeout: 240_000 }, async () => {
        const { context, page } = await openAs(theme, viewport);
        const problems: string[] = [];
        for (const route of routes) {
          await gotoSettled(page, `${baseUrl}${route}`);
          await page.getByRole('button', { name: /^我的消息/ }).waitFor();
          problems.push(...(await unreadableHeaderParts(page, route)));
        }
        await context.close();
        expect(problems).toEqual([]);
      });
    }

    it(`is readable once solid, after scrolling (${theme})`, async () => {
      const { context, page } = await openAs(theme, DESKTOP);
      await gotoSettled(page, `${baseUrl}${routes.find((r) => r.startsWith('/article?'))}`);
      await page.getByRole('button', { name: /^我的消息/ }).waitFor();
      // Down (the header hides), then a little up (it comes back, no longer transparent).
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      await page.mouse.wheel(0, -200);
      await expect.poll(() => page.locator('.site-header--hidden').count()).toBe(0);
      await expect.poll(() => page.locator('header').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
      expect(await unreadableHeaderParts(page, 'article, scrolled')).toEqual([]);
      await context.close();
    });
  }

  it('paints every header icon in one colour, the bell too, over a banner in light theme', async () => {
    const { context, page } = await openAs('light', DESKTOP);
    await gotoSettled(page, `${baseUrl}/home`);
    await page.getByRole('button', { name: /^我的消息/ }).waitFor();
    const icons = (await headerProbes(page)).filter((p) => p.kind === 'icon');
    expect(icons.map((p) => p.label)).toContainEqual(expect.stringMatching(/^我的消息/));
    expect(new Set(icons.map((p) => p.colour)).size, icons.map((p) => `${p.label}: ${p.colour}`).join('; ')).toBe(1);
    await context.close();
  });

  it("names the server's unread count on the bell, not the loaded page's", async () => {
    const all = await api<PageResult<NotifyItem>>('/api/notify/getNotifyList', {
      method: 'POST',
      // The token decides whose notifications these are (a userId in the body is ignored).
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ current: 1, size: 50 }),
    });
    const unread = all.list.filter((n) => n.isView === 1).length;
    expect(unread).toBeGreaterThan(10);
    const { context, page } = await openAs('light', DESKTOP);
    await gotoSettled(page, `${baseUrl}/home`);
    const bell = page.getByRole('button', { name: /^我的消息/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(new RegExp(`(^|\\D)${unread}\\s*条未读`));
    // The red count itself stays capped at 9 (SPEC.md §9).
    expect(await bell.locator('.ant-badge-count').textContent()).toBe('9+');
    await context.close();
  });

  it('shows no phone back arrow on /home when the visitor landed there directly', async () => {
    const { context, page } = await openPage(browser, PHONE);
    // A new tab: its only earlier entry is the blank page it opened with.
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '向下滚动到文章列表' }).waitFor();
    await page.getByRole('button', { name: '打开菜单' }).waitFor();
    // It would be drawn with the scroll-down arrow beside it (the next test sees it there).
    expect(await page.getByRole('button', { name: '返回上一页' }).count()).toBe(0);
    await context.close();
  });

  it('takes the phone back arrow on /home to the page the visitor came from on this site', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/archives`);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.mobile-drawer').getByText('首页').click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('button', { name: '返回上一页' }).click();
    await page.waitForURL(/\/archives$/);
    await context.close();
  });
});
