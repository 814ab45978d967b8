import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN } from '../lib/constants';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { logIn } from '../lib/logIn';
import { chatButton, chatInput, chatMessages as messages, onlineUsers, openRoom } from '../lib/chat';

/** An 8×8 red PNG, small enough to skip the browser's compression step. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGO4Y6OBFTEMLQkAb5lQAdZVdE8AAAAASUVORK5CYII=',
  'base64',
);
const CONNECT_FAILED = '聊天室连接失败 正在重新连接';

const chatImages = (page: Page) => messages(page).getByRole('img', { name: '聊天图片' });

/**
 * Counts the connection-failure toasts the page has shown (each toast is a new element; one that is
 * still on screen and shown again is the same element) and records the room's status changes.
 */
async function watchOutage(page: Page): Promise<void> {
  await page.evaluate((notice) => {
    const toasts = new Set<Element>();
    const statuses: string[] = [];
    const record = { toasts: 0, statuses };
    Object.assign(window, { __outage: record });
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.ant-message-notice'))) if (toast.textContent?.includes(notice)) toasts.add(toast);
      record.toasts = toasts.size;
      const status = document.querySelector('[data-testid="chat-status"]')?.textContent ?? '';
      if (status !== statuses.at(-1)) statuses.push(status);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, CONNECT_FAILED);
}

const outage = (page: Page) => page.evaluate(() => (window as unknown as { __outage: { toasts: number; statuses: string[] } }).__outage);

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

    it('shows the reconnect notice once per outage, marks a message typed meanwhile as waiting, and sends it after the restart', async () => {
      own = await startOwnServer();
      const { context, page } = await openPage(browser);
      await page.goto(`${own.baseUrl}/home`);
      await logIn(page, DEMO_USER.username, DEMO_USER.password);
      await openRoom(page);
      const before = `重启之前 ${Date.now()}`;
      await chatInput(page).fill(before);
      await chatInput(page).press('Enter');
      await messages(page).getByText(before).waitFor();
      await onlineUsers(page).locator('li').first().waitFor();

      await watchOutage(page);
      await own.stop();
      await page.getByText(CONNECT_FAILED).first().waitFor({ timeout: 20_000 });
      // Nobody is known to be online while the room is cut off.
      await expect.poll(() => onlineUsers(page).locator('li').count()).toBe(0);
      expect(await page.getByText(/^在线 \d+$/).count()).toBe(0);

      // The client retries every 5 s (5 tries); a message typed now waits for the reconnect, and says so.
      const after = `重启之后 ${Date.now()}`;
      await chatInput(page).fill(after);
      await chatInput(page).press('Enter');
      const waiting = messages(page).locator('li').filter({ hasText: after });
      await waiting.getByText('等待发送').waitFor();
      expect(await chatInput(page).inputValue()).toBe('');
      // Let one retry fail while the server is still down: the notice must not come back for it.
      await expect
        .poll(async () => (await outage(page)).statuses.join('>'), { timeout: 20_000 })
        .toMatch(/已断开>连接中>已断开/);
      await own.start();

      await expect.poll(() => waiting.getByText('等待发送').count(), { timeout: 20_000 }).toBe(0);
      await messages(page).getByText(after).waitFor();
      expect((await outage(page)).toasts).toBe(1);
      // Reconnecting takes the notice away.
      await expect.poll(() => page.getByText(CONNECT_FAILED).count(), { timeout: 5_000 }).toBe(0);
      await context.close();
    }, 120_000);
  });
});
