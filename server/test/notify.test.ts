import { beforeAll, expect, it } from 'vitest';
import { NOTIFY_TYPE, type NotifyPage } from '@blog/contract';
import { createNotifyService } from '../src/modules/notify/service';
import { describeEachEngine } from './helpers/engines';
import { bearer, createAccount, login } from './helpers/accounts';
import { post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('消息通知', (engine) => {
  const server = useTestServer(engine);
  const ids = { alice: 0, bob: 0, admin: 0 };
  const tokens = { alice: '', bob: '', admin: '' };
  const aliceNotes: number[] = [];
  let bobNote = 0;

  beforeAll(async () => {
    ids.alice = await createAccount(server.db, 'alice_reader', 'abc12345');
    ids.bob = await createAccount(server.db, 'bob_reader1', 'abc12345');
    ids.admin = await createAccount(server.db, 'notify_admin', 'admin1234', { role: 1 });
    tokens.alice = (await login(server, 'alice_reader', 'abc12345')).token;
    tokens.bob = (await login(server, 'bob_reader1', 'abc12345')).token;
    tokens.admin = (await login(server, 'notify_admin', 'admin1234')).token;
    // Through the service other features use; sequential so creation order is the time order.
    const notify = createNotifyService(server.db);
    for (let i = 1; i <= 12; i++) {
      aliceNotes.push(await notify.notify({ userId: ids.alice, type: NOTIFY_TYPE.article, toId: i, message: `第 ${i} 条` }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    bobNote = await notify.notify({ userId: ids.bob, type: NOTIFY_TYPE.adminPage, message: '<b>给 Bob 的消息</b>' });
  });

  const list = (token: string, body: unknown) => post<NotifyPage>(server, '/api/notify/getNotifyList', body, { headers: bearer(token) });
  const row = (id: number) => server.db.kysely.selectFrom('notify').selectAll().where('id', '=', id).executeTakeFirst();

  it('分页、新的在前、带总数', async () => {
    const first = resultOf(await list(tokens.alice, { current: 1, size: 10, userId: ids.alice }));
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(10);
    expect(first.list.map((n) => n.message)).toEqual(Array.from({ length: 10 }, (_, i) => `第 ${12 - i} 条`));
    expect(first.list[0]).toEqual({ id: aliceNotes[11], type: 1, to_id: 12, message: '第 12 条', isView: 1, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    const second = resultOf(await list(tokens.alice, { current: 2, size: 10, userId: ids.alice }));
    expect(second.list.map((n) => n.message)).toEqual(['第 2 条', '第 1 条']);
    expect(second).toMatchObject({ current: 2, size: 10, total: 12 });
  });

  it('未读数按全部消息算，不只是这一页（铃铛上的数字）', async () => {
    const unreadNow = async () => resultOf(await list(tokens.alice, { current: 1, size: 10, userId: ids.alice })).unread;
    const before = await unreadNow();
    const all = resultOf(await list(tokens.alice, { current: 1, size: 50, userId: ids.alice })).list;
    expect(before).toBe(all.filter((n) => n.isView === 1).length);
    expect(before).toBeGreaterThan(10);
    // Reading one on the second page lowers the first page's count too.
    const last = all.at(-1)!;
    expect(last.isView).toBe(1);
    await put(server, `/api/notify/update/${last.id}`, { headers: bearer(tokens.alice) });
    expect(await unreadNow()).toBe(before - 1);
    await server.db.kysely.updateTable('notify').set({ is_view: 1 }).where('id', '=', last.id).execute();
    expect(resultOf(await list(tokens.bob, { current: 1, size: 10, userId: ids.bob })).unread).toBe(1);
  });

  it('userId 写别人的（原版客户端带着自己的编号）不起作用：token 决定看谁的消息，管理员也一样', async () => {
    const bobs = resultOf(await list(tokens.bob, { current: 1, size: 10, userId: ids.alice }));
    expect(bobs.list.every((n) => !aliceNotes.includes(n.id))).toBe(true);
    const admins = resultOf(await list(tokens.admin, { current: 1, size: 10, userId: ids.alice }));
    expect(admins.list.every((n) => !aliceNotes.includes(n.id))).toBe(true);
    // Without userId at all, the same list.
    expect(resultOf(await list(tokens.alice, { current: 1, size: 10 })).total).toBe(12);
  });

  it('分页参数不对 → 400', async () => {
    const response = await list(tokens.alice, { current: 0, size: 10, userId: ids.alice });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('页码必须大于 0');
  });

  it('标记已读：自己的可以；别人的 → code 100「消息不存在」且不变', async () => {
    const mine = aliceNotes[0]!;
    const foreign = await put(server, `/api/notify/update/${mine}`, { headers: bearer(tokens.bob) });
    expect(foreign.body).toEqual({ code: 100, message: '消息不存在', result: null });
    expect((await row(mine))?.is_view).toBe(1);
    // Someone else's id and a missing one answer alike.
    expect((await put(server, '/api/notify/update/999999', { headers: bearer(tokens.bob) })).body).toEqual(foreign.body);

    expect((await put(server, `/api/notify/update/${mine}`, { headers: bearer(tokens.alice) })).body.code).toBe(0);
    expect((await row(mine))?.is_view).toBe(2);
    const page = resultOf(await list(tokens.alice, { current: 2, size: 10, userId: ids.alice }));
    expect(page.list.find((n) => n.id === mine)?.isView).toBe(2);
  });

  it('删除：别人的 → code 100 且还在；自己的 → 删除成功', async () => {
    const target = aliceNotes[1]!;
    const foreign = await put(server, `/api/notify/delete/${target}`, { headers: bearer(tokens.bob) });
    expect(foreign.body).toEqual({ code: 100, message: '消息不存在', result: null });
    expect(await row(target)).toBeDefined();
    expect(await row(bobNote)).toBeDefined();

    const own = await put(server, `/api/notify/delete/${target}`, { headers: bearer(tokens.alice) });
    expect(own.body).toEqual({ code: 0, message: '删除成功', result: null });
    expect(await row(target)).toBeUndefined();
    expect(resultOf(await list(tokens.alice, { current: 1, size: 10, userId: ids.alice })).total).toBe(11);
    const again = await put(server, `/api/notify/delete/${target}`, { headers: bearer(tokens.alice) });
    expect(again.body.message).toBe('消息不存在');
  });

  it('HTML 消息原样保存，由客户端净化后显示', async () => {
    const bobs = resultOf(await list(tokens.bob, { current: 1, size: 10, userId: ids.bob }));
    expect(bobs.list).toEqual([expect.objectContaining({ id: bobNote, type: 4, to_id: null, message: '<b>给 Bob 的消息</b>' })]);
  });
});
