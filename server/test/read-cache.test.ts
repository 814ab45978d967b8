import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../src/platform/cache';

describe('read cache', () => {
  it('answers a repeated key from memory until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = createReadCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load)).toBe(2);
    vi.useRealTimers();
  });

  it('forgets everything on clear, so a write is seen at once', async () => {
    const cache = createReadCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let value = 1;
    expect(await cache.get('a', async () => value)).toBe(1);
    value = 2;
    cache.clear();
    expect(await cache.get('a', async () => value)).toBe(2);
  });

  it('does not keep an answer whose load overlapped a clear', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');
  });
});
