import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buttonText, openSignedIn, type SignedInState } from '../lib/admin';
import { registerAccount } from '../lib/accounts';
import { chromiumPath, DESKTOP, launchBrowser, openPage, PHONE, type Viewport } from '../lib/browser';
import { chatButton, chatInput, chatMessages, messageRow, onlineUsers, openRoom, say, sendButton } from '../lib/chat';
import { E2E_ADMIN } from '../lib/constants';
import { logIn, submitLoginDialog } from '../lib/logIn';
import { startOwnServer, type OwnServer } from '../lib/ownServer';
import { randomPng } from '../lib/png';

/**
 * The room across logins, moderation and page loads. A server of its own: these tests force a user
 * offline for minutes and spend the per-user send budget, which must not reach the other specs.
 */
const PASSWORD = 'abc12345';
const USERS = {
  reader: { username: 'chat_reader', nick_name: '读者小林' },
  phoneReader: { username: 'chat_phone', nick_name: '手机读者' },
  listener: { username: 'chat_listener', nick_name: '听众小周' },
  kicked: { username: 'chat_kicked', nick_name: '被请出去的人' },
  hasty: { username: 'chat_hasty', nick_name: '急性子' },
  lime: { username: 'chat_lime', nick_name: '青柠' },
} as const;
const ADMIN = 'admin';

