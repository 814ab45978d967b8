import { createMemoryEventBus } from './memory';
import { createRedisEventBus } from './redis';
import type { EventBus } from './types';

export type { EventBus } from './types';
export { createMemoryEventBus } from './memory';
export { createRedisEventBus } from './redis';

/** Redis when REDIS_URL is set (several processes share events), else in-process. */
export function createEventBus(options: { redisUrl?: string; redisPrefix: string }): Promise<EventBus> {
  return options.redisUrl ? createRedisEventBus(options.redisUrl, options.redisPrefix) : Promise.resolve(createMemoryEventBus());
}
