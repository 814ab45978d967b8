import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ChatServerMessage } from '@blog/contract';
import { createMemoryEventBus } from '../src/platform/eventBus';
import { CHAT_CHANNEL } from '../src/modules/chat/events';
import { createChatHub, PRESENCE_TTL_MS } from '../src/modules/chat/hub';

/** Just enough of a socket for the hub: records what it is sent. */
function fakeSocket(): { socket: WebSocket; sent: ChatServerMessage[] } {
  const sent: ChatServerMessage[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: Buffer) => sent.push(JSON.parse(data.toString()) as ChatServerMessage),
    on() {},
    ping() {},
    close() {},
    terminate() {},
  };
  return { socket: socket as unknown as WebSocket, sent };
}

/** Broadcasts go out at the end of the tick. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

const lastList = (sent: ChatServerMessage[]) =>
  sent.filter((m) => m.type === 'onlineList').at(-1)?.list.map((u) => u.user_id);

describe('进程内事件总线', () => {
  it('发布者自己也收到，退订后不再收到，负载是副本', async () => {
    const bus = createMemoryEventBus();
    const got: unknown[] = [];
    const payload = { n: 1 };
    const unsubscribe = await bus.subscribe('x', (p) => got.push(p));
    await bus.publish('x', payload);
    await bus.publish('y', { n: 2 });
    await unsubscribe();
    await bus.publish('x', { n: 3 });
    expect(got).toEqual([{ n: 1 }]);
    expect(got[0]).not.toBe(payload);
  });
});

describe('在线列表跨进程合并', () => {
  it('其他进程的用户过期后消失，离开的进程立即消失', async () => {
    const bus = createMemoryEventBus();
    let time = 1_000_000;
    // No coalescing: every change shows at once, so the test reads the list right after it.
    const hub = await createChatHub(bus, { now: () => time, presenceIntervalMs: 0 });
    const { socket, sent } = fakeSocket();
    const client = hub.add(socket, '127.0.0.1');
    if (!client) throw new Error('连接被拒绝');
    hub.bind(client, { user_id: 1, nick_name: '一', avatar: '' });
    expect(lastList(sent)).toEqual([1]);

    await bus.publish(CHAT_CHANNEL, { kind: 'presence', processId: 'other', users: [{ user_id: 2, nick_name: '二', avatar: '' }], ttlMs: PRESENCE_TTL_MS });
    await tick();
    expect(lastList(sent)).toEqual([1, 2]);

    time += PRESENCE_TTL_MS + 1;
    hub.bind(client, null); // any change recomputes the list
    expect(lastList(sent)).toEqual([]);

    await bus.publish(CHAT_CHANNEL, { kind: 'presence', processId: 'other', users: [{ user_id: 2, nick_name: '二', avatar: '' }], ttlMs: PRESENCE_TTL_MS });
    await tick();
    expect(lastList(sent)).toEqual([2]);
    await bus.publish(CHAT_CHANNEL, { kind: 'presenceGone', processId: 'other' });
    await tick();
    expect(lastList(sent)).toEqual([]);
    await hub.close();
  });
});
