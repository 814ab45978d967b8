import { describe, expect, it } from 'vitest';
import { createMemoryKeyMemory } from '../src/platform/rateLimitStore';

describe('进程内记住的地址', () => {
  it('过期后忘记', async () => {
    let now = 0;
    const memory = createMemoryKeyMemory(1_000, () => now);
    await memory.remember('alice|10.0.0.1');
    now = 999;
    expect(await memory.knows('alice|10.0.0.1')).toBe(true);
    now = 1_000;
    expect(await memory.knows('alice|10.0.0.1')).toBe(false);
  });

  it('最多记住固定数量，最早的先忘，再次登录的算最新', async () => {
    const memory = createMemoryKeyMemory(60_000, () => 0, 2);
    await memory.remember('a');
    await memory.remember('b');
    await memory.remember('a');
    await memory.remember('c');
    expect([await memory.knows('a'), await memory.knows('b'), await memory.knows('c')]).toEqual([true, false, true]);
  });
});
