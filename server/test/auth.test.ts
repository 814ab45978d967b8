import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService } from '../src/platform/auth';
import { describeEachEngine } from './helpers/engines';
import { bearer, createAccount, freshIp, fromIp, login } from './helpers/accounts';
import { call, post, put, type ApiResponse } from './helpers/http';
import { TEST_JWT_SECRET, useTestServer } from './helpers/server';

const secret = new TextEncoder().encode(TEST_JWT_SECRET);

/** Every call in this issue that needs a login, with a body that would otherwise pass. */
const protectedCalls = (userId: number): Array<[string, string, unknown]> => [
  ['PUT', '/api/user/updateOwnUserInfo', { nick_name: '甲', avatar: '' }],
  ['PUT', '/api/user/updatePassword', { password: 'abc12345', password1: 'new12345', password2: 'new12345' }],
  ['POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId }],
  ['PUT', '/api/notify/update/1', undefined],
  ['PUT', '/api/notify/delete/1', undefined],
];

describeEachEngine('登录状态与权限', (engine) => {
  const server = useTestServer(engine);
  const ids = { user: 0, admin: 0, other: 0 };

  beforeAll(async () => {
    ids.user = await createAccount(server.db, 'plain_user1', 'abc12345');
    ids.other = await createAccount(server.db, 'other_user1', 'abc12345');
    ids.admin = await createAccount(server.db, 'site_admin1', 'admin1234', { role: 1 });
  });

  const expect401 = (response: ApiResponse<unknown>, message: string) => {
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 401, message, result: null });
  };

  describe('401', () => {
    it('没有 token → 401「请先登录」', async () => {
      for (const [method, path, body] of protectedCalls(ids.user)) {
        expect401(await call(server, method, path, { body }), '请先登录');
      }
    });

    it('用别的密钥签的 token → 401「登录过期，请重新登录」', async () => {
      const forged = await createTokenService(new TextEncoder().encode('another-secret-of-an-attacker')).sign({ userId: ids.admin, role: 1 });
      for (const [method, path, body] of protectedCalls(ids.admin)) {
        expect401(await call(server, method, path, { body, headers: bearer(forged) }), '登录过期，请重新登录');
      }
    });

    it('过期的 token → 401', async () => {
      const expired = await new SignJWT({ role: 2 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(ids.user))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret);
      // The same token with a future expiry passes: only the expiry makes the difference.
      const fresh = await server.tokenFor(ids.user);
      const body = { current: 1, size: 10, userId: ids.user };
      expect((await post(server, '/api/notify/getNotifyList', body, { headers: bearer(fresh) })).status).toBe(200);
      expect401(await post(server, '/api/notify/getNotifyList', body, { headers: bearer(expired) }), '登录过期，请重新登录');
    });

    it('alg none 的 token 不被接受', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ sub: String(ids.admin), role: 1, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
      expect401(await post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId: ids.admin }, { headers: bearer(`${header}.${payload}.`) }), '登录过期，请重新登录');
    });

    it('已删除用户的 token → 401', async () => {
      const ghost = await createAccount(server.db, 'ghost_user1', 'abc12345');
      const token = await server.tokenFor(ghost);
      await server.db.kysely.deleteFrom('user').where('id', '=', ghost).execute();
      expect401(await post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId: ghost }, { headers: bearer(token) }), '登录过期，请重新登录');
    });
  });

  describe('403', () => {
    it('普通用户调用管理员接口 → 403「权限不足」，什么都不变', async () => {
      const token = (await login(server, 'plain_user1', 'abc12345')).token;
      const send = await post(server, '/api/notify/adminSend', { user_id: ids.other, message: '冒充管理员' }, { headers: bearer(token) });
      expect(send.status).toBe(403);
      expect(send.body).toEqual({ code: 403, message: '权限不足', result: null });
      const disable = await put(server, `/api/user/adminDisable/${ids.other}`, { body: { disabled: true }, headers: bearer(token) });
      expect(disable.status).toBe(403);
      expect(disable.body).toEqual({ code: 403, message: '权限不足', result: null });
      const notes = await server.db.kysely.selectFrom('notify').select('id').where('user_id', '=', ids.other).execute();
      expect(notes).toEqual([]);
      const other = await server.db.kysely.selectFrom('user').select('disabled').where('id', '=', ids.other).executeTakeFirstOrThrow();
      expect(other.disabled).toBe(0);
    });

    it('token 里自称管理员也没用：角色以数据库为准', async () => {
      const claimsAdmin = await server.tokenFor(ids.user, 1);
      const send = await post(server, '/api/notify/adminSend', { user_id: ids.other, message: '伪造角色' }, { headers: bearer(claimsAdmin) });
      expect(send.status).toBe(403);
    });

    it('管理员可以发消息给用户', async () => {
      const token = (await login(server, 'site_admin1', 'admin1234')).token;
      const send = await post<{ id: number }>(server, '/api/notify/adminSend', { user_id: ids.other, message: '来自管理员的问候' }, { headers: bearer(token) });
      expect(send.body.code).toBe(0);
      const row = await server.db.kysely.selectFrom('notify').selectAll().where('id', '=', send.body.result.id).executeTakeFirstOrThrow();
      // An account notice (6): type 4 would open the console, which this user cannot use.
      expect(row).toMatchObject({ user_id: ids.other, type: 6, to_id: null, message: '来自管理员的问候', is_view: 1 });
      const missing = await post(server, '/api/notify/adminSend', { user_id: 999999, message: '无人接收' }, { headers: bearer(token) });
      expect(missing.body).toEqual({ code: 100, message: '用户不存在', result: null });
    });
  });

  describe('禁用账号', () => {
    it('管理员禁用后：旧 token 401、登录 code 100「账号已被禁用」；启用后旧 token 仍失效，重新登录可用', async () => {
      const victim = await createAccount(server.db, 'to_disable1', 'abc12345');
      const victimToken = (await login(server, 'to_disable1', 'abc12345')).token;
      const adminToken = (await login(server, 'site_admin1', 'admin1234')).token;
      const list = () => post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId: victim }, { headers: bearer(victimToken) });
      expect((await list()).status).toBe(200);

      const disabled = await put(server, `/api/user/adminDisable/${victim}`, { body: { disabled: true }, headers: bearer(adminToken) });
      expect(disabled.body.code).toBe(0);
      expect401(await list(), '账号已被禁用');
      const relogin = await post(server, '/api/user/login', { username: 'to_disable1', password: 'abc12345' }, { headers: fromIp(freshIp()) });
      expect(relogin.body).toEqual({ code: 100, message: '账号已被禁用', result: null });
      // A wrong password still says only "wrong": the disabled state is no hint for guessers.
      const guess = await post(server, '/api/user/login', { username: 'to_disable1', password: 'guess1234' }, { headers: fromIp(freshIp()) });
      expect(guess.body.message).toBe('用户名或密码错误');

      await put(server, `/api/user/adminDisable/${victim}`, { body: { disabled: false }, headers: bearer(adminToken) });
      expect401(await list(), '登录过期，请重新登录');
      const fresh = await login(server, 'to_disable1', 'abc12345');
      expect(fresh.id).toBe(victim);
      const listAgain = await post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId: victim }, { headers: bearer(fresh.token) });
      expect(listAgain.status).toBe(200);
    });

    it('管理员不能禁用自己', async () => {
      const adminToken = (await login(server, 'site_admin1', 'admin1234')).token;
      const response = await put(server, `/api/user/adminDisable/${ids.admin}`, { body: { disabled: true }, headers: bearer(adminToken) });
      expect(response.body).toEqual({ code: 100, message: '不能禁用自己的账号', result: null });
      const row = await server.db.kysely.selectFrom('user').select('disabled').where('id', '=', ids.admin).executeTakeFirstOrThrow();
      expect(row.disabled).toBe(0);
    });
  });

  describe('频率限制', () => {
    it('同一用户名 5 分钟内第 11 次尝试 → 429，正确密码也不放行', async () => {
      await createAccount(server.db, 'guessed_user', 'real-pass1');
      for (let i = 0; i < 10; i++) {
        const attempt = await post(server, '/api/user/login', { username: 'guessed_user', password: `guess${i}abc` }, { headers: fromIp(freshIp()) });
        expect(attempt.body.message).toBe('用户名或密码错误');
      }
      const blocked = await post(server, '/api/user/login', { username: 'guessed_user', password: 'real-pass1' }, { headers: fromIp(freshIp()) });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 429, message: '尝试次数过多，请稍后再试', result: null });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('同一地址 5 分钟内第 31 次登录 → 429（换用户名也一样）', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i++) {
        const attempt = await post(server, '/api/user/login', { username: `nobody_${i}x`, password: 'guess123' }, { headers: fromIp(ip) });
        expect(attempt.status).toBe(200);
      }
      const blocked = await post(server, '/api/user/login', { username: 'plain_user1', password: 'abc12345' }, { headers: fromIp(ip) });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('尝试次数过多，请稍后再试');
      // Another address is not affected.
      expect((await login(server, 'plain_user1', 'abc12345')).id).toBe(ids.user);
    });

    it('登录成功会清空该用户名的失败次数', async () => {
      await createAccount(server.db, 'forgetful_1', 'real-pass1');
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) {
          await post(server, '/api/user/login', { username: 'forgetful_1', password: 'wrong-pass1' }, { headers: fromIp(freshIp()) });
        }
        expect((await login(server, 'forgetful_1', 'real-pass1')).token).toBeTruthy();
      }
    });

    it('同一地址每小时最多注册 5 次', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const ok = await post(server, '/api/user/register', { username: `bulk_${ip.replaceAll('.', '')}_${i}`.slice(0, 16), password: 'abc12345' }, { headers: fromIp(ip) });
        expect(ok.body.code === 0 || ok.body.code === 100).toBe(true);
      }
      const blocked = await post(server, '/api/user/register', { username: 'one_too_many', password: 'abc12345' }, { headers: fromIp(ip) });
      expect(blocked.status).toBe(429);
      const row = await server.db.kysely.selectFrom('user').select('id').where('username', '=', 'one_too_many').executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });
});
