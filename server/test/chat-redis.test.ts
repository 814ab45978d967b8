import { afterEach, expect, it } from 'vitest';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, USER_ROLE } from '@blog/contract';
import { bearer, createAccount, uniqueName } from './helpers/accounts';
import { connectChat, onlineIds, type ChatTestClient } from './helpers/chat';
import { post } from './helpers/http';
import { describeWithRedis, twoProcessesOn } from './helpers/services';
import type { TestServer } from './helpers/server';

/** Two server processes' worth of app (own sockets, own bus connections) on one database and one Redis. */
describeWithRedis('聊天室跨进程', (urls) => {
  const servers = twoProcessesOn(urls);
  const open: ChatTestClient[] = [];

  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });

  async function newUser(role: number = USER_ROLE.user) {
    const id = await createAccount(servers.one.db, uniqueName('r'), 'abc12345', { role });
    return { id, token: await servers.one.tokenFor(id) };
  }

  async function connect(server: TestServer, token?: string): Promise<ChatTestClient> {
    const client = await connectChat(server, token);
    open.push(client);
    return client;
  }

  it('在线列表是两个进程的并集；消息和撤回都到达另一个进程', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const onOne = await connect(servers.one, a.token);
    const onTwo = await connect(servers.two, b.token);
    const guestOnTwo = await connect(servers.two);
    await onOne.next('onlineList', onlineIds([a.id, b.id]));
    await guestOnTwo.next('onlineList', onlineIds([a.id, b.id]));

    onOne.send('message', { content: '跨进程你好', content_type: 1 });
    const got = await onTwo.next('message', (m) => m.content === '跨进程你好');
    expect(got.user_id).toBe(a.id);
    await guestOnTwo.next('message', (m) => m.id === got.id);

    onOne.send('revert', { message_id: got.id });
    expect((await onTwo.next('revert')).message_id).toBe(got.id);

    await onTwo.close();
    await onOne.next('onlineList', onlineIds([a.id]));
  });

  it('REST 清空和强制下线也到达另一个进程', async () => {
    const [admin, b] = [await newUser(USER_ROLE.admin), await newUser()];
    const adminOnOne = await connect(servers.one, admin.token);
    const bOnTwo = await connect(servers.two, b.token);
    await adminOnOne.next('onlineList', onlineIds([admin.id, b.id]));

    expect((await post(servers.one, '/api/chat/delete', {}, { headers: bearer(admin.token) })).status).toBe(200);
    await bOnTwo.next('clear');

    adminOnOne.send('offline', { user_id: b.id });
    await bOnTwo.next('tips', (m) => m.content === CHAT_TEXT.forcedOffline);
    expect(await bOnTwo.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
    await adminOnOne.next('onlineList', onlineIds([admin.id]));

    // Neither process lets b back in: not the one that banned, not the other one.
    for (const server of [servers.two, servers.one]) {
      const again = await connect(server, b.token);
      expect(await again.closed).toBe(CHAT_FORCED_OFFLINE_CLOSE_CODE);
      expect(again.received).toContainEqual({ type: 'tips', content: CHAT_TEXT.forcedOffline });
    }
    const watcher = await connect(servers.two);
    await watcher.next('onlineList', onlineIds([admin.id]));
  });
});
