import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_FORCED_OFFLINE_MS, CHAT_TEXT, USER_ROLE, type ChatListResult, type ChatMessageItem } from '@blog/contract';
import { createAccount, bearer, uniqueName } from './helpers/accounts';
import { connectChat, expectNothing, onlineIds, type ChatTestClient } from './helpers/chat';
import { describeEachEngine } from './helpers/engines';
import { call, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { siteDateTime } from '../src/platform/siteTime';

describeEachEngine('聊天室', (engine) => {
  const server = useTestServer(engine);
  const open: ChatTestClient[] = [];
  let admin = { id: 0, token: '' };

  /** A fresh user per test, so one test's flood budget never limits another. */
  async function newUser(role: number = USER_ROLE.user, options: { disabled?: boolean } = {}) {
    const name = uniqueName('c');
    const id = await createAccount(server.db, name, 'abc12345', { role, nickName: `昵称${name}`, ...options });
    // The role claim in the token is deliberately "user": the server reads the role from the row.
    return { id, name, token: await server.tokenFor(id, USER_ROLE.user) };
  }

  async function connect(token?: string): Promise<ChatTestClient> {
    const client = await connectChat(server, token);
    open.push(client);
    return client;
  }

  const row = (id: number) => server.db.kysely.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
  const history = (body: unknown) => post<ChatListResult>(server, '/api/chat/getChatList', body);
  const text = (content: string) => ({ content, content_type: 1 });
  const said = (content: string) => (m: ChatMessageItem) => m.content === content;

  beforeAll(async () => {
    admin = await newUser(USER_ROLE.admin);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  it('游客能收到消息，但发不了任何东西', async () => {
    const alice = await newUser();
    const guest = await connect();
    const sender = await connect(alice.token);
    await guest.next('onlineList', onlineIds([alice.id]));

    sender.send('message', text('大家好'));
    const got = await guest.next('message', said('大家好'));
    expect(got).toMatchObject({ user_id: alice.id, nick_name: `昵称${alice.name}`, content: '大家好', content_type: 'text' });

    guest.send('message', { user_id: alice.id, ...text('冒充') });
    expect((await guest.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
    guest.send('revert', { message_id: got.id });
    expect((await guest.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
    expect(await row(got.id)).toBeDefined();
    guest.send('offline', { user_id: alice.id });
    expect((await guest.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
    // A revert of a message already gone (the original client deletes over REST first) is not answered.
    guest.send('revert', { message_id: got.id + 1000 });
    await expectNothing(guest, 'tips');
    expect(await server.db.kysely.selectFrom('chat_message').select('id').where('content', '=', '冒充').execute()).toEqual([]);
  });

  it('连接后只收到在线列表（第一张就是回答 init 的），没有别的提示', async () => {
    const a = await newUser();
    const client = await connect(a.token);
    await expectNothing(client, 'tips');
    expect(client.received.map((m) => m.type)).toEqual(client.received.map(() => 'onlineList'));
    expect(client.received[0]).toEqual({ type: 'onlineList', list: expect.arrayContaining([expect.objectContaining({ user_id: a.id })]) });
  });

  it('无效令牌和被禁用的用户都是游客', async () => {
    const banned = await newUser(USER_ROLE.user, { disabled: true });
    for (const token of ['not-a-token', banned.token]) {
      const client = await connect(token);
      await client.next('onlineList');
      client.send('message', text('你好'));
      expect((await client.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
    }
  });

  it('同一个连接重新 init：登录后成为用户，退出后回到游客，不能再发言', async () => {
    const a = await newUser();
    const watcher = await connect();
    const client = await connect();
    client.send('init', { user_id: a.id, token: a.token });
    await watcher.next('onlineList', onlineIds([a.id]));
    client.send('message', text('登录后的话'));
    await watcher.next('message', said('登录后的话'));

    watcher.discard('onlineList');
    client.send('init', {});
    await watcher.next('onlineList', onlineIds([]));
    client.send('message', { ...text('退出后的话'), client_id: 'out' });
    expect((await client.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.loginRequired, client_id: 'out' });
    expect(await server.db.kysely.selectFrom('chat_message').select('id').where('content', '=', '退出后的话').execute()).toEqual([]);
  });

  it('A 的令牌带着 B 的 user_id：以 A 的身份上线和发言', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const client = await connectChat(server); // init by hand with a forged user_id
    open.push(client);
    client.send('init', { user_id: b.id, token: a.token });
    await client.next('onlineList', onlineIds([a.id]));
    client.send('message', { user_id: b.id, ...text('我是谁') });
    const got = await client.next('message', said('我是谁'));
    expect(got.user_id).toBe(a.id);
    expect(got.nick_name).toBe(`昵称${a.name}`);
    expect((await row(got.id))?.user_id).toBe(a.id);
  });

  it('消息先存库再广播给每个客户端', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const clients = [await connect(a.token), await connect(b.token), await connect()];
    await clients[2]?.next('onlineList', onlineIds([a.id, b.id]));
    clients[0]?.send('message', text('  广播测试  '));
    const all = await Promise.all(clients.map((c) => c.next('message', said('广播测试'))));
    const id = all[0]?.id ?? 0;
    expect(all.every((m) => m.id === id)).toBe(true);
    expect(await row(id)).toMatchObject({ user_id: a.id, content: '广播测试', content_type: 1 });
    expect(all[0]?.createdAt).toEqual(expect.any(String));
  });

  it('空消息、超长消息、不是本站上传的图片都被拒绝', async () => {
    const a = await newUser();
    const client = await connect(a.token);
    await client.next('onlineList', onlineIds([a.id]));
    const refused = async (data: unknown) => {
      client.send('message', data);
      return (await client.next('tips')).content;
    };
    expect(await refused(text('   '))).toBe(CHAT_TEXT.emptyMessage);
    expect(await refused(text('字'.repeat(501)))).toBe(CHAT_TEXT.tooLong);
    expect(await refused({ content: 'https://evil.example/x.png', content_type: 2 })).toBe(CHAT_TEXT.badImage);
    expect(await refused({ content: `/uploads/img/${'a'.repeat(64)}.webp`, content_type: 2 })).toBe(CHAT_TEXT.badImage);
    expect(await refused({ content: '你好', content_type: 3 })).toBe(CHAT_TEXT.badFormat);
    client.send('message', text('字'.repeat(500)));
    expect((await client.next('message')).content).toHaveLength(500);

    const name = `${'b'.repeat(64)}.webp`;
    mkdirSync(path.join(server.config.dataDir, 'uploads', 'img'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', 'img', name), 'webp');
    client.send('message', { content: `/uploads/img/${name}`, content_type: 2 });
    expect((await client.next('message'))).toMatchObject({ content: `/uploads/img/${name}`, content_type: 'image' });
  });

  it('含空字符（U+0000）的消息在两种数据库上都被拒绝，什么都不保存', async () => {
    const a = await newUser();
    const client = await connect(a.token);
    client.send('message', { ...text('前\u0000后'), client_id: 'nul' });
    expect((await client.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.nulText, client_id: 'nul' });
    expect(await server.db.kysely.selectFrom('chat_message').select('id').where('user_id', '=', a.id).execute()).toEqual([]);
  });

  it('刷屏：5 秒内第 6 条被拒绝', async () => {
    const a = await newUser();
    const client = await connect(a.token);
    await client.next('onlineList', onlineIds([a.id]));
    for (let i = 1; i <= 5; i++) client.send('message', text(`第${i}条`));
    for (let i = 1; i <= 5; i++) await client.next('message', said(`第${i}条`));
    client.send('message', text('第6条'));
    expect((await client.next('tips')).content).toBe(CHAT_TEXT.tooFrequent);
    expect(await server.db.kysely.selectFrom('chat_message').select('id').where('content', '=', '第6条').execute()).toEqual([]);
  });

  it('撤回：作者可以，别人不行，管理员都可以', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const [ca, cb, cadmin] = [await connect(a.token), await connect(b.token), await connect(admin.token)];
    await cadmin.next('onlineList', onlineIds([a.id, b.id, admin.id]));
    ca.send('message', text('A 的消息'));
    const first = (await cb.next('message', said('A 的消息'))).id;
    cb.send('revert', { message_id: first });
    expect((await cb.next('tips')).content).toBe(CHAT_TEXT.revertOthers);
    expect(await row(first)).toBeDefined();
    await expectNothing(ca, 'revert');

    ca.send('revert', { message_id: first });
    for (const c of [ca, cb, cadmin]) expect((await c.next('revert')).message_id).toBe(first);
    expect(await row(first)).toBeUndefined();

    cb.send('message', text('B 的消息'));
    const second = (await ca.next('message', said('B 的消息'))).id;
    cadmin.send('revert', { message_id: second });
    for (const c of [ca, cb, cadmin]) expect((await c.next('revert')).message_id).toBe(second);
    expect(await row(second)).toBeUndefined();
  });

  it('deleteOne：作者或管理员；别人 403，不存在 code 100，未登录 401', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const watcher = await connect();
    const ca = await connect(a.token);
    await watcher.next('onlineList', onlineIds([a.id]));
    ca.send('message', text('REST 撤回'));
    const id = (await watcher.next('message', said('REST 撤回'))).id;
    const remove = (messageId: number, token?: string) =>
      call(server, 'DELETE', `/api/chat/deleteOne/${messageId}`, token ? { headers: bearer(token) } : {});

    expect((await remove(id)).status).toBe(401);
    const others = await remove(id, b.token);
    expect(others.status).toBe(403);
    expect(others.body.message).toBe(CHAT_TEXT.revertOthers);
    expect(await row(id)).toBeDefined();

    const own = await remove(id, a.token);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe(CHAT_TEXT.reverted);
    expect((await watcher.next('revert')).message_id).toBe(id);
    const missing = await remove(id, a.token);
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([200, 100, CHAT_TEXT.messageMissing]);

    ca.send('message', text('管理员删'));
    const other = (await watcher.next('message', said('管理员删'))).id;
    expect((await remove(other, admin.token)).status).toBe(200);
    expect((await watcher.next('revert')).message_id).toBe(other);
  });

  it('清空：只有管理员，所有客户端收到 clear', async () => {
    const a = await newUser();
    const watcher = await connect();
    const ca = await connect(a.token);
    await watcher.next('onlineList', onlineIds([a.id]));
    ca.send('message', text('清空前'));
    await watcher.next('message', said('清空前'));

    expect((await post(server, '/api/chat/delete', {}, { headers: bearer(a.token) })).status).toBe(403);
    expect((await call(server, 'POST', '/api/chat/delete')).status).toBe(401);
    await expectNothing(watcher, 'clear');
    expect(resultOf(await history({})).list.length).toBeGreaterThan(0);

    const cleared = await post(server, '/api/chat/delete', {}, { headers: bearer(admin.token) });
    expect(cleared.body.message).toBe(CHAT_TEXT.cleared);
    await Promise.all([watcher.next('clear'), ca.next('clear')]);
    expect(resultOf(await history({})).list).toEqual([]);
  });

  it('强制下线：只关闭目标的所有连接；非管理员和对自己都被拒绝', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const cadmin = await connect(admin.token);
    const ca = await connect(a.token);
    const cb1 = await connect(b.token);
    const cb2 = await connect(b.token);
    await cadmin.next('onlineList', onlineIds([admin.id, a.id, b.id]));

    ca.send('offline', { user_id: b.id });
    expect((await ca.next('tips')).content).toBe(CHAT_TEXT.forbidden);
    cadmin.send('offline', { user_id: admin.id });
    expect((await cadmin.next('tips')).content).toBe(CHAT_TEXT.offlineSelf);

    cadmin.send('offline', { user_id: b.id });
    for (const c of [cb1, cb2]) {
      expect((await c.next('tips')).content).toBe(CHAT_TEXT.forcedOffline);
      expect(await c.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    }
    await cadmin.next('onlineList', onlineIds([admin.id, a.id]));
    await expectNothing(ca, 'tips');
    ca.send('message', text('我还在'));
    await cadmin.next('message', said('我还在'));
  });

  it('拒绝一条消息时，tips 带回客户端给它的 client_id', async () => {
    const a = await newUser();
    const guest = await connect();
    guest.send('message', { ...text('游客'), client_id: 'g-1' });
    expect((await guest.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.loginRequired, client_id: 'g-1' });

    const client = await connect(a.token);
    client.send('message', { ...text('字'.repeat(501)), client_id: 'a-1' });
    expect((await client.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.tooLong, client_id: 'a-1' });
    client.send('message', { content: '你好', content_type: 3, client_id: 'a-2' });
    expect((await client.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.badFormat, client_id: 'a-2' });
    // Other refusals carry none; an accepted message is broadcast as stored, without it.
    client.send('revert', { message_id: 2_147_483_000 });
    expect((await client.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.messageMissing });
    client.send('message', { ...text('收到'), client_id: 'a-3' });
    expect((await client.next('message', said('收到')))).not.toHaveProperty('client_id');
  });

  it('强制下线持续一段时间：重新连接、还没关闭的连接都不能发言，期满后可以回来', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const cadmin = await connect(admin.token);
    const cb = await connect(b.token);
    await cadmin.next('onlineList', onlineIds([admin.id, b.id]));
    cadmin.send('offline', { user_id: 2_147_483_000 });
    expect((await cadmin.next('tips')).content).toBe(CHAT_TEXT.userMissing);

    const before = Date.now();
    cadmin.send('offline', { user_id: b.id });
    expect(await cb.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    const ban = await server.db.kysely.selectFrom('chat_ban').select('until').where('user_id', '=', b.id).executeTakeFirstOrThrow();
    expect(Date.parse(ban.until)).toBeGreaterThanOrEqual(before + CHAT_FORCED_OFFLINE_MS);
    expect(Date.parse(ban.until)).toBeLessThanOrEqual(Date.now() + CHAT_FORCED_OFFLINE_MS);

    // Coming back with the same token: told why and closed, never listed.
    const again = await connect(b.token);
    expect(await again.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    expect(again.received).toContainEqual({ type: 'tips', content: CHAT_TEXT.forcedOffline });
    const watcher = await connect();
    await watcher.next('onlineList', onlineIds([admin.id]));

    // A socket bound before the ban reached its process (another process, say) cannot post either.
    const ca = await connect(a.token);
    await server.db.kysely.insertInto('chat_ban').values({ user_id: a.id, until: new Date(Date.now() + 60_000).toISOString() }).execute();
    ca.send('message', { ...text('禁言中'), client_id: 'x' });
    expect((await ca.next('tips'))).toEqual({ type: 'tips', content: CHAT_TEXT.forcedOffline, client_id: 'x' });
    expect(await server.db.kysely.selectFrom('chat_message').select('id').where('content', '=', '禁言中').execute()).toEqual([]);

    // Once the period is over, b is back.
    await server.db.kysely.updateTable('chat_ban').set({ until: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', b.id).execute();
    const back = await connect(b.token);
    await watcher.next('onlineList', onlineIds([admin.id, a.id, b.id]));
    back.send('message', text('我回来了'));
    await watcher.next('message', said('我回来了'));
  });

  it('在线列表按用户计，不按连接计', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const watcher = await connect();
    const a1 = await connect(a.token);
    const a2 = await connect(a.token);
    await connect(b.token);
    const both = await watcher.next('onlineList', onlineIds([a.id, b.id]));
    expect(both.list).toHaveLength(2);
    expect(both.list.find((u) => u.user_id === a.id)).toEqual({ user_id: a.id, nick_name: `昵称${a.name}`, avatar: '' });

    await a1.close();
    await expectNothing(watcher, 'onlineList');
    await a2.close();
    await watcher.next('onlineList', onlineIds([b.id]));
  });

  it('历史记录：每页旧的在前，按 last_id（最早一条）往前翻页，空 last_id 是最新一页', async () => {
    const a = await newUser();
    await post(server, '/api/chat/delete', {}, { headers: bearer(admin.token) });
    const stamp = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const inserted = await server.db.kysely
        .insertInto('chat_message')
        .values({ user_id: a.id, content: `历史${i}`, content_type: 1, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    const first = resultOf(await history({}));
    expect(first.list.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `历史${16 + i}`));
    expect(first.list.at(-1)).toMatchObject({
      id: ids[24],
      user_id: a.id,
      nick_name: `昵称${a.name}`,
      avatar: '',
      content_type: 'text',
      createdAt: siteDateTime(stamp),
      updatedAt: siteDateTime(stamp),
    });
    expect(resultOf(await history({ size: 10, last_id: '' })).list).toEqual(first.list);
    const second = resultOf(await history({ size: 10, last_id: first.list[0]?.id }));
    expect(second.list.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `历史${6 + i}`));
    const third = resultOf(await history({ size: 10, last_id: String(second.list[0]?.id) }));
    expect(third.list.map((m) => m.content)).toEqual(['历史1', '历史2', '历史3', '历史4', '历史5']);
    expect(resultOf(await history({ size: 3, last_id: ids[0] })).list).toEqual([]);

    expect((await history({ size: 51 })).status).toBe(400);
    expect((await history({ size: 10, last_id: 'x' })).status).toBe(400);
  });

  it('断线重连后补齐：after_id 之后最早的 size 条，旧的在前，可以接着翻；原版客户端的 last_id 不受影响', async () => {
    const a = await newUser();
    await post(server, '/api/chat/delete', {}, { headers: bearer(admin.token) });
    const stamp = new Date().toISOString();
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const inserted = await server.db.kysely
        .insertInto('chat_message')
        .values({ user_id: a.id, content: `补齐${i}`, content_type: 1, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    const seen = ids[1] ?? 0;

    const first = resultOf(await history({ size: 3, after_id: seen }));
    expect(first.list.map((m) => m.content)).toEqual(['补齐3', '补齐4', '补齐5']);
    expect(first.list[0]).toMatchObject({ id: ids[2], user_id: a.id, content_type: 'text' });
    const next = resultOf(await history({ size: 3, after_id: String(first.list.at(-1)?.id) }));
    expect(next.list.map((m) => m.content)).toEqual(['补齐6', '补齐7']);
    expect(resultOf(await history({ size: 3, after_id: ids[6] })).list).toEqual([]);
    // Both bounds: what lies between them, oldest first.
    expect(resultOf(await history({ size: 10, after_id: ids[0], last_id: ids[3] })).list.map((m) => m.content)).toEqual(['补齐2', '补齐3']);
    // The original client's calls answer as before.
    expect(resultOf(await history({ size: 10, last_id: '' })).list.map((m) => m.content)).toEqual(ids.map((_, i) => `补齐${i + 1}`));
    expect(resultOf(await history({ size: 10, last_id: '', after_id: '' })).list).toHaveLength(7);
    expect((await history({ size: 10, after_id: 'x' })).status).toBe(400);
    expect((await history({ size: 10, after_id: -1 })).status).toBe(400);
  });
});
