/** A new account made through the public register call (the dialog itself is tested in accounts.test.ts). */
export async function registerAccount(baseUrl: string, account: { username: string; password: string; nick_name: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`注册 ${account.username} 失败：${body.message}`);
}
