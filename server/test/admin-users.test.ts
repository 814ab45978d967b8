import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  CHAT_FORCED_OFFLINE_CLOSE_CODE,
  COMMENT_TYPE,
  PASSWORD_PATTERN,
  USER_ADMIN_MESSAGES,
  USER_ROLE,
  type AdminPasswordReset,
  type AdminUserPage,
} from '@blog/contract';
import { communityFixtures } from './comment-fixtures';
import { bearer, createAccount, freshIp, fromIp, login } from './helpers/accounts';
import { expectAdminOnly } from './helpers/admin';
import { connectChat, type ChatTestClient } from './helpers/chat';
import { describeEachEngine } from './helpers/engines';
import { call, post, put, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { createUserAdminRepo } from '../src/modules/user/adminRepo';
import { createNameRules } from '../src/modules/user/nameRules';
import { createUserAdminService } from '../src/modules/user/adminService';

const PASSWORD = 'abc12345';
const snapshot = (server: TestServer) =>
  server.db.kysely.selectFrom('user').select(['id', 'role', 'disabled', 'password_hash', 'token_version', 'updated_at']).orderBy('id').execute();

describeEachEngine('后台：用户', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  let adminToken = '';
  const open: ChatTestClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  const auth = () => ({ headers: bearer(adminToken) });
  const list = async (body: Record<string, unknown> = {}) => resultOf(await post<AdminUserPage>(server, '/api/user/adminList', { current: 1, size: 50, ...body }, auth()));
  const setRole = (id: number, role: number, token = adminToken) => put(server, `/api/user/adminRole/${id}/${role}`, { headers: bearer(token) });
  const disable = (id: number, disabled: boolean) => put(server, `/api/user/adminDisable/${id}`, { ...auth(), body: { disabled } });
  const notifyList = (token: string, userId: number) => post(server, '/api/notify/getNotifyList', { current: 1, size: 10, userId }, { headers: bearer(token) });

  beforeAll(async () => {
    ids.boss = await createAccount(server.db, 'ua_boss', PASSWORD, { role: USER_ROLE.admin, nickName: '博主' });
    for (const name of ['ua_ann', 'ua_ben', 'ua_cat']) ids[name] = await createAccount(server.db, name, PASSWORD, { nickName: `昵称${name.slice(3)}` });
    adminToken = (await login(server, 'ua_boss', PASSWORD)).token;
    const c = communityFixtures(server.db);
    const talk = await c.talk(ids.boss);
    await c.comment({ type: COMMENT_TYPE.talk, forId: talk, fromUser: ids.ua_ann! });
    await c.comment({ type: COMMENT_TYPE.talk, forId: talk, fromUser: ids.ua_ann!, status: 2 });
    await c.message(ids.ua_ann!);
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    const userToken = (await login(server, 'ua_cat', PASSWORD)).token;
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/user/adminList', { current: 1, size: 10 }],
        ['PUT', `/api/user/adminDisable/${ids.ua_ben}`, { disabled: true }],
        ['PUT', `/api/user/adminRole/${ids.ua_cat}/1`],
        ['PUT', `/api/user/adminRole/${ids.boss}/2`],
        ['PUT', `/api/user/adminResetPassword/${ids.ua_ben}`],
      ],
      userToken,
      () => snapshot(server),
    );
  });

  it('列表：新注册的在前，带角色、状态、最后登录、评论数和留言数；按用户名或昵称搜索；分页', async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.list.map((u) => u.username)).toEqual(['ua_cat', 'ua_ann', 'ua_ben', 'ua_boss'].sort((a, b) => ids[b]! - ids[a]!));
    const ann = all.list.find((u) => u.username === 'ua_ann');
    expect(ann).toMatchObject({ id: ids.ua_ann, nick_name: '昵称ann', role: USER_ROLE.user, disabled: false, comment_count: 2, message_count: 1, lastLoginAt: null });
    const boss = all.list.find((u) => u.username === 'ua_boss');
    expect(boss?.role).toBe(USER_ROLE.admin);
    expect(Date.parse(boss?.lastLoginAt ?? '')).not.toBeNaN();

    expect((await list({ keyword: '昵称b' })).list.map((u) => u.username)).toEqual(['ua_ben']);
    expect((await list({ keyword: 'UA_C' })).list.map((u) => u.username)).toEqual(['ua_cat']);
    expect((await list({ role: 1 })).list.map((u) => u.username)).toEqual(['ua_boss']);
    const page2 = await list({ current: 2, size: 3 });
    expect([page2.total, page2.list.length]).toEqual([4, 1]);
    const bad = await post(server, '/api/user/adminList', { current: 1, size: 10, keyword: 'x'.repeat(51) }, auth());
    expect([bad.status, bad.body.message]).toEqual([400, '搜索内容不能超过 50 个字']);
  });

  it('禁用：该用户的 token 立即 401、聊天连接断开、不能登录；启用后能再登录', async () => {
    const token = (await login(server, 'ua_ben', PASSWORD)).token;
    expect((await notifyList(token, ids.ua_ben!)).status).toBe(200);
    const chat = await connectChat(server, token);
    open.push(chat);

    const done = await disable(ids.ua_ben!, true);
    expect(done.body).toMatchObject({ code: 0, message: USER_ADMIN_MESSAGES.disabled, result: { id: ids.ua_ben, disabled: true } });
    const refused = await notifyList(token, ids.ua_ben!);
    expect([refused.status, refused.body.message]).toEqual([401, '账号已被禁用']);
    expect(await chat.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    const relogin = await post(server, '/api/user/login', { username: 'ua_ben', password: PASSWORD }, { headers: fromIp(freshIp()) });
    expect(relogin.body).toEqual({ code: 100, message: '账号已被禁用', result: null });
    expect((await list({ status: 2 })).list.map((u) => u.username)).toEqual(['ua_ben']);

    expect((await disable(ids.ua_ben!, false)).body.message).toBe(USER_ADMIN_MESSAGES.enabled);
    expect((await login(server, 'ua_ben', PASSWORD)).id).toBe(ids.ua_ben);
  });

  it('不能禁用自己或管理员；已禁用的不能设为管理员；都什么都不改', async () => {
    await createAccount(server.db, 'ua_off', PASSWORD, { disabled: true });
    const off = (await list({ keyword: 'ua_off' })).list[0]!.id;
    const before = await snapshot(server);
    expect((await disable(ids.boss!, true)).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.disableSelf, result: null });
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.admin }).where('id', '=', ids.ua_cat!).execute();
    const catBefore = await snapshot(server);
    expect((await disable(ids.ua_cat!, true)).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.disableAdmin, result: null });
    expect((await setRole(off, 1)).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.disabledNotAdmin, result: null });
    expect(await snapshot(server)).toEqual(catBefore);
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.user }).where('id', '=', ids.ua_cat!).execute();
    expect((await snapshot(server)).map((u) => u.role)).toEqual(before.map((u) => u.role));
  });

  it('设为管理员、取消管理员（角色从下一次请求起生效）；不能改自己', async () => {
    const before = await snapshot(server);
    expect((await setRole(ids.boss!, 2)).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.roleSelf, result: null });
    expect(await snapshot(server)).toEqual(before);

    const annToken = (await login(server, 'ua_ann', PASSWORD)).token;
    const asAnn = () => post(server, '/api/user/adminList', { current: 1, size: 5 }, { headers: bearer(annToken) });
    expect((await asAnn()).status).toBe(403);
    expect((await setRole(ids.ua_ann!, 1)).body).toEqual({ code: 0, message: USER_ADMIN_MESSAGES.madeAdmin, result: null });
    expect((await asAnn()).status).toBe(200);
    expect((await list({ role: 1 })).list.map((u) => u.username).sort()).toEqual(['ua_ann', 'ua_boss']);
    expect((await setRole(ids.ua_ann!, 2)).body).toEqual({ code: 0, message: USER_ADMIN_MESSAGES.removedAdmin, result: null });
    expect((await asAnn()).status).toBe(403);
  });

  it('最后一位管理员不能取消：两位管理员同时互相取消，只成功一个', async () => {
    await setRole(ids.ua_ann!, 1);
    const annToken = (await login(server, 'ua_ann', PASSWORD)).token;
    const answers = await Promise.all([setRole(ids.ua_ann!, 2), setRole(ids.boss!, 2, annToken)]);
    const admins = await server.db.kysely.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).execute();
    expect(admins).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    // The loser was refused either as no longer an admin (403) or by the last-admin rule.
    const loser = answers.find((a) => a.body.code !== 0)!;
    expect([403, USER_ADMIN_MESSAGES.lastAdmin]).toContain(loser.body.code === 403 ? 403 : loser.body.message);
    // Put the blogger back as the only admin for the next tests.
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.user }).execute();
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.admin }).where('id', '=', ids.boss!).execute();
  });

  it('最后一位管理员不能取消：服务层在只剩一位时拒绝，什么都不改', async () => {
    // Over HTTP the caller is itself an admin, so only a race reaches this rule; the service is asked directly.
    const service = createUserAdminService(createUserAdminRepo(server.db), async () => {}, createNameRules(server.db));
    const before = await snapshot(server);
    await expect(service.setRole(ids.ua_ann!, ids.boss!, USER_ROLE.user)).rejects.toThrow(USER_ADMIN_MESSAGES.lastAdmin);
    expect(await snapshot(server)).toEqual(before);
  });

  it('重置密码：新密码只返回一次、符合密码规则；旧密码失效，新密码能登录，旧登录 401；不能重置自己', async () => {
    const oldToken = (await login(server, 'ua_cat', PASSWORD)).token;
    const chat = await connectChat(server, oldToken);
    open.push(chat);
    const reset = await put<AdminPasswordReset>(server, `/api/user/adminResetPassword/${ids.ua_cat}`, auth());
    expect(reset.body.message).toBe(USER_ADMIN_MESSAGES.passwordReset);
    const { password } = resultOf(reset);
    expect(password).toMatch(PASSWORD_PATTERN);
    expect(password).toHaveLength(12);
    const row = await server.db.kysely.selectFrom('user').select('password_hash').where('id', '=', ids.ua_cat!).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(password);

    const expired = await notifyList(oldToken, ids.ua_cat!);
    expect([expired.status, expired.body.message]).toEqual([401, '登录过期，请重新登录']);
    expect(await chat.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    const old = await post(server, '/api/user/login', { username: 'ua_cat', password: PASSWORD }, { headers: fromIp(freshIp()) });
    expect(old.body).toEqual({ code: 100, message: '用户名或密码错误', result: null });
    expect((await login(server, 'ua_cat', password)).id).toBe(ids.ua_cat);

    // A second reset gives another password; the first one stops working.
    const again = resultOf(await put<AdminPasswordReset>(server, `/api/user/adminResetPassword/${ids.ua_cat}`, auth())).password;
    expect(again).not.toBe(password);
    expect((await post(server, '/api/user/login', { username: 'ua_cat', password }, { headers: fromIp(freshIp()) })).body.code).toBe(100);

    const before = await snapshot(server);
    expect((await put(server, `/api/user/adminResetPassword/${ids.boss}`, auth())).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.resetSelf, result: null });
    expect((await put(server, '/api/user/adminResetPassword/999999', auth())).body).toEqual({ code: 100, message: USER_ADMIN_MESSAGES.missing, result: null });
    expect((await call(server, 'PUT', '/api/user/adminRole/abc/1', auth())).status).toBe(400);
    expect((await call(server, 'PUT', `/api/user/adminRole/${ids.ua_ann}/3`, auth())).status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });
});
