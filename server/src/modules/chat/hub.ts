import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, type ChatOnlineUser, type ChatServerMessage } from '@blog/contract';
import type { EventBus } from '../../platform/eventBus';
import { asChatEvent, CHAT_CHANNEL, type ChatEvent } from './events';
import {
  CHAT_BATCH_MAX_BYTES,
  CHAT_BATCH_WINDOW_MAX_MS,
  CHAT_BATCH_WINDOW_MS_PER_100_SOCKETS,
  CHAT_HEARTBEAT_MS,
  CHAT_MAX_SOCKETS_PER_ADDRESS,
  CHAT_POLICY_CLOSE_CODE,
  CHAT_PRESENCE_BROADCAST_MS,
  CHAT_SEND_BUFFER_HARD_BYTES,
  CHAT_SEND_BUFFER_SOFT_BYTES,
} from './limits';
import { throttled } from './throttle';

/** How often a process re-announces its users, and how long others believe an announcement. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;

/** A frame waiting for the end of the tick; `list`: an online list (only for sockets that want them). */
interface Queued {
  payload: Buffer;
  list: boolean;
}

/** Frames ready to go: each payload (for ws's own send) and all of them as websocket frames on the wire. */
interface Framed {
  payloads: Buffer[];
  wire: Buffer;
}

/** The header of an unmasked final text frame (RFC 6455 §5.2; a server's frames are never masked). */
function frameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65_536) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

function framed(frames: Queued[]): Framed {
  const payloads = frames.map((frame) => frame.payload);
  return { payloads, wire: Buffer.concat(payloads.flatMap((payload) => [frameHeader(payload.length), payload])) };
}

/** What ws keeps inside a WebSocket (ws 8): its TCP stream, and its sender's state (0 = idle). */
interface WsInternals {
  _socket?: Writable;
  _sender?: { _state?: unknown };
}

/**
 * The socket's TCP stream when pre-framed bytes may go straight to it: no compression negotiated
 * (the server offers none) and ws's sender idle, holding nothing queued that must go first. ws
 * counts that stream's buffer in bufferedAmount, so the caps still see these bytes. Anything else
 * (another ws version, a test double) goes through ws's send.
 */
function rawStreamOf(socket: WebSocket): Writable | null {
  const internals = socket as unknown as WsInternals;
  if (!internals._socket || socket.extensions !== '' || internals._sender?._state !== 0) return null;
  return internals._socket;
}

/** One open socket of this process; `user` is null for a guest. */
export interface ChatClient {
  socket: WebSocket;
  user: ChatOnlineUser | null;
  /** The client address its socket counts against (CHAT_MAX_SOCKETS_PER_ADDRESS). */
  address: string;
  /** It sent init: only such sockets get the room's broadcasts (every real client inits first). */
  initialised: boolean;
  /**
   * It gets online lists: its init was ours (with a `token` field). The original client's init has
   * none, and that client closes its socket on any list that does not name it (ORIGINAL-CLIENT-API.md
   * §3.2), which a socket without a token never is: it listens to messages and reverts only.
   */
  lists: boolean;
  /** It answered the last heartbeat ping. */
  alive: boolean;
}

/** The limits, overridable so tests need not wait 30 s for a heartbeat. */
export interface ChatHubOptions {
  now?: () => number;
  heartbeatMs?: number;
  presenceIntervalMs?: number;
  maxSocketsPerAddress?: number;
}

/**
 * This process's sockets. It applies the room events it hears on the bus to its own sockets, and
 * keeps the online list: its own users plus what the other processes last announced.
 */
