import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_FORCED_OFFLINE_CLOSE_CODE, CHAT_TEXT, type ChatOnlineUser, type ChatServerMessage } from '@blog/contract';
import type { EventBus } from '../../platform/eventBus';
import { asChatEvent, CHAT_CHANNEL, type ChatEvent } from './events';

/** How often a process re-announces its users, and how long others believe an announcement. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;

/** One open socket of this process; `user` is null for a guest. */
export interface ChatClient {
  socket: WebSocket;
  user: ChatOnlineUser | null;
}

/**
 * This process's sockets. It applies the room events it hears on the bus to its own sockets, and
 * keeps the online list: its own users plus what the other processes last announced.
 */
export async function createChatHub(bus: EventBus, now: () => number = Date.now) {
  const processId = randomUUID();
  const clients = new Set<ChatClient>();
  const remote = new Map<string, { users: ChatOnlineUser[]; expiresAt: number }>();
  let closing = false;

  function send(client: ChatClient, message: ChatServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  function broadcast(message: ChatServerMessage): void {
    const text = JSON.stringify(message);
    for (const client of clients) if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
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

  const broadcastOnlineList = () => broadcast({ type: 'onlineList', data: { list: onlineList() } });

  function publish(event: ChatEvent): Promise<void> {
    if (closing) return Promise.resolve();
    return bus.publish(CHAT_CHANNEL, event).catch((error: unknown) => console.error('聊天事件发布失败：', error));
  }

  /** Every process (this one too, through the bus) then sends the new list to its sockets. */
  const announce = () => publish({ kind: 'presence', processId, users: localUsers(), ttlMs: PRESENCE_TTL_MS });

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
        if (event.processId !== processId) void announce();
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
  const heartbeat = setInterval(() => void announce(), PRESENCE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    processId,
    send,

    /** A new socket starts as a guest and is shown the current list. */
    add(socket: WebSocket): ChatClient {
      const client: ChatClient = { socket, user: null };
      clients.add(client);
      send(client, { type: 'onlineList', data: { list: onlineList() } });
      return client;
    },

    /** Binds (or rebinds) a socket to a user, or makes it a guest; announces when the set of users changed. */
    bind(client: ChatClient, user: ChatOnlineUser | null): void {
      const before = localUserIds();
      client.user = user;
      if (localUserIds() !== before) void announce();
      else send(client, { type: 'onlineList', data: { list: onlineList() } });
    },

    remove(client: ChatClient): void {
      if (!clients.delete(client)) return;
      if (client.user && !localUsers().some((u) => u.user_id === client.user?.user_id)) void announce();
    },

    async close(): Promise<void> {
      clearInterval(heartbeat);
      await publish({ kind: 'presenceGone', processId });
      closing = true;
      await unsubscribe();
      for (const client of clients) client.socket.terminate();
      clients.clear();
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof createChatHub>>;
