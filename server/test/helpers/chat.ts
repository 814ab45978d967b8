import WebSocket from 'ws';
import { CHAT_WS_PATH, type ChatServerMessage } from '@blog/contract';
import type { TestServer } from './server';

type Of<T extends ChatServerMessage['type']> = Extract<ChatServerMessage, { type: T }>;

/** A real websocket client of /ws/chat, speaking our client's flat frames, that records every message it receives. */
export interface ChatTestClient {
  received: ChatServerMessage[];
  /** Sends the flat frame `{type, ...fields}`. */
  send(type: string, fields: unknown): void;
  /** The first message of `type` received from now on (or already waiting unread) that matches. */
  next<T extends ChatServerMessage['type']>(type: T, match?: (message: Of<T>) => boolean, timeoutMs?: number): Promise<Of<T>>;
  /** Forgets the unread messages of `type`, so later waits only see what arrives from now on. */
  discard(type: ChatServerMessage['type']): void;
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** `from`: the client address the request claims (X-Forwarded-For), for per-address limits. */
export async function connectChat(server: Pick<TestServer, 'baseUrl'>, token?: string, options: { from?: string } = {}): Promise<ChatTestClient> {
  const headers = options.from ? { 'x-forwarded-for': options.from } : undefined;
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${CHAT_WS_PATH}`, { headers });
  const received: ChatServerMessage[] = [];
  let unread: ChatServerMessage[] = [];
  const waiters = new Set<(message: ChatServerMessage) => boolean>();
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ChatServerMessage;
    received.push(message);
    for (const waiter of waiters) if (waiter(message)) return;
    unread.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  // The server answers init with the online list (a socket hears nothing before its init).
  const initAnswered = new Promise<void>((resolve) => socket.on('message', (raw) => raw.toString().includes('"onlineList"') && resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const send = (type: string, fields: unknown) => socket.send(JSON.stringify({ ...(fields as object), type }));
  // Every client starts with init, like the web client; a guest sends an empty token (ours: it gets the lists).
  send('init', token ? { user_id: 0, token } : { user_id: '', token: '' });

  const client: ChatTestClient = {
    received,
    send,
    closed,
    next(type, match = () => true, timeoutMs = 5000) {
      const fits = (m: ChatServerMessage): m is Of<typeof type> => m.type === type && match(m as Of<typeof type>);
      const waiting = unread.find(fits);
      if (waiting) {
        unread = unread.filter((m) => m !== waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const waiter = (m: ChatServerMessage) => {
          if (!fits(m)) return false;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${timeoutMs} ms 内没有收到 ${type}；已收到 ${JSON.stringify(received.slice(-5))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    discard(type) {
      unread = unread.filter((m) => m.type !== type);
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
  // Tests never race a socket that is not bound yet; one the server refuses closes instead.
  await Promise.race([initAnswered, closed]);
  return client;
}

/** Waits for an onlineList whose user ids are exactly `ids` (in any order). */
export const onlineIds = (ids: number[]) => (m: Of<'onlineList'>) =>
  m.list
    .map((u) => u.user_id)
    .sort((a, b) => a - b)
    .join() === [...ids].sort((a, b) => a - b).join();

/** Nothing of `type` arrives within `ms` (what arrived earlier and is still unread does not count). */
export async function expectNothing(client: ChatTestClient, type: ChatServerMessage['type'], ms = 300): Promise<void> {
  client.discard(type);
  const arrived = await client.next(type, () => true, ms).then(
    () => true,
    () => false,
  );
  if (arrived) throw new Error(`不应收到 ${type}`);
}