export async function createChatHub(bus: EventBus, options: ChatHubOptions = {}) {
  const {
    now = Date.now,
    heartbeatMs = CHAT_HEARTBEAT_MS,
    presenceIntervalMs = CHAT_PRESENCE_BROADCAST_MS,
    maxSocketsPerAddress = CHAT_MAX_SOCKETS_PER_ADDRESS,
  } = options;
  const processId = randomUUID();
  const clients = new Set<ChatClient>();
  const socketsPerAddress = new Map<string, number>();
  const remote = new Map<string, { users: ChatOnlineUser[]; expiresAt: number }>();
  let closing = false;

  /**
   * The one way out to a socket. A peer with more than the hard cap waiting is not reading: dropped,
   * so it holds no more of the server's memory (and its client, reconnecting, knows it was cut
   * off). Callers skip frames a later one supersedes (online lists) above the soft threshold.
   */
  function deliver(client: ChatClient, out: Framed): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > CHAT_SEND_BUFFER_HARD_BYTES) {
      socket.terminate();
      return;
    }
    const raw = rawStreamOf(socket);
    if (raw) raw.write(out.wire);
    else for (const payload of out.payloads) socket.send(payload, { binary: false });
  }

  const encode = (message: ChatServerMessage) => Buffer.from(JSON.stringify(message));

  /**
   * Broadcasts wait for the end of the event-loop tick (setImmediate; in a big room a few ms more,
   * CHAT_BATCH_WINDOW_MS_PER_100_SOCKETS) and then go out as one buffer, serialized and framed once,
   * written to every socket: several messages in one batch (a busy room, or a loop that fell
   * behind) cost each socket one write, not one each.
   */
  let queued: Queued[] = [];
  let queuedBytes = 0;
  let cancelFlush: (() => void) | null = null;

  function scheduleFlush(): void {
    if (cancelFlush !== null) return;
    const windowMs = Math.min(CHAT_BATCH_WINDOW_MAX_MS, Math.floor(clients.size / 100) * CHAT_BATCH_WINDOW_MS_PER_100_SOCKETS);
    if (windowMs > 0) {
      const timer = setTimeout(flush, windowMs);
      cancelFlush = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(flush);
      cancelFlush = () => clearImmediate(immediate);
    }
  }

  function flush(): void {
    cancelFlush?.();
    cancelFlush = null;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    queuedBytes = 0;
    const all = framed(batch);
    const hasList = batch.some((frame) => frame.list);
    // For sockets that get no lists (the original client's, or one far behind): built on first need.
    let withoutLists: Framed | null | undefined;
    for (const client of clients) {
      if (!client.initialised) continue;
      if (hasList && (!client.lists || client.socket.bufferedAmount > CHAT_SEND_BUFFER_SOFT_BYTES)) {
        if (withoutLists === undefined) {
          const rest = batch.filter((frame) => !frame.list);
          withoutLists = rest.length ? framed(rest) : null;
        }
        if (withoutLists) deliver(client, withoutLists);
        continue;
      }
      deliver(client, all);
    }
  }

  /** To one socket, after whatever was broadcast before it (so a socket sees frames in order). */
  function send(client: ChatClient, message: ChatServerMessage): void {
    flush();
    deliver(client, framed([{ payload: encode(message), list: false }]));
  }

  /** Encoded once for all sockets, and only to sockets that joined the room with init (lists only to those that want them). */
  function broadcast(message: ChatServerMessage): void {
    const payload = encode(message);
    if (queuedBytes > 0 && queuedBytes + payload.length > CHAT_BATCH_MAX_BYTES) flush();
    queued.push({ payload, list: message.type === 'onlineList' });
    queuedBytes += payload.length;
    scheduleFlush();
  }
  /** Distinct users, not sockets. */
  function localUsers(): ChatOnlineUser[] {
    const byId = new Map<number, ChatOnlineUser>();
    for (const client of clients) if (client.user) byId.set(client.user.user_id, client.user);
    return [...byId.values()];
  }

  const localUserIds = () =>
    localUsers()
      .map((u) => u.user_id)
      .sort((a, b) => a - b)
      .join();

  function onlineList(): ChatOnlineUser[] {
    const byId = new Map<number, ChatOnlineUser>();
    const time = now();
    for (const [id, entry] of remote) {
      if (entry.expiresAt <= time) remote.delete(id);
      else for (const user of entry.users) byId.set(user.user_id, user);
    }
    for (const user of localUsers()) byId.set(user.user_id, user);
    return [...byId.values()].sort((a, b) => a.user_id - b.user_id);
  }

  /** Presence changes within one interval become one list: a flood of inits cannot multiply frames. */
  const onlineListBroadcast = throttled(() => broadcast({ type: 'onlineList', list: onlineList() }), presenceIntervalMs);
  const broadcastOnlineList = () => onlineListBroadcast.request();

  function publish(event: ChatEvent): Promise<void> {
    if (closing) return Promise.resolve();
    return bus.publish(CHAT_CHANNEL, event).catch((error: unknown) => console.error('聊天事件发布失败：', error));
  }

  /** Every process (this one too, through the bus) then sends the new list to its sockets. */
  const announceNow = () => publish({ kind: 'presence', processId, users: localUsers(), ttlMs: PRESENCE_TTL_MS });
  /** Coalesced like the broadcast, so a flood on one process does not flood the bus either. */
  const announcement = throttled(() => void announceNow(), presenceIntervalMs);
  const announce = () => announcement.request();

  function apply(event: ChatEvent): void {
    switch (event.kind) {
      case 'message':
        return broadcast({ type: 'message', ...event.item });
      case 'revert':
        return broadcast({ type: 'revert', message_id: event.messageId });
      case 'clear':
        return broadcast({ type: 'clear' });
      case 'offline':
        for (const client of clients) {
          if (client.user?.user_id !== event.userId) continue;
          send(client, { type: 'tips', content: CHAT_TEXT.forcedOffline });
          client.socket.close(CHAT_FORCED_OFFLINE_CLOSE_CODE, 'offline');
        }
        return;
      case 'presence':
        if (event.processId !== processId) remote.set(event.processId, { users: event.users, expiresAt: now() + event.ttlMs });
        return broadcastOnlineList();
      case 'presenceRequest':
        if (event.processId !== processId) announce();
        return;
      case 'presenceGone':
        if (remote.delete(event.processId)) broadcastOnlineList();
        return;
    }
  }

  const unsubscribe = await bus.subscribe(CHAT_CHANNEL, (payload) => {
    const event = asChatEvent(payload);
    if (event) apply(event);
  });
  // A new process asks the running ones who is online instead of waiting for their heartbeat.
  await publish({ kind: 'presenceRequest', processId });
  const heartbeat = setInterval(announce, PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();
  // A peer that missed the last ping is gone or not reading: dropped (its close event removes it).
  const pings = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  pings.unref();

  return {
    processId,
    send,
    /** Who is in the room now: this process's users and what the others last announced (through Redis when set). */
    online: onlineList,

    /**
     * A new socket starts as a guest that hears nothing until it sends init. Null when its address
     * holds too many sockets already: told so and closed.
     */
    add(socket: WebSocket, address: string): ChatClient | null {
      const held = socketsPerAddress.get(address) ?? 0;
      const client: ChatClient = { socket, user: null, address, initialised: false, lists: false, alive: true };
      if (held >= maxSocketsPerAddress) {
        send(client, { type: 'tips', content: CHAT_TEXT.tooManySockets });
        socket.close(CHAT_POLICY_CLOSE_CODE, 'too many sockets');
        return null;
      }
      socketsPerAddress.set(address, held + 1);
      clients.add(client);
      socket.on('pong', () => (client.alive = true));
      return client;
    },

    /**
     * Binds (or rebinds) a socket to a user, or makes it a guest, and answers a socket that wants
     * lists with the current one (the answer to its init); the others hear of a change within the
     * presence interval. Nothing is sent on connect: a socket's first list answers its init.
     */
    bind(client: ChatClient, user: ChatOnlineUser | null, lists = true): void {
      const before = localUserIds();
      client.user = user;
      client.initialised = true;
      client.lists = lists;
      if (lists) send(client, { type: 'onlineList', list: onlineList() });
      if (localUserIds() !== before) announce();
    },

    remove(client: ChatClient): void {
      if (!clients.delete(client)) return;
      const held = (socketsPerAddress.get(client.address) ?? 1) - 1;
      if (held > 0) socketsPerAddress.set(client.address, held);
      else socketsPerAddress.delete(client.address);
      if (client.user && !localUsers().some((u) => u.user_id === client.user?.user_id)) announce();
    },

    async close(): Promise<void> {
      clearInterval(heartbeat);
      clearInterval(pings);
      announcement.cancel();
      onlineListBroadcast.cancel();
      cancelFlush?.();
      cancelFlush = null;
      queued = [];
      await publish({ kind: 'presenceGone', processId });
      closing = true;
      await unsubscribe();
      for (const client of clients) client.socket.terminate();
      clients.clear();
      socketsPerAddress.clear();
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof createChatHub>>;
