import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createMemoryEventBus } from '../src/platform/eventBus';
import { CHAT_CHANNEL } from '../src/modules/chat/events';
import { createChatHub, type ChatHub } from '../src/modules/chat/hub';
import { CHAT_SEND_BUFFER_HARD_BYTES, CHAT_SEND_BUFFER_SOFT_BYTES } from '../src/modules/chat/limits';

/**
 * The hub on real sockets, with a heartbeat short enough to watch. Each server-side socket is
 * added and bound as a guest, as an init would, and handed to the test with its client.
 */
async function startHub(options: { heartbeatMs?: number } = {}) {
  const bus = createMemoryEventBus();
  const hub: ChatHub = await createChatHub(bus, { heartbeatMs: options.heartbeatMs ?? 60_000 });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const serverSockets: WebSocket[] = [];
  wss.on('connection', (socket, request) => {
    const client = hub.add(socket, request.socket.remoteAddress ?? '');
    if (!client) return;
    socket.on('close', () => hub.remove(client));
    hub.bind(client, null);
    serverSockets.push(socket);
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return {
    bus,
    serverSockets,
    async connect(clientOptions: WebSocket.ClientOptions = {}) {
      const socket = new WebSocket(url, clientOptions);
      const answered = new Promise((resolve) => socket.once('message', resolve));
      await answered; // the hub's answer to the bind: its server side exists now
      return { socket, server: serverSockets.at(-1) as WebSocket };
    },
    async close() {
      await hub.close();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

let running: Awaited<ReturnType<typeof startHub>> | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

const closedOnServer = (socket: WebSocket) =>
  new Promise<void>((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve() : socket.once('close', () => resolve())));

it('心跳：不回 pong 的连接被断开，正常客户端（自动回 pong）一直在线', async () => {
  running = await startHub({ heartbeatMs: 50 });
  const silent = await running.connect({ autoPong: false });
  const healthy = await running.connect();
  let pingsAnswered = 0;
  healthy.socket.on('ping', () => pingsAnswered++);

  await closedOnServer(silent.server);
  // Several rounds later, the peer that answers is still connected.
  await new Promise<void>((resolve) => healthy.socket.on('ping', () => pingsAnswered >= 5 && resolve()));
  expect(healthy.server.readyState).toBe(WebSocket.OPEN);
  healthy.socket.close();
});

it('不读数据的连接：发送缓冲超过上限就被断开，正常读的客户端照样收到每条广播', async () => {
  running = await startHub();
  const stalled = await running.connect();
  const reader = await running.connect();
  // The peer stops reading: what the server sends piles up in the kernel, then in ws's buffer.
  (stalled.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  let delivered = 0;
  reader.socket.on('message', () => delivered++);

  const content = 'x'.repeat(8_000);
  // Enough to fill the kernel's buffers on loopback several times over, then the hard cap.
  const broadcasts = Math.ceil((16 * CHAT_SEND_BUFFER_HARD_BYTES) / content.length);
  let sent = 0;
  while (sent < broadcasts && stalled.server.readyState === WebSocket.OPEN) {
    for (let i = 0; i < 50; i++, sent++) {
      const item = { id: sent, user_id: 1, nick_name: '压', avatar: '', content, content_type: 'text' as const, createdAt: '', updatedAt: '' };
      await running.bus.publish(CHAT_CHANNEL, { kind: 'message', item });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Dropped (terminating) before all the broadcasts went out, not holding them all.
  expect(stalled.server.readyState).not.toBe(WebSocket.OPEN);
  await closedOnServer(stalled.server);
  expect(stalled.server.bufferedAmount).toBeLessThanOrEqual(CHAT_SEND_BUFFER_HARD_BYTES + content.length + 200);
  await new Promise<void>((resolve) => (delivered >= sent ? resolve() : reader.socket.on('message', () => delivered >= sent && resolve())));
  reader.socket.close();
});

it('落后的连接：超过软阈值时跳过在线列表（下一张会是最新的），消息照发；超过上限就断开', async () => {
  const bus = createMemoryEventBus();
  const hub = await createChatHub(bus, { presenceIntervalMs: 0 });
  const sent: string[] = [];
  let terminated = false;
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: Buffer) => sent.push(JSON.parse(data.toString()).type as string),
    on() {},
    ping() {},
    close() {},
    terminate: () => (terminated = true),
  };
  const client = hub.add(socket as unknown as WebSocket, '127.0.0.1');
  if (!client) throw new Error('连接被拒绝');
  hub.bind(client, null);
  const item = { id: 1, user_id: 1, nick_name: '一', avatar: '', content: '你好', content_type: 'text' as const, createdAt: '', updatedAt: '' };
  const others = { kind: 'presence', processId: 'other', users: [{ user_id: 2, nick_name: '二', avatar: '' }], ttlMs: 30_000 };

  socket.bufferedAmount = CHAT_SEND_BUFFER_SOFT_BYTES + 1;
  sent.length = 0;
  await bus.publish(CHAT_CHANNEL, others);
  await bus.publish(CHAT_CHANNEL, { kind: 'message', item });
  await new Promise((resolve) => setImmediate(resolve)); // broadcasts go out at the end of the tick
  expect(sent).toEqual(['message']);

  socket.bufferedAmount = CHAT_SEND_BUFFER_HARD_BYTES + 1;
  await bus.publish(CHAT_CHANNEL, { kind: 'message', item: { ...item, id: 2 } });
  await new Promise((resolve) => setImmediate(resolve));
  expect(sent).toEqual(['message']);
  expect(terminated).toBe(true);
  await hub.close();
});
