import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { afterEach, expect, it } from 'vitest';
import { CHAT_TEXT, USER_ROLE } from '@blog/contract';
import { createAccount, freshIp, uniqueName } from '../helpers/accounts';
import { connectChat, onlineIds, type ChatTestClient } from '../helpers/chat';
import { describeEachEngine } from '../helpers/engines';
import { expectOriginalDate, expectOriginalSuccess, originalCall, originalGuest, originalUser } from '../helpers/originalClient';
import { useTestServer, type TestServer } from '../helpers/server';

/* eslint-disable @typescript-eslint/no-explicit-any -- the original's frames are read loosely, field by field, as the client does */

/**
 * The original client's chat socket (ORIGINAL-CLIENT-API.md §3), byte for byte: it opens the
 * address, sends `init {user_id}` (its own id, or "" for a guest; never a token) and handles the
 * four frame types as `src/components/ChatRoom/index.vue` does. It records what that client would
 * do: a list without its own id (strict ===; a guest's id is undefined) makes it close itself, an
 * empty `tips` is an empty toast.
 */
interface OriginalSocket {
  frames: any[];
  /** The client would have closed its own socket (an onlineList lacking its id). */
  wouldClose: boolean;
  /** Toasts the client would show (tips content). */
  toasts: string[];
  /** Messages the client would list, reverts applied (`messageList`). */
  messageList: any[];
  send(frame: object): void;
  next(type: string, match?: (frame: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

async function openOriginalSocket(server: TestServer, ownId: number | undefined, wsPath = '/ws/'): Promise<OriginalSocket> {
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${wsPath}`, { headers: { 'x-forwarded-for': freshIp() } });
  const frames: any[] = [];
  const waiters = new Set<(frame: any) => boolean>();
  const state: OriginalSocket = {
    frames,
    wouldClose: false,
    toasts: [],
    messageList: [],
    send: (frame) => socket.send(JSON.stringify(frame)),
    next(type, match = () => true, timeoutMs = 5000) {
      const seen = frames.find((f) => f.type === type && match(f));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${timeoutMs} ms 内没有收到 ${type}；已收到 ${JSON.stringify(frames.slice(-5))}`));
        }, timeoutMs);
        const waiter = (f: any) => {
          if (f.type !== type || !match(f)) return false;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(f);
          return true;
        };
        waiters.add(waiter);
      });
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      await closed;
    },
  };
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    frames.push(frame);
    // The client's switch (ORIGINAL-CLIENT-API.md §3.2).
    switch (frame.type) {
      case 'onlineList':
        if (!frame.list.some((u: any) => u.user_id === ownId)) state.wouldClose = true;
        break;
      case 'message':
        if (frame.content) state.messageList.push(frame);
        break;
      case 'revert':
        state.messageList = state.messageList.filter((m) => m.id !== frame.message_id);
        break;
      case 'tips':
        state.toasts.push(frame.content);
        break;
    }
    for (const waiter of waiters) if (waiter(frame)) break;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  state.send({ type: 'init', user_id: ownId ?? '' });
  return state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachEngine('原版客户端契约：聊天室', (engine) => {
  const server = useTestServer(engine);
  const sockets: { close(): Promise<void> }[] = [];

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });

  async function ours(token?: string): Promise<ChatTestClient> {
    const client = await connectChat(server, token);
    sockets.push(client);
    return client;
  }

  async function original(ownId: number | undefined, wsPath?: string): Promise<OriginalSocket> {
    const socket = await openOriginalSocket(server, ownId, wsPath);
    sockets.push(socket);
    return socket;
  }

  async function member(role: number = USER_ROLE.user) {
    const name = uniqueName('oc');
    const id = await createAccount(server.db, name, 'abc12345', { role, nickName: `聊${name}` });
    return { id, name, token: await server.tokenFor(id, USER_ROLE.user) };
  }

  async function clearRoom(): Promise<void> {
    const admin = await originalUser(server, { role: USER_ROLE.admin });
    expectOriginalSuccess(await originalCall(server, admin, 'POST', '/api/chat/delete'));
  }

  it('#27 getChatList：{size: 10, last_id: ""} 是最新一页，旧的在前；list[0].id 作 last_id 往前翻；字段与日期格式', async () => {
    await clearRoom();
    const a = await member();
    const ids: number[] = [];
    for (let i = 1; i <= 13; i++) {
      const stamp = new Date(Date.UTC(2026, 10, 24, 2, 0, i)).toISOString();
      const row = await server.db.kysely
        .insertInto('chat_message')
        .values({ user_id: a.id, content: i === 13 ? '/uploads/img/x.webp' : `第${i}条`, content_type: i === 13 ? 2 : 1, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const guest = originalGuest();
    const first = await originalCall(server, guest, 'POST', '/api/chat/getChatList', { size: 10, last_id: '' });
    expectOriginalSuccess(first);
    const list: any[] = first.body.result.list;
    expect(list.map((m) => m.id)).toEqual(ids.slice(3));
    for (const m of list) {
      expect(Object.keys(m).sort()).toEqual(['avatar', 'content', 'content_type', 'createdAt', 'id', 'nick_name', 'updatedAt', 'user_id']);
      expect(m).toMatchObject({ user_id: a.id, nick_name: `聊${a.name}`, avatar: '' });
      expectOriginalDate(m.createdAt);
      expectOriginalDate(m.updatedAt);
    }
    expect(list.at(-1)).toMatchObject({ content: '/uploads/img/x.webp', content_type: 'image' });
    expect(list[0]).toMatchObject({ content: '第4条', content_type: 'text', createdAt: '2026-11-24 10:00:04' });

    // "Load more" (a full page of 10): the next page before list[0].id, again oldest first.
    const more = await originalCall(server, guest, 'POST', '/api/chat/getChatList', { size: 10, last_id: list[0].id });
    expectOriginalSuccess(more);
    expect(more.body.result.list.map((m: any) => m.content)).toEqual(['第1条', '第2条', '第3条']);
    // Logged in the same (raw token).
    const user = await originalUser(server);
    expectOriginalSuccess(await originalCall(server, user, 'POST', '/api/chat/getChatList', { size: 10, last_id: '' }));
  });

  it('#28 #31 /ws/、/ws 与 /ws/ 下任意路径都接受升级；连接后什么也不发，init 之后才有在线列表', async () => {
    for (const wsPath of ['/ws/', '/ws', '/ws/anything']) {
      const socket = await original(undefined, wsPath);
      await sleep(100);
      expect(socket.frames).toEqual([]);
    }
    const raw = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws/chat`, { headers: { 'x-forwarded-for': freshIp() } });
    const got: string[] = [];
    raw.on('message', (data) => got.push(data.toString()));
    await new Promise((resolve) => raw.once('open', resolve));
    await sleep(300);
    expect(got).toEqual([]); // nothing on connect
    raw.send(JSON.stringify({ type: 'init', user_id: '', token: '' }));
    await sleep(300);
    expect(got.map((text) => JSON.parse(text).type)).toEqual(['onlineList']);
    expect(JSON.parse(got[0] ?? '{}')).toEqual({ type: 'onlineList', list: expect.any(Array) });
    raw.close();
  });

  it('#29 #32 原版游客：收到扁平的 message（id、nick_name、avatar、content_type text/image）和 revert，永远收不到会让它自己断开的列表，不能发言', async () => {
    const a = await member();
    const guest = await original(undefined);
    const poster = await ours(a.token);
    await poster.next('onlineList', onlineIds([a.id]));

    poster.send('message', { user_id: a.id, content: '原版能看到吗', content_type: 'text' });
    const text = await guest.next('message', (f) => f.content === '原版能看到吗');
    expect(text).toMatchObject({ type: 'message', id: expect.any(Number), user_id: a.id, nick_name: `聊${a.name}`, avatar: '', content_type: 'text' });
    expect(text).not.toHaveProperty('data');
    expectOriginalDate(text.createdAt);

    const name = `${'c'.repeat(64)}.webp`;
    mkdirSync(path.join(server.config.dataDir, 'uploads', 'img'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', 'img', name), 'webp');
    poster.send('message', { user_id: a.id, content: `/uploads/img/${name}`, content_type: 'image' });
    const image = await guest.next('message', (f) => f.content === `/uploads/img/${name}`);
    expect(image).toMatchObject({ id: expect.any(Number), content_type: 'image', nick_name: `聊${a.name}` });

    poster.send('revert', { message_id: text.id });
    expect(await guest.next('revert')).toEqual({ type: 'revert', message_id: text.id });
    expect(guest.messageList.map((m) => m.id)).toEqual([image.id]);

    // The guest's own attempts: refused with words (never an empty toast), nothing stored.
    const before = await server.db.kysely.selectFrom('chat_message').select('id').execute();
    guest.send({ type: 'message', user_id: a.id, content: '冒充', content_type: 'text' });
    expect((await guest.next('tips')).content).toBe(CHAT_TEXT.loginRequired);
    expect(await server.db.kysely.selectFrom('chat_message').select('id').execute()).toEqual(before);

    // Presence changes (another login, a logout) reach list sockets, never the original's.
    const b = await member();
    const other = await ours(b.token);
    await poster.next('onlineList', onlineIds([a.id, b.id]));
    await other.close();
    await poster.next('onlineList', onlineIds([a.id]));
    await sleep(200);
    expect(guest.frames.filter((f) => f.type === 'onlineList')).toEqual([]);
    expect(guest.wouldClose).toBe(false);
    expect(guest.toasts.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
  });

  it('#30 原版登录用户：socket 上的 user_id 不被信任（不能冒名发言、不会被自己关掉）；REST 撤回后它发的 revert 不再报错', async () => {
    const user = await originalUser(server);
    const socket = await original(user.userId);
    const mine = await ours(await server.tokenFor(user.userId ?? 0, USER_ROLE.user));
    await mine.next('onlineList', onlineIds([user.userId ?? 0]));

    socket.send({ type: 'message', user_id: user.userId, content: '没有令牌', content_type: 'text' });
    expect((await socket.next('tips')).content).toBe(CHAT_TEXT.loginRequired);

    // Posted through our protocol, then deleted the original's way: REST (raw token), then a revert frame.
    mine.send('message', { content: '要撤回的', content_type: 'text' });
    const posted = await socket.next('message', (f) => f.content === '要撤回的');
    expect(posted.user_id).toBe(user.userId);
    expectOriginalSuccess(await originalCall(server, user, 'DELETE', `/api/chat/deleteOne/${posted.id}`));
    expect(await socket.next('revert', (f) => f.message_id === posted.id)).toEqual({ type: 'revert', message_id: posted.id });
    const toasts = socket.toasts.length;
    socket.send({ type: 'revert', message_id: posted.id });
    await sleep(300);
    expect(socket.toasts).toHaveLength(toasts);
    expect(socket.frames.filter((f) => f.type === 'onlineList')).toEqual([]);
    expect(socket.wouldClose).toBe(false);
  });

  it('#33 offline：只有带令牌的管理员能把人踢出列表；原版 socket 发来的 offline 不起作用', async () => {
    const admin = await member(USER_ROLE.admin);
    const a = await member();
    const adminSocket = await ours(admin.token);
    const target = await ours(a.token);
    await adminSocket.next('onlineList', onlineIds([admin.id, a.id]));

    const stranger = await original(admin.id);
    stranger.send({ type: 'offline', user_id: a.id });
    expect((await stranger.next('tips')).content).toBe(CHAT_TEXT.loginRequired);

    adminSocket.send('offline', { user_id: a.id });
    expect((await target.next('tips')).content).toBe(CHAT_TEXT.forcedOffline);
    await adminSocket.next('onlineList', onlineIds([admin.id]));
  });

  it('我们的旧帧 {type, data} 仍被接受（升级前打开的页面），回答是扁平的', async () => {
    const a = await member();
    const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws/chat`, { headers: { 'x-forwarded-for': freshIp() } });
    const got: any[] = [];
    socket.on('message', (data) => got.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'init', data: { user_id: a.id, token: a.token } }));
    socket.send(JSON.stringify({ type: 'message', data: { content: '旧格式', content_type: 1, client_id: 'old' } }));
    for (let i = 0; i < 50 && !got.some((f) => f.type === 'message'); i++) await sleep(50);
    expect(got.find((f) => f.type === 'onlineList')?.list).toEqual([{ user_id: a.id, nick_name: `聊${a.name}`, avatar: '' }]);
    expect(got.find((f) => f.type === 'message')).toMatchObject({ content: '旧格式', content_type: 'text', user_id: a.id });
    socket.close();
  });
});