describe.skipIf(!chromiumPath)('chat room sessions in Chromium', () => {
  let browser: Browser;
  let own: OwnServer;
  const states = new Map<string, SignedInState>();

  beforeAll(async () => {
    browser = await launchBrowser();
    own = await startOwnServer();
    for (const user of Object.values(USERS)) await registerAccount(own.baseUrl, { ...user, password: PASSWORD });
  });
  afterAll(async () => {
    await browser?.close();
    await own?.dispose();
  });

  const url = (path: string) => `${own.baseUrl}${path}`;

  /** A page of `who`, logged in once through the header dialog and then reused from saved state. */
  async function signedIn(who: keyof typeof USERS | typeof ADMIN, path = '/home', viewport: Viewport = DESKTOP) {
    const [username, password] = who === ADMIN ? [E2E_ADMIN.username, E2E_ADMIN.password] : [USERS[who].username, PASSWORD];
    let state = states.get(username);
    if (!state) {
      const first = await openPage(browser);
      await first.page.goto(url('/home'));
      await logIn(first.page, username, password);
      state = await first.context.storageState();
      states.set(username, state);
      await first.context.close();
    }
    const opened = await openSignedIn(browser, state, viewport);
    await opened.page.goto(url(path));
    return opened;
  }

  const inOnlineList = (page: Page, nick: string) => onlineUsers(page).locator('li').filter({ hasText: nick });

  for (const [label, viewport, path, who] of [
    ['in the desktop room', DESKTOP, '/home', 'reader'],
    ['on the phone page', PHONE, '/message/chat', 'phoneReader'],
  ] as const) {
    it(`a guest asked to log in ${label} keeps the text and sends it once logged in`, async () => {
      const watcher = await signedIn(ADMIN);
      await openRoom(watcher.page);

      const guest = await openPage(browser, viewport);
      await guest.page.goto(url(path));
      if (path === '/home') await openRoom(guest.page);
      const text = `登录之后接着说 ${label} ${Date.now()}`;
      await chatInput(guest.page).fill(text);
      await sendButton(guest.page).click();
      await guest.page.getByText('请先登录').first().waitFor();
      await submitLoginDialog(guest.page, USERS[who].username, PASSWORD);

      expect(await chatInput(guest.page).inputValue()).toBe(text);
      // The room now knows who this is: the watcher sees the new user come online.
      await inOnlineList(watcher.page, USERS[who].nick_name).waitFor();
      await sendButton(guest.page).click();
      await chatMessages(watcher.page).getByText(text).waitFor();
      await chatMessages(guest.page).getByText(text).waitFor();
      expect(await chatInput(guest.page).inputValue()).toBe('');
      await guest.context.close();
      await watcher.context.close();
    });
  }

  it('counts messages from others on the floating button from page load, before the room was ever opened', async () => {
    const listener = await signedIn('listener');
    const admin = await signedIn(ADMIN);
    await openRoom(admin.page);
    // The listener's page connected by itself: the admin sees them online.
    await inOnlineList(admin.page, USERS.listener.nick_name).waitFor();
    await say(admin.page, `有人在吗 ${Date.now()}`);
    await expect.poll(() => chatButton(listener.page).getAttribute('aria-label')).toBe('聊天室，1 条未读');
    await listener.context.close();
    await admin.context.close();
  });

  it('keeps a user the admin forced offline out of the room, also after a reload', async () => {
    const kicked = await signedIn('kicked');
    await openRoom(kicked.page);
    const admin = await signedIn(ADMIN);
    await openRoom(admin.page);
    const nick = USERS.kicked.nick_name;
    await inOnlineList(admin.page, nick).getByRole('button', { name: '下线' }).click();
    await admin.page.getByText(`确认强制下线${nick}吗`).filter({ visible: true }).waitFor();
    await admin.page.getByRole('button', { name: buttonText('确定') }).click();

    await kicked.page.getByText('你已被管理员强制下线').first().waitFor();
    await expect.poll(() => chatInput(kicked.page).isDisabled()).toBe(true);
    expect(await sendButton(kicked.page).isDisabled()).toBe(true);
    await expect.poll(() => inOnlineList(admin.page, nick).count()).toBe(0);

    await kicked.page.reload();
    await openRoom(kicked.page);
    await expect.poll(() => chatInput(kicked.page).isDisabled()).toBe(true);
    await kicked.page.getByRole('region', { name: '聊天室' }).getByText('你已被管理员强制下线').waitFor();
    expect(await inOnlineList(admin.page, nick).count()).toBe(0);
    await kicked.context.close();
    await admin.context.close();
  });

  it('keeps the text the server refuses, and stops the box at 500 characters with a count', async () => {
    const { context, page } = await signedIn('hasty');
    await openRoom(page);
    // The server takes 5 messages in 5 seconds; the sixth is refused and must not be lost.
    for (let i = 1; i <= 5; i++) await say(page, `第${i}条`);
    const sixth = `第6条，太快了 ${Date.now()}`;
    await say(page, sixth);
    await page.getByText('发送太频繁，请稍后再试').first().waitFor();
    await expect.poll(() => chatInput(page).inputValue()).toBe(sixth);

    await chatInput(page).fill('字'.repeat(520));
    expect(await chatInput(page).inputValue()).toHaveLength(500);
    await page.getByText('500/500').waitFor();
    await context.close();
  });

  it('shows the default picture of a user who chose none, and when each message was sent', async () => {
    const { context, page } = await signedIn('lime');
    await openRoom(page);
    const text = `几点了 ${Date.now()}`;
    await say(page, text);
    const row = messageRow(page, text);
    // Accounts start with the site's own default avatar (never an empty picture).
    const picture = row.locator('img.chat-msg__avatar');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('src')).toContain('/uploads/default/avatar.svg');
    const time = row.locator('time');
    expect(await time.textContent()).toMatch(/^\d+(秒|分钟)前$/);
    // The site-zone "YYYY-MM-DD HH:mm:ss" the server sent, shown as it is.
    expect(await time.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await context.close();
  });

  it('keeps the newest message in view once the pictures above it have loaded', async () => {
    const poster = await signedIn('lime');
    await openRoom(poster.page);
    for (const name of ['tall-1.png', 'tall-2.png']) {
      const [chooser] = await Promise.all([
        poster.page.waitForEvent('filechooser'),
        poster.page.getByRole('button', { name: '图片', exact: true }).click(),
      ]);
      const before = await chatMessages(poster.page).getByRole('img', { name: '聊天图片' }).count();
      await chooser.setFiles({ name, mimeType: 'image/png', buffer: randomPng(40, 320) });
      await expect.poll(() => chatMessages(poster.page).getByRole('img', { name: '聊天图片' }).count(), { timeout: 15_000 }).toBe(before + 1);
    }
    const last = `图片下面的话 ${Date.now()}`;
    await say(poster.page, last);
    await chatMessages(poster.page).getByText(last).waitFor();

    const reader = await signedIn('listener');
    await openRoom(reader.page);
    const list = chatMessages(reader.page);
    await list.getByText(last).waitFor();
    await expect
      .poll(() => list.getByRole('img', { name: '聊天图片' }).evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalHeight > 0)))
      .toBe(true);
    await expect.poll(() => list.evaluate((box) => Math.round(box.scrollHeight - box.scrollTop - box.clientHeight))).toBeLessThanOrEqual(1);
    await poster.context.close();
    await reader.context.close();
  });

  it('Escape closes the login dialog over the room first, then the room', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(url('/home'));
    await openRoom(page);
    await chatInput(page).fill('先别关');
    await sendButton(page).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
    await dialog.getByPlaceholder('请输入用户账号').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await chatInput(page).isVisible()).toBe(true);
    expect(await chatInput(page).inputValue()).toBe('先别关');
    await page.keyboard.press('Escape');
    await expect.poll(() => chatInput(page).count()).toBe(0);
    await context.close();
  });
});
