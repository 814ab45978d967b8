import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_PAGE_NOTICE_REFUSED, NOTIFY_TYPE, USER_ROLE } from '@blog/contract';
import { moveUserNoticesOffTheConsole } from '../src/db/migrations/023_user_notices';
import { DEMO_USERNAME, ensureDemoAccount } from '../src/db/seed/demoAccount';
import { createNotifyService } from '../src/modules/notify/service';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { post } from './helpers/http';
import { useTestServer } from './helpers/server';

/**
 * Type 4 opens the console: only admins get it. What an ordinary user receives is typed by what it
 * is about — 5 a friend link (/link/list), 6 their own account (the personal centre) — whether the
 * seed, the admin or an older site made it.
 */
describeEachEngine('普通用户不会收到类型 4（后台）消息', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'ntypes');
  });

  const notesOf = (userId: number) =>
    server.db.kysely.selectFrom('notify').select(['id', 'type', 'to_id', 'message']).where('user_id', '=', userId).orderBy('id').execute();
  const send = (body: object) => post<{ id: number }>(server, '/api/notify/adminSend', body, { headers: bearer(accounts.adminToken) });

  it('演示账号的欢迎、注册成功和友链通过的消息分别是类型 6、6、5，没有类型 4', async () => {
    await ensureDemoAccount(server.db, () => {});
    const demo = await server.db.kysely.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow();
    const notes = await notesOf(demo.id);
    expect(notes.filter((n) => n.type === NOTIFY_TYPE.adminPage)).toEqual([]);
    const typeOf = (start: string) => notes.find((n) => n.message.startsWith(start))?.type;
    expect(typeOf('欢迎来到本站')).toBe(NOTIFY_TYPE.account);
    expect(typeOf('注册成功')).toBe(NOTIFY_TYPE.account);
    expect(typeOf('你的友链申请已通过')).toBe(NOTIFY_TYPE.link);
  });

  it('管理员发给普通用户的消息默认是类型 6；指定类型 4 被拒绝，什么都不存', async () => {
    const plain = await send({ user_id: accounts.userId, message: '你好，欢迎常来' });
    expect(plain.body.code).toBe(0);
    const refused = await send({ user_id: accounts.userId, message: '去后台看看', type: NOTIFY_TYPE.adminPage });
    expect(refused.body).toEqual({ code: 100, message: ADMIN_PAGE_NOTICE_REFUSED, result: null });
    expect(await notesOf(accounts.userId)).toEqual([{ id: plain.body.result.id, type: NOTIFY_TYPE.account, to_id: null, message: '你好，欢迎常来' }]);
  });

  it('发给管理员的类型 4 照常保存（它会打开后台）', async () => {
    const toAdmin = await send({ user_id: accounts.adminId, message: '后台有新东西', type: NOTIFY_TYPE.adminPage });
    expect(toAdmin.body.code).toBe(0);
    expect((await notesOf(accounts.adminId)).map((n) => n.type)).toContain(NOTIFY_TYPE.adminPage);
  });

  it('迁移 023（原站导入也用它）：普通用户已有的类型 4 消息，提到友链的改为 5，其余改为 6；管理员的不动', async () => {
    const reader = (await createAdminAccounts(server, 'ntypes_old')).userId;
    const notify = createNotifyService(server.db);
    const linkNote = await notify.notify({ userId: reader, type: NOTIFY_TYPE.adminPage, message: '你的友链申请已通过审核' });
    const welcome = await notify.notify({ userId: reader, type: NOTIFY_TYPE.adminPage, toId: 3, message: '注册成功，欢迎加入！' });
    const article = await notify.notify({ userId: reader, type: NOTIFY_TYPE.article, toId: 7, message: '博主回复了你' });
    const alert = await notify.notify({ userId: accounts.adminId, type: NOTIFY_TYPE.adminPage, toId: 3, message: '收到友链申请' });

    // A migration gets the migrator's untyped handle, as in connection.ts.
    const moved = await moveUserNoticesOffTheConsole(server.db.kysely as unknown as Kysely<unknown>);
    expect(moved).toBe(2);
    expect(await notesOf(reader)).toEqual([
      { id: linkNote, type: NOTIFY_TYPE.link, to_id: null, message: '你的友链申请已通过审核' },
      { id: welcome, type: NOTIFY_TYPE.account, to_id: null, message: '注册成功，欢迎加入！' },
      { id: article, type: NOTIFY_TYPE.article, to_id: 7, message: '博主回复了你' },
    ]);
    expect((await notesOf(accounts.adminId)).find((n) => n.id === alert)).toMatchObject({ type: NOTIFY_TYPE.adminPage, to_id: 3 });
    const admins = await server.db.kysely.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).execute();
    expect(admins.map((a) => a.id)).toContain(accounts.adminId);
  });
});
