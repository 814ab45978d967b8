import type { Page } from 'playwright-core';

/** Fills the open login dialog and submits it with Enter, then waits for 登录成功. */
export async function submitLoginDialog(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '记住我' });
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入用户密码').fill(password);
  await dialog.getByPlaceholder('请输入用户密码').press('Enter');
  await page.getByText('登录成功').first().waitFor();
}

/** Logs in through the header's login dialog, as a visitor would, and waits for 登录成功. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  await submitLoginDialog(page, username, password);
}
