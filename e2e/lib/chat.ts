import type { Page } from 'playwright-core';

/** The chat room as a person finds it: the floating button, the room's parts by their labels. */

export const chatButton = (page: Page) => page.getByRole('button', { name: /^聊天室/ });
export const chatInput = (page: Page) => page.getByRole('textbox', { name: '聊天输入' });
export const chatMessages = (page: Page) => page.getByRole('list', { name: '聊天消息' });
export const onlineUsers = (page: Page) => page.getByRole('list', { name: '在线用户' });
export const sendButton = (page: Page) => page.getByRole('button', { name: '发送', exact: true });
/** The row of the message that says `text`. */
export const messageRow = (page: Page, text: string) => chatMessages(page).locator('li').filter({ hasText: text });

/** Opens the desktop room from the floating button. */
export async function openRoom(page: Page): Promise<void> {
  await chatButton(page).click();
  await chatInput(page).waitFor();
}

/** Types `text` and presses Enter, as a person sends a message. */
export async function say(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
}
