import type { BusHandler, EventBus } from './types';

/**
 * One process's bus. Payloads go through JSON like they would over Redis, so a handler never shares
 * (and mutates) the publisher's object, and a payload Redis could not carry fails here too.
 */
export function createMemoryEventBus(): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, payload) {
      const text = JSON.stringify(payload);
      for (const handler of handlers.get(channel) ?? []) deliver(handler, text);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}

/** A throwing handler must not stop delivery to the others, as with separate processes. */
function deliver(handler: BusHandler, text: string): void {
  try {
    handler(JSON.parse(text));
  } catch (error) {
    console.error('事件处理失败：', error);
  }
}
