import type { LoginResult } from '@blog/contract';
import { api } from './browser';
import type { Page } from 'playwright-core';

/** Logs in through the header's login dialog, as a visitor would, and waits for 登录成功. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入用户密码').fill(password);
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await page.getByText('登录成功').first().waitFor();
}

/** Logs in through the API (for calls a test makes beside the browser); counts against the same limit. */
export async function apiLogIn(username: string, password: string): Promise<LoginResult> {
  return api<LoginResult>('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

/** Registers a new account through the API and logs it in. */
export async function apiRegisterAndLogIn(username: string, password: string): Promise<LoginResult> {
  await api<unknown>('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return apiLogIn(username, password);
}
