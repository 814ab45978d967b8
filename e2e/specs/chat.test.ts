import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN } from '../lib/constants';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { logIn } from '../lib/logIn';

/** An 8×8 red PNG, small enough to skip the browser's compression step. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGO4Y6OBFTEMLQkAb5lQAdZVdE8AAAAASUVORK5CYII=',
  'base64',
);
const CONNECT_FAILED = '聊天室连接失败 正在重新连接';

const chatButton = (page: Page) => page.getByRole('button', { name: /^聊天室/ });
const chatInput = (page: Page) => page.getByRole('textbox', { name: '聊天输入' });
const messages = (page: Page) => page.getByRole('list', { name: '聊天消息' });
const chatImages = (page: Page) => messages(page).getByRole('img', { name: '聊天图片' });

async function openRoom(page: Page) {
  await chatButton(page).click();
  await chatInput(page).waitFor();
}

describe.skipIf(!chromiumPath)('chat room in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Alice (the demo user) and Bob (the admin), each logged in on the home page in a context of their own. */
  async function twoUsers() {
    const alice = await openPage(browser);
    const bob = await openPage(browser);
    await alice.page.goto(`${baseUrl}/home`);
    await bob.page.goto(`${baseUrl}/home`);
    await logIn(alice.page, DEMO_USER.username, DEMO_USER.password);
    await logIn(bob.page, E2E_ADMIN.username, E2E_ADMIN.password);
    return { alice, bob };
  }

  it('asks a guest to log in before sending', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl}/home`);
    await openRoom(page);
    await chatInput(page).fill('你好');
    await chatInput(page).press('Enter');
    await page.getByText('请先登录').first().waitFor();
    await context.close();
  });

  it('delivers a message to another user in real time, counts it as unread, and removes it when reverted', async () => {
    const { alice, bob } = await twoUsers();
    // Bob connects, then closes the room: messages from others now count as unread.
    await openRoom(bob.page);
    await bob.page.getByRole('button', { name: '关闭聊天室' }).click();

    await openRoom(alice.page);
    await chatInput(alice.page).press('Enter');
    await alice.page.getByText('请输入消息再发送').first().waitFor();
    const text = `端到端问好 ${Date.now()}`;
    await chatInput(alice.page).fill(text);
    await chatInput(alice.page).press('Enter');
    await messages(alice.page).getByText(text).waitFor();

    await expect.poll(() => chatButton(bob.page).getAttribute('aria-label')).toMatch(/1 条未读/);
    await openRoom(bob.page);
    await messages(bob.page).getByText(text).waitFor();
    await expect.poll(() => chatButton(bob.page).getAttribute('aria-label')).toBe('聊天室');

    const row = messages(alice.page).locator('li').filter({ hasText: text });
    await row.getByRole('button', { name: '消息操作' }).click();
    await alice.page.getByRole('menuitem', { name: '撤回' }).click();
    // The notice follows the server's revert broadcast; on a busy machine that can take a while.
    await expect.poll(() => messages(alice.page).getByText(text).count(), { timeout: 15_000 }).toBe(0);
    await alice.page.getByText('撤回成功').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => messages(bob.page).getByText(text).count()).toBe(0);
    await alice.context.close();
    await bob.context.close();
  });

  it('shows a guest a message a logged-in user sends, in real time', async () => {
    const guest = await openPage(browser);
    const alice = await openPage(browser);
    await guest.page.goto(`${baseUrl}/home`);
    await alice.page.goto(`${baseUrl}/home`);
    await openRoom(guest.page);
    await logIn(alice.page, DEMO_USER.username, DEMO_USER.password);
    await openRoom(alice.page);

    const text = `访客可见 ${Date.now()}`;
    await chatInput(alice.page).fill(text);
    await chatInput(alice.page).press('Enter');
    await messages(guest.page).getByText(text).waitFor();
    await guest.context.close();
    await alice.context.close();
  });

  it('delivers an image uploaded through the 图片 button to the other user', async () => {
    const { alice, bob } = await twoUsers();
    await openRoom(bob.page);
    await openRoom(alice.page);
    const before = await chatImages(bob.page).count();

    const [chooser] = await Promise.all([
      alice.page.waitForEvent('filechooser'),
      alice.page.getByRole('button', { name: '图片', exact: true }).click(),
    ]);
    await chooser.setFiles({ name: 'red.png', mimeType: 'image/png', buffer: TINY_PNG });

    await expect.poll(() => chatImages(bob.page).count(), { timeout: 15_000 }).toBe(before + 1);
    const src = await chatImages(bob.page).last().getAttribute('src');
    expect(src).toMatch(/^\/uploads\/img\//);
    await alice.context.close();
    await bob.context.close();
  });

  describe('with a server of its own', () => {
    let own: OwnServer | undefined;
    afterAll(async () => {
      await own?.dispose();
    });

    it('shows the reconnect notice while the server is down and works again after it restarts', async () => {
      own = await startOwnServer();
      const { context, page } = await openPage(browser);
      await page.goto(`${own.baseUrl}/home`);
      await logIn(page, DEMO_USER.username, DEMO_USER.password);
      await openRoom(page);
      const before = `重启之前 ${Date.now()}`;
      await chatInput(page).fill(before);
      await chatInput(page).press('Enter');
      await messages(page).getByText(before).waitFor();

      await own.stop();
      await page.getByText(CONNECT_FAILED).first().waitFor({ timeout: 20_000 });
      await own.start();

      // The client retries every 5 s (5 tries); a message typed now waits for the reconnect.
      const after = `重启之后 ${Date.now()}`;
      await chatInput(page).fill(after);
      await chatInput(page).press('Enter');
      await messages(page).getByText(after).waitFor({ timeout: 20_000 });
      // Reconnecting takes the notice away.
      await expect.poll(() => page.getByText(CONNECT_FAILED).count(), { timeout: 5_000 }).toBe(0);
      await context.close();
    }, 120_000);
  });
});
