import { ApiError } from './errors';

/**
 * Fixed-window attempt counters (login, register, upload, comments…). Modules get them from
 * `app.rateLimits` (rateLimitStore.ts): this in-memory one, or Redis when REDIS_URL is set.
 */
export interface RateLimiter {
  /**
   * Counts one attempt for `key` (or `cost` units, e.g. seconds of reading time); `allowed` is
   * false once the window's budget is spent.
   */
  hit(key: string, cost?: number): Promise<RateDecision>;
  /** Forgets `key` (e.g. a successful login clears that username's failures). */
  reset(key: string): Promise<void>;
}

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the window of `key` ends. */
  retryAfterMs: number;
  /** What is left of the window's budget after this hit (negative once passed). */
  remaining: number;
}

export interface RateRule {
  max: number;
  windowMs: number;
}

/** One process's counters; expired windows are swept so the map cannot grow without bound. */
export function createMemoryRateLimiter(rule: RateRule, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = now() + rule.windowMs;

  function sweep(time: number): void {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    nextSweep = time + rule.windowMs;
  }

  return {
    async hit(key, cost = 1) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += cost;
      return { allowed: window.count <= rule.max, retryAfterMs: window.endsAt - time, remaining: rule.max - window.count };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export const TOO_MANY_ATTEMPTS_MESSAGE = '尝试次数过多，请稍后再试';

/**
 * Counts one attempt against every key and refuses with 429 when any budget is spent. Every key is
 * counted even after one refuses, so a blocked caller keeps feeding all its windows.
 */
export async function consumeAttempts(
  checks: ReadonlyArray<{ limiter: RateLimiter; key: string; cost?: number }>,
  reply: { header(name: string, value: string): unknown },
  message = TOO_MANY_ATTEMPTS_MESSAGE,
): Promise<void> {
  const decisions = await Promise.all(checks.map(({ limiter, key, cost }) => limiter.hit(key, cost)));
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((d) => d.retryAfterMs));
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new ApiError(429, message);
}
