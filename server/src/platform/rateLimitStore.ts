import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from './rateLimit';

/**
 * Where every rate limit and remembered fact of the site lives: in this process, or in Redis when
 * REDIS_URL is set, so that several processes behind one proxy share one budget (10 login tries
 * spread over two processes are still 10).
 */
export interface RateLimitStore {
  /** A fixed-window limiter; `name` keeps its keys apart from every other limiter's. */
  limiter(name: string, rule: RateRule): RateLimiter;
  /** Keys remembered for `ttlMs` (e.g. addresses a user logged in from). */
  memory(name: string, ttlMs: number): KeyMemory;
  close(): Promise<void>;
}

export interface KeyMemory {
  remember(key: string): Promise<void>;
  knows(key: string): Promise<boolean>;
  /**
   * Remembers `key` and answers true when it was not known yet; false when it was (then its time is
   * left as it was). Atomic: of several callers at once, across processes with Redis, one gets true.
   */
  claim(key: string): Promise<boolean>;
}

/** Most keys one in-process KeyMemory holds; the oldest go first, so it cannot grow without bound. */
const MEMORY_MAX_KEYS = 50_000;

export function createMemoryKeyMemory(ttlMs: number, now: () => number = Date.now, maxKeys = MEMORY_MAX_KEYS): KeyMemory {
  // A Map keeps insertion order; re-inserting on remember() moves a key to the young end.
  const until = new Map<string, number>();
  const remember = (key: string) => {
    until.delete(key);
    until.set(key, now() + ttlMs);
    for (const oldest of until.keys()) {
      if (until.size <= maxKeys) break;
      until.delete(oldest);
    }
  };
  const knows = (key: string) => {
    const endsAt = until.get(key);
    if (endsAt === undefined) return false;
    if (endsAt > now()) return true;
    until.delete(key);
    return false;
  };
  return {
    remember: async (key) => remember(key),
    knows: async (key) => knows(key),
    // Check and write in one synchronous step: nothing else runs in between.
    claim: async (key) => {
      if (knows(key)) return false;
      remember(key);
      return true;
    },
  };
}

/** One limiter per name, as in Redis: two modules asking for the same name share its counts. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const limiters = new Map<string, RateLimiter>();
  const memories = new Map<string, KeyMemory>();
  const once = <T>(map: Map<string, T>, name: string, make: () => T): T => {
    let made = map.get(name);
    if (!made) map.set(name, (made = make()));
    return made;
  };
  return {
    limiter: (name, rule) => once(limiters, name, () => createMemoryRateLimiter(rule)),
    memory: (name, ttlMs) => once(memories, name, () => createMemoryKeyMemory(ttlMs)),
    close: async () => {},
  };
}

/**
 * One round trip per hit: INCRBY the cost, and a window (PEXPIRE) for a key that has none yet, so a key can
 * never be left without an expiry even if the process dies between the two.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Redis counters under `<prefix>:rate:<name>:<key>` and remembered keys under `<prefix>:seen:<name>:<key>`. */
export async function createRedisRateLimitStore(url: string, prefix: string): Promise<RateLimitStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; an 'error' event without a listener would crash the process.
  redis.on('error', (error: Error) => console.error('Redis 连接出错：', error.message));
  await redis.connect();

  return {
    limiter(name, rule) {
      const keyOf = (key: string) => `${prefix}:rate:${name}:${key}`;
      return {
        async hit(key, cost = 1) {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyOf(key), String(rule.windowMs), String(cost))) as [number, number];
          return { allowed: count <= rule.max, retryAfterMs: ttl, remaining: rule.max - count };
        },
        async reset(key) {
          await redis.del(keyOf(key));
        },
      };
    },
    memory(name, ttlMs) {
      const keyOf = (key: string) => `${prefix}:seen:${name}:${key}`;
      return {
        async remember(key) {
          await redis.set(keyOf(key), '1', 'PX', ttlMs);
        },
        async knows(key) {
          return (await redis.exists(keyOf(key))) === 1;
        },
        async claim(key) {
          return (await redis.set(keyOf(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
        },
      };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Redis when REDIS_URL is set, else this process's memory. */
export function createRateLimitStore(options: { redisUrl?: string; redisPrefix: string }): Promise<RateLimitStore> {
  return options.redisUrl ? createRedisRateLimitStore(options.redisUrl, options.redisPrefix) : Promise.resolve(createMemoryRateLimitStore());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's rate limits, shared through Redis when REDIS_URL is set. */
    rateLimits: RateLimitStore;
  }
}

/** Decorates `app.rateLimits` before the modules register; its Redis connection closes with the app. */
export async function setupRateLimits(app: FastifyInstance, options: { redisUrl?: string; redisPrefix: string }): Promise<void> {
  const store = await createRateLimitStore(options);
  app.decorate('rateLimits', store);
  app.addHook('onClose', () => store.close());
}
