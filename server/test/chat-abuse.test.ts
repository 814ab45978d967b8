import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_TEXT, USER_ROLE } from '@blog/contract';
import { CHAT_FLOOD_DROP_AFTER, CHAT_FRAME_RULES, CHAT_MAX_SOCKETS_PER_ADDRESS, CHAT_POLICY_CLOSE_CODE } from '../src/modules/chat/limits';
import { createAccount, freshIp, uniqueName } from './helpers/accounts';
import { connectChat, onlineIds, type ChatTestClient } from './helpers/chat';
import { sqliteEngine } from './helpers/engines';
import { useTestServer, type TestServer } from './helpers/server';

/** Attacks on the chat socket that cost the server memory or the listeners frames. */
function useClients(server: TestServer) {
  const open: ChatTestClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return {
    async connect(token?: string, from: string = freshIp()): Promise<ChatTestClient> {
      const client = await connectChat(server, token, { from });
      open.push(client);
      return client;
    },
    async newUser() {
      const id = await createAccount(server.db, uniqueName('f'), 'abc12345', { role: USER_ROLE.user });
      return { id, token: await server.tokenFor(id) };
    },
  };
}

const tooManyFrames = (m: { content: string }) => m.content === CHAT_TEXT.tooManyFrames;
const countOf = (client: ChatTestClient, type: string) => client.received.filter((m) => m.type === type).length;

describe('聊天室滥用', () => {
  const server = useTestServer(sqliteEngine);
  const { connect, newUser } = useClients(server);

  it('反复 init：在线列表的广播被合并，听众收到的列表不随 init 次数增长，最后一张是对的', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const listeners = await Promise.all(Array.from({ length: 5 }, () => connect()));
    const flooder = await connect();
    const before = listeners.map((l) => countOf(l, 'onlineList'));
    // Four changes of who is online, faster than the coalescing interval (within init's budget).
    for (const data of [{ token: a.token }, { token: '' }, { token: a.token }, { token: b.token }]) flooder.send('init', data);
    for (const listener of listeners) await listener.next('onlineList', onlineIds([b.id]));
    // Unthrottled, each change is one list to every listener (4); coalesced, the first and the last.
    listeners.forEach((l, i) => expect(countOf(l, 'onlineList') - (before[i] ?? 0)).toBeLessThanOrEqual(2));
  });

  it('init 也限速：超出的被拒绝并用中文告知一次，继续刷就断开', async () => {
    const a = await newUser();
    const flooder = await connect(a.token);
    const budget = CHAT_FRAME_RULES.init.max - 1; // connecting spent one
    for (let i = 0; i < budget + 3; i++) flooder.send('init', { token: a.token });
    await flooder.next('tips', tooManyFrames);
    // Told once, not once per refused frame (that would be an amplification of its own).
    flooder.send('revert', { message_id: 2_147_483_000 });
    await flooder.next('tips', (m) => m.content === CHAT_TEXT.messageMissing);
    expect(flooder.received.filter((m) => m.type === 'tips' && tooManyFrames(m))).toHaveLength(1);

    for (let i = 0; i < CHAT_FLOOD_DROP_AFTER; i++) flooder.send('init', { token: a.token });
    expect(await flooder.closed).toBe(CHAT_POLICY_CLOSE_CODE);
  });

  it('每一种帧都限速：消息、撤回、强制下线、格式错误的帧', async () => {
    const a = await newUser();
    const frames: Array<[keyof typeof CHAT_FRAME_RULES, () => [string, unknown]]> = [
      ['message', () => ['message', { content: '', content_type: 1 }]],
      ['revert', () => ['revert', { message_id: 2_147_483_000 }]],
      ['offline', () => ['offline', { user_id: a.id }]],
      ['invalid', () => ['nonsense', {}]],
    ];
    for (const [rule, frame] of frames) {
      const client = await connect(a.token);
      for (let i = 0; i <= CHAT_FRAME_RULES[rule].max; i++) client.send(...frame());
      await client.next('tips', tooManyFrames);
      // Every frame within the budget got its own answer (a refusal of its own kind), none beyond it.
      expect(client.received.filter((m) => m.type === 'tips' && !tooManyFrames(m))).toHaveLength(CHAT_FRAME_RULES[rule].max);
    }
  });

  it('同一地址的连接有上限；别的地址不受影响，关掉一个后又能连', async () => {
    const address = freshIp();
    const held = [];
    for (let i = 0; i < CHAT_MAX_SOCKETS_PER_ADDRESS; i++) held.push(await connect(undefined, address));
    const refused = await connect(undefined, address);
    expect(await refused.closed).toBe(CHAT_POLICY_CLOSE_CODE);
    expect(refused.received).toEqual([{ type: 'tips', content: CHAT_TEXT.tooManySockets }]);

    const elsewhere = await connect(undefined, freshIp());
    expect(countOf(elsewhere, 'onlineList')).toBe(1);
    await held[0]?.close();
    const again = await connect(undefined, address);
    expect(countOf(again, 'onlineList')).toBe(1);
  });
});

describe('聊天室滥用：不信任代理时', () => {
  const server = useTestServer(sqliteEngine, { trustProxy: 'false' });
  const { connect } = useClients(server);

  it('伪造的 X-Forwarded-For 不能绕过每个地址的连接上限', async () => {
    for (let i = 0; i < CHAT_MAX_SOCKETS_PER_ADDRESS; i++) await connect(undefined, freshIp());
    const refused = await connect(undefined, freshIp());
    expect(await refused.closed).toBe(CHAT_POLICY_CLOSE_CODE);
  });
});
