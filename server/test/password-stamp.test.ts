import bcrypt from 'bcryptjs';
import { beforeAll, expect, it } from 'vitest';
import { USER_ROLE, type LoginResult, type PasswordChanged, type PasswordStampCheck } from '@blog/contract';
import { bearer, createAccount, freshIp, fromIp } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { call, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/**
 * The login form a browser remembers (SPEC.md §4) holds the password it logged in with; with it
 * goes the password's stamp from the login answer. Every way the password changes makes the stamp
 * stale, so the dialog can stop offering a password that no longer works — whichever device,
 * admin or command changed it.
 */
describeEachEngine('记住的密码：改密码后不再有效', (engine) => {
  const server = useTestServer(engine);
  let adminToken: string;

  const login = async (username: string, password: string) =>
    resultOf(await post<LoginResult>(server, '/api/user/login', { username, password }, { headers: fromIp(freshIp()) }));
  const isCurrent = async (username: string, stamp: string) =>
    resultOf(await post<PasswordStampCheck>(server, '/api/user/checkPasswordStamp', { username, password_stamp: stamp })).current;

  beforeAll(async () => {
    await createAccount(server.db, 'stamp_admin', 'admin12345', { role: USER_ROLE.admin });
    adminToken = (await login('stamp_admin', 'admin12345')).token;
  });

  it('登录给出密码指纹；没改过密码时它一直有效，再次登录得到同一个', async () => {
    await createAccount(server.db, 'stamp_same', 'abc12345');
    const first = await login('stamp_same', 'abc12345');
    expect(first.password_stamp).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isCurrent('stamp_same', first.password_stamp)).toBe(true);
    expect((await login('stamp_same', 'abc12345')).password_stamp).toBe(first.password_stamp);
  });

  it('在个人中心改了密码：旧指纹失效，改密码的回答里是新的', async () => {
    await createAccount(server.db, 'stamp_self', 'abc12345');
    const before = await login('stamp_self', 'abc12345');
    const changed = resultOf(
      await call<PasswordChanged>(server, 'PUT', '/api/user/updatePassword', {
        headers: bearer(before.token),
        body: { password: 'abc12345', password1: 'xyz98765', password2: 'xyz98765' },
      }),
    );
    expect(await isCurrent('stamp_self', before.password_stamp)).toBe(false);
    expect(await isCurrent('stamp_self', changed.password_stamp)).toBe(true);
    expect((await login('stamp_self', 'xyz98765')).password_stamp).toBe(changed.password_stamp);
  });

  it('管理员重置了密码：旧指纹失效', async () => {
    const id = await createAccount(server.db, 'stamp_reset', 'abc12345');
    const before = await login('stamp_reset', 'abc12345');
    resultOf(await call(server, 'PUT', `/api/user/adminResetPassword/${id}`, { headers: bearer(adminToken) }));
    expect(await isCurrent('stamp_reset', before.password_stamp)).toBe(false);
  });

  it('不存在的账号、乱写的指纹、别人的指纹：都是 false', async () => {
    await createAccount(server.db, 'stamp_other', 'abc12345');
    const other = await login('stamp_other', 'abc12345');
    expect(await isCurrent('nobody_here', other.password_stamp)).toBe(false);
    expect(await isCurrent('stamp_other', 'x'.repeat(43))).toBe(false);
    expect(await isCurrent('stamp_same', other.password_stamp)).toBe(false);
    const bad = await post(server, '/api/user/checkPasswordStamp', { username: 'stamp_other' });
    expect([bad.status, bad.body.message]).toEqual([400, '缺少密码指纹']);
  });

  it('原站导入的 bcrypt 密码第一次登录时换成 argon2id：这次登录给出的指纹就是换过之后的', async () => {
    const id = await createAccount(server.db, 'stamp_legacy', 'unused');
    await server.db.kysely.updateTable('user').set({ password_hash: await bcrypt.hash('legacy123', 4) }).where('id', '=', id).execute();
    const first = await login('stamp_legacy', 'legacy123');
    expect(await isCurrent('stamp_legacy', first.password_stamp)).toBe(true);
  });
});
