import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, type ChatOnlineUser, type ChatServerMessage } from '@blog/contract';
import type { EventBus } from '../../platform/eventBus';
import { asChatEvent, CHAT_CHANNEL, type ChatEvent } from './events';
import {
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

/** One open socket of this process; `user` is null for a guest. */
export interface ChatClient {
  socket: WebSocket;
  user: ChatOnlineUser | null;
  /** The client address its socket counts against (CHAT_MAX_SOCKETS_PER_ADDRESS). */
  address: string;
  /** It sent init: only such sockets get the room's broadcasts (every real client inits first). */
  initialised: boolean;
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
   * off). Above the soft threshold, frames a later one supersedes (online lists) are skipped.
   */
  function deliver(client: ChatClient, data: Buffer, skippable: boolean): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > CHAT_SEND_BUFFER_HARD_BYTES) {
      socket.terminate();
      return;
    }
    if (skippable && socket.bufferedAmount > CHAT_SEND_BUFFER_SOFT_BYTES) return;
    socket.send(data, { binary: false });
  }

  const encode = (message: ChatServerMessage) => Buffer.from(JSON.stringify(message));

  function send(client: ChatClient, message: ChatServerMessage): void {
    deliver(client, encode(message), false);
  }

  /** Encoded once for all sockets, and only to sockets that joined the room with init. */
  function broadcast(message: ChatServerMessage): void {
    const data = encode(message);
    const skippable = message.type === 'onlineList';
    for (const client of clients) if (client.initialised) deliver(client, data, skippable);
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
  const onlineListBroadcast = throttled(() => broadcast({ type: 'onlineList', data: { list: onlineList() } }), presenceIntervalMs);
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
        return broadcast({ type: 'message', data: event.item });
      case 'revert':
        return broadcast({ type: 'revert', data: { message_id: event.messageId } });
      case 'clear':
        return broadcast({ type: 'clear', data: {} });
      case 'offline':
        for (const client of clients) {
          if (client.user?.user_id !== event.userId) continue;
          send(client, { type: 'tips', data: { content: CHAT_TEXT.forcedOffline } });
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
      const client: ChatClient = { socket, user: null, address, initialised: false, alive: true };
      if (held >= maxSocketsPerAddress) {
        send(client, { type: 'tips', data: { content: CHAT_TEXT.tooManySockets } });
        socket.close(CHAT_POLICY_CLOSE_CODE, 'too many sockets');
        return null;
      }
      socketsPerAddress.set(address, held + 1);
      clients.add(client);
      socket.on('pong', () => (client.alive = true));
      return client;
    },

    /**
     * Binds (or rebinds) a socket to a user, or makes it a guest, and answers it with the current
     * list (the answer to its init); the others hear of a change within the presence interval.
     */
    bind(client: ChatClient, user: ChatOnlineUser | null): void {
      const before = localUserIds();
      client.user = user;
      client.initialised = true;
      send(client, { type: 'onlineList', data: { list: onlineList() } });
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
