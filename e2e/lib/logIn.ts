import type { LoginResult } from '@blog/contract';
import type { Page } from 'playwright-core';
import { api } from './browser';

/**
 * Fills the open login dialog and submits it with Enter; waits for 登录成功 and answers what the
 * server said (the token and the user's id).
 */
export async function submitLoginDialog(page: Page, username: string, password: string): Promise<LoginResult> {
  const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入用户密码').fill(password);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/login');
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  const body = (await (await answer).json()) as { result: LoginResult };
  await page.getByText('登录成功').first().waitFor();
  return body.result;
}

/** Logs in through the header's login dialog, as a visitor would, and waits for 登录成功. */
export async function logIn(page: Page, username: string, password: string): Promise<LoginResult> {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  return submitLoginDialog(page, username, password);
}

/**
 * Logs in through the API (for calls a test makes beside the browser). Logins are limited (30 per
 * address and 10 per username in 5 minutes, for all spec files together): log in once and reuse.
 */
export async function apiLogIn(username: string, password: string): Promise<LoginResult> {
  return api<LoginResult>('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}

/** Creates an account through the API (without logging it in). */
export async function apiRegister(username: string, password: string): Promise<void> {
  await api<unknown>('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
}
