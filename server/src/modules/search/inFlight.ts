import { ApiError } from '../../platform/errors';

/**
 * Searches one address may have running at once in this process. A reader types, waits for the
 * hits and types again: one search at a time, a few when a page and the search box overlap. A
 * flood from one address (2,000 requests, 50 at once) queued behind each other and made every
 * reader wait (p99 0.4–0.7 s on SQLite); beyond this many, the rest are refused at once, so the
 * searches that run stay fast. Sequential searches, however many, are never refused.
 */
export const SEARCHES_IN_FLIGHT_PER_ADDRESS = 4;

export const SEARCH_BUSY_MESSAGE = '搜索太频繁，请等上一次搜索完成后再试';

/** Counts running searches by address; `run` refuses with 429 when the address has too many. */
export function createSearchGate(limit = SEARCHES_IN_FLIGHT_PER_ADDRESS) {
  const running = new Map<string, number>();
  return {
    async run<T>(address: string, reply: { header(name: string, value: string): unknown }, search: () => Promise<T>): Promise<T> {
      const count = running.get(address) ?? 0;
      if (count >= limit) {
        reply.header('Retry-After', '1');
        throw new ApiError(429, SEARCH_BUSY_MESSAGE);
      }
      running.set(address, count + 1);
      try {
        return await search();
      } finally {
        const left = (running.get(address) ?? 1) - 1;
        if (left > 0) running.set(address, left);
        else running.delete(address);
      }
    },
  };
}
