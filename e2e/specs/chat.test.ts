import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, chromiumPath, launchBrowser, openPage } from '../lib/browser';
import { DEMO_USER, E2E_ADMIN } from '../lib/constants';

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入用户密码').fill(password);
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await page.getByText('登录成功').first().waitFor();
}

const chatButton = (page: Page) => page.getByRole('button', { name: /^聊天室/ });
const chatInput = (page: Page) => page.getByRole('textbox', { name: '聊天输入' });
const messages = (page: Page) => page.getByRole('list', { name: '聊天消息' });

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
    const alice = await openPage(browser);
    const bob = await openPage(browser);
    await alice.page.goto(`${baseUrl}/home`);
    await bob.page.goto(`${baseUrl}/home`);
    await logIn(alice.page, DEMO_USER.username, DEMO_USER.password);
    await logIn(bob.page, E2E_ADMIN.username, E2E_ADMIN.password);
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
    await alice.page.getByText('撤回', { exact: true }).click();
    await alice.page.getByText('撤回成功').first().waitFor();
    await expect.poll(() => messages(bob.page).getByText(text).count()).toBe(0);
    await alice.context.close();
    await bob.context.close();
  });
});
