import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { waitForDashboard } from '../lib/admin';
import { api, baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN } from '../lib/constants';
import { logIn } from '../lib/logIn';

interface PolicyReport {
  violations: string[];
  consoleErrors: string[];
}

/**
 * Records what the browser refuses under the Content-Security-Policy: each `securitypolicyviolation`
 * event (from an init script, so the first inline scripts are covered too) and each console error.
 */
async function watchPolicy(context: BrowserContext, page: Page): Promise<PolicyReport> {
  const report: PolicyReport = { violations: [], consoleErrors: [] };
  await context.exposeFunction('__recordViolation', (text: string) => report.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as { __recordViolation: (text: string) => void }).__recordViolation;
      record(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    // Remote https images (article pictures, covers) cannot load on a machine without outside network.
    if (message.type() === 'error' && !/Failed to load resource: net::/.test(message.text())) report.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => report.consoleErrors.push(error.message));
  return report;
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

describe.skipIf(!chromiumPath)('the site under its Content-Security-Policy', () => {
  let browser: Browser;
  let framer: Server;
  let framerUrl = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    // Another origin (another port) that tries to frame the blog's home page.
    framer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>别的网站</title><iframe id="victim" src="${baseUrl}/home" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => framer?.close(resolve));
  });

  it('visitor pages, the music player, the chat room and the admin console run with nothing refused', async () => {
    const { context, page } = await openPage(browser);
    const report = await watchPolicy(context, page);
    const [article] = (await api<PageResult<ArticleListItem>>('/api/article/blogHomeGetArticleList/1/1')).list;

    for (const pathname of ['/home', `/article?id=${article!.id}`, '/archives', '/category', '/tag', '/talk', '/photoAlbum', '/link/list', '/message/list', '/resources/front']) {
      await page.goto(`${baseUrl}${pathname}`);
      await page.locator('#root *').first().waitFor();
      await settle(page);
    }
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('button', { name: '打开音乐面板' }).click();
    await page.getByRole('dialog', { name: '音乐播放器' }).waitFor();
    await settle(page);

    await logIn(page, DEMO_USER.username, DEMO_USER.password);
    await page.getByRole('button', { name: /^聊天室/ }).click();
    await page.getByRole('textbox', { name: '聊天输入' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: /^我的消息/ }).click();
    await page.getByRole('list', { name: '消息列表' }).locator('li').first().waitFor();
    expect(report).toEqual({ violations: [], consoleErrors: [] });
    await context.close();

    const admin = await openPage(browser);
    const adminReport = await watchPolicy(admin.context, admin.page);
    // Logged in on the site, then to the console: the console's own refusal page has 登 录 with a space.
    await admin.page.goto(`${baseUrl}/home`);
    await logIn(admin.page, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.page.goto(`${baseUrl}/admin`);
    await waitForDashboard(admin.page);
    for (const pathname of ['/admin/articles', '/admin/articles/new', '/admin/categories', '/admin/talk', '/admin/albums', '/admin/banners', '/admin/settings']) {
      await admin.page.goto(`${baseUrl}${pathname}`);
      await admin.page.getByRole('menuitem').first().waitFor();
      await settle(admin.page);
    }
    expect(adminReport).toEqual({ violations: [], consoleErrors: [] });
    await admin.context.close();
  });

  it('a page on another origin cannot frame /home', async () => {
    const { context, page } = await openPage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/.test(message.text())) blocked.push(message.text());
    });
    await page.goto(framerUrl);
    await settle(page);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    // A refused frame stays on an empty error document: no login button, no blog in it.
    const framedButtons = frame ? await frame.getByRole('button', { name: '登录', exact: true }).count() : 0;
    expect(framedButtons).toBe(0);
    expect(blocked.length).toBeGreaterThan(0);
    await context.close();
  });
});
