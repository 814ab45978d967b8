import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, USER_ROLE } from '@blog/contract';
import { bearer, createAccount, freshIp, fromIp, uniqueName } from './helpers/accounts';
import { connectChat } from './helpers/chat';
import { describeEachEngine, postgresEngine } from './helpers/engines';
import { post, put } from './helpers/http';
import { describeWithRedis } from './helpers/services';
import { useTestServer, type TestServer } from './helpers/server';

/**
 * `npm run reset-password -- <username>`, run for real against a running site's data directory (and
 * its PostgreSQL database): the way back in for a blogger who lost the admin password printed once.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function resetPassword(server: TestServer, username: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only what the server itself was configured with: the data directory and the database.
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', DATA_DIR: server.config.dataDir };
  if (server.config.databaseUrl) env.DATABASE_URL = server.config.databaseUrl;
  if (server.config.redisUrl) Object.assign(env, { REDIS_URL: server.config.redisUrl, REDIS_PREFIX: server.config.redisPrefix });
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'reset-password', '--', username], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describeEachEngine('npm run reset-password', (engine) => {
  const server = useTestServer(engine);
  const ip = freshIp();
  const login = (username: string, password: string) => post<{ token: string }>(server, '/api/user/login', { username, password }, { headers: fromIp(ip) });
  /** A call only a logged-in admin may make: 200 with a live session, 401 once it ended. */
  const adminCall = (token: string) => post(server, '/api/user/adminList', { current: 1, size: 5 }, { headers: bearer(token) });

  it('给管理员一个只显示一次的新密码，旧密码和旧登录（包括聊天室）立即失效', async () => {
    const username = uniqueName('boss');
    await createAccount(server.db, username, 'forgotten-pass1', { role: USER_ROLE.admin });
    const before = await login(username, 'forgotten-pass1');
    const oldToken = before.body.result!.token;
    expect((await adminCall(oldToken)).status).toBe(200);
    const chat = await connectChat(server, oldToken);

    const run = await resetPassword(server, username);
    expect(run.code, run.stderr).toBe(0);
    const password = /生成新密码：(\S+)/.exec(run.stdout)?.[1];
    expect(run.stdout).toContain(`已为管理员 ${username} 生成新密码`);
    expect(run.stdout).toContain('只显示这一次');
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);

    expect((await adminCall(oldToken)).status).toBe(401);
    expect((await login(username, 'forgotten-pass1')).body.message).toBe('用户名或密码错误');
    const after = await login(username, password!);
    expect(after.body.code).toBe(0);
    expect((await adminCall(after.body.result!.token)).status).toBe(200);

    // The socket opened with the old login may no longer speak for the admin.
    chat.send('message', { user_id: 0, content: '还在吗', content_type: 'text', client_id: 'c1' });
    expect((await chat.next('tips', (tip) => tip.client_id === 'c1')).content).toBe(CHAT_TEXT.sessionEnded);
    const stored = await server.db.kysely.selectFrom('chat_message').select('id').where('content', '=', '还在吗').execute();
    expect(stored).toEqual([]);
    await chat.close();
  });

  it('普通用户也可以；用户名不存在时用中文说明并列出管理员账号，什么都不改', async () => {
    const username = uniqueName('reader');
    await createAccount(server.db, username, 'reader-pass1');
    const token = (await login(username, 'reader-pass1')).body.result!.token;
    const profile = { nick_name: '读者', avatar: '' };
    const updateProfile = () => put(server, '/api/user/updateOwnUserInfo', { body: profile, headers: bearer(token) });
    expect((await updateProfile()).status).toBe(200);

    const missing = await resetPassword(server, `${username}x`);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`找不到用户名为「${username}x」的账号，什么都没有改。`);
    expect(missing.stderr).toMatch(/管理员账号：\S+/);
    expect(missing.stdout).not.toContain('生成新密码');
    expect((await login(username, 'reader-pass1')).body.code).toBe(0);

    const run = await resetPassword(server, username);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`已为用户 ${username} 生成新密码`);
    expect((await updateProfile()).status).toBe(401);
  });
});

describeWithRedis('npm run reset-password（聊天经 Redis 分发）', ({ databaseUrl, redisUrl }) => {
  const server = useTestServer(postgresEngine(databaseUrl), { env: { REDIS_URL: redisUrl, REDIS_PREFIX: `reset-${randomBytes(4).toString('hex')}` } });

  it('命令经 Redis 让服务器立即断开这个账号的聊天连接', async () => {
    const username = uniqueName('chat');
    const id = await createAccount(server.db, username, 'chat-pass1');
    const chat = await connectChat(server, await server.tokenFor(id));
    const run = await resetPassword(server, username);
    expect(run.code, run.stderr).toBe(0);
    expect(await chat.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
  });
});
