import { Redis } from 'ioredis';
import type { BusHandler, EventBus } from './types';

/**
 * Redis pub/sub: every process that uses the same Redis and prefix hears every event. A subscribed
 * connection can do nothing else, hence two connections. Channels are `<prefix>:<channel>` so
 * several sites (or test runs) can share one Redis.
 */
export async function createRedisEventBus(url: string, prefix: string): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = publisher.duplicate();
  // ioredis reconnects by itself; an 'error' event without a listener would crash the process.
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) => console.error('Redis 连接出错：', error.message));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (channel: string, text: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return;
    }
    for (const handler of set) {
      try {
        handler(payload);
      } catch (error) {
        console.error('事件处理失败：', error);
      }
    }
  });

  const key = (channel: string) => `${prefix}:${channel}`;

  return {
    async publish(channel, payload) {
      await publisher.publish(key(channel), JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      const name = key(channel);
      let set = handlers.get(name);
      if (!set) {
        handlers.set(name, (set = new Set()));
        await subscriber.subscribe(name);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(name);
          await subscriber.unsubscribe(name);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
