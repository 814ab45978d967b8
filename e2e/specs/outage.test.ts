import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAccount } from '../lib/accounts';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, waitForArticleReader, type Viewport } from '../lib/browser';
import { chatButton, chatInput, chatMessages, messageRow, say } from '../lib/chat';
import { logIn } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';

/**
 * The server restarts under an open page (a deploy, a crash): the page keeps what it shows, says in
 * Chinese what is wrong, and is whole again once the server is back, chat included.
 */
const CONNECT_FAILED = '聊天室连接失败 正在重新连接';
const NO_ANSWER = '网络连接失败，请检查网络后重试';
const SEARCH_DOWN = '搜索没能打开：暂时连不上网站，请检查网络后重试';
const ARTICLE_ID = 14;
const POSTER = { username: 'outage_poster', password: 'abc12345', nick_name: '重启时发言的人' };

/** The article's own like button ("点赞 12" / "已赞 13"), not the comments' ones. */
const articleLike = (page: Page) => page.getByRole('button', { name: /^(点赞|已赞)\s*[\d.]+[kw]?$/ });
const likeCount = async (page: Page) => (await articleLike(page).textContent())?.replace(/\D/g, '') ?? '';
/** What a white page lacks: the article's title and a good deal of text. */
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText.length);

describe.skipIf(!chromiumPath)('a server restart under an open page', () => {
  let browser: Browser;
  let own: OwnServer;
  let poster: { context: BrowserContext; page: Page };
  let title = '';
  let serverDown = false;

  beforeAll(async () => {
    browser = await launchBrowser();
    own = await startOwnServer();
    await registerAccount(own.baseUrl, POSTER);
    const article = (await (await fetch(`${own.baseUrl}/api/article/getArticleById/${ARTICLE_ID}`)).json()) as { result: { article_title: string } };
    title = article.result.article_title;
    // Someone else in the room, who posts while the reader's page is cut off.
    poster = await openPage(browser);
    await poster.page.goto(`${own.baseUrl}/message/chat`);
    await logIn(poster.page, POSTER.username, POSTER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });
  // A test that failed during the outage leaves the next one a running server.
  afterEach(async () => {
    if (serverDown) await own.start();
    serverDown = false;
  });

  /** The poster says it and sees it in the room (it was stored). */
  async function post(text: string): Promise<void> {
    await poster.page.getByTestId('chat-status').filter({ hasText: '已连接' }).waitFor({ timeout: 45_000 });
    await say(poster.page, text);
    await messageRow(poster.page, text).waitFor();
  }

  /** The reader's room: the desktop popover or, on a phone, the chat page. */
  async function showRoom(page: Page, viewport: Viewport): Promise<void> {
    await chatButton(page).click();
    if (viewport === PHONE) await page.waitForURL('**/message/chat');
    await chatInput(page).waitFor();
  }
  async function leaveRoom(page: Page, viewport: Viewport): Promise<void> {
    if (viewport === PHONE) {
      await page.goBack();
      await page.waitForURL(`**/article?id=${ARTICLE_ID}`);
    } else {
      await chatButton(page).click();
      await chatInput(page).waitFor({ state: 'detached' });
    }
  }

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on the ${label}: the page stays, the toasts show, 点赞 answers, and chat catches up once the server is back`, async () => {
      const reader = await openPage(browser, viewport);
      const { page } = reader;
      // The reader's chat stays cut off after the restart until the poster has spoken, as when the
      // server comes back between two of its reconnect tries (every 5 s).
      let chatReachable = true;
      await page.routeWebSocket(/\/ws\/chat/, (socket) => (chatReachable ? socket.connectToServer() : socket.close({ code: 1006 })));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`${own.baseUrl}/article?id=${ARTICLE_ID}`);
      await waitForArticleReader(page);
      await showRoom(page, viewport);
      const before = `重启之前 ${label} ${Date.now()}`;
      await post(before);
      await messageRow(page, before).waitFor();
      await leaveRoom(page, viewport);
      await waitForArticleReader(page);
      const likes = await likeCount(page);
      const textBefore = await bodyText(page);

      // No toast has been shown on this page yet: the first one must load nothing from the server.
      serverDown = true;
      await own.stop();
      await page.getByText(CONNECT_FAILED).first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('heading', { name: title }).count()).toBeGreaterThan(0);
      expect(await bodyText(page)).toBeGreaterThan(textBefore / 2);
      expect(await page.getByText(/页面出错了|Unable to preload|Failed to fetch/).count()).toBe(0);

      // 点赞 with no server: a Chinese toast, and the count as it was.
      await articleLike(page).click();
      await page.getByText(NO_ANSWER).first().waitFor({ timeout: 15_000 });
      await expect.poll(() => likeCount(page)).toBe(likes);

      // A widget not loaded yet: a Chinese toast; the page stays. (Back to the top, where the header shows.)
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: '搜索文章' }).click();
      await page.getByText(SEARCH_DOWN).first().waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { name: title }).count()).toBeGreaterThan(0);
      expect(await page.getByText(/页面出错了|Unable to preload/).count()).toBe(0);

      chatReachable = false;
      await own.start();
      serverDown = false;
      const missed = [1, 2, 3].map((n) => `断线时第 ${n} 条 ${label} ${Date.now()}`);
      for (const text of missed) await post(text);
      chatReachable = true;

      // The reconnect takes the notice away, and the room shows what was said meanwhile, in order, once.
      await expect.poll(() => page.getByText(CONNECT_FAILED).count(), { timeout: 45_000 }).toBe(0);
      await showRoom(page, viewport);
      const expected = [before, ...missed];
      for (const text of expected) await messageRow(page, text).waitFor({ timeout: 15_000 });
      const rows = await chatMessages(page).locator('li').allTextContents();
      const positions = expected.map((text) => rows.findIndex((row) => row.includes(text)));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      for (const text of expected) expect(await messageRow(page, text).count()).toBe(1);
      await leaveRoom(page, viewport);

      // Whole again: the search opens and 点赞 counts.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: '搜索文章' }).click();
      await page.getByRole('dialog', { name: '搜索文章' }).waitFor({ timeout: 15_000 });
      // Style sheets that failed during the outage were fetched again: none is left without its rules.
      expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet).map((link) => link.href))).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: '搜索文章' }).waitFor({ state: 'hidden' });
      await articleLike(page).click();
      await expect.poll(() => likeCount(page)).toBe(String(Number(likes) + 1));
      expect(errors).toEqual([]);
      await reader.context.close();
    }, 240_000);
  }
});
