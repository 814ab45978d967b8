import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/platform/errors';
import { createSearchGate, SEARCH_BUSY_MESSAGE } from '../src/modules/search/inFlight';

/** A search that finishes when the test says so. */
function heldSearch() {
  let finish: (hits: string[]) => void = () => undefined;
  const result = new Promise<string[]>((resolve) => (finish = resolve));
  return { search: () => result, finish };
}

describe('同一地址同时进行的搜索有上限', () => {
  it('超过上限的立即得到 429 和中文提示，其他地址和上一次完成后的搜索不受影响', async () => {
    const gate = createSearchGate(2);
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
    const held = [heldSearch(), heldSearch()];
    const running = held.map((h) => gate.run('10.0.0.1', reply, h.search));

    const refused = await gate.run('10.0.0.1', reply, async () => ['不该执行']).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(429);
    expect((refused as ApiError).message).toBe(SEARCH_BUSY_MESSAGE);
    expect(headers['Retry-After']).toBe('1');

    expect(await gate.run('10.0.0.2', reply, async () => ['别的读者'])).toEqual(['别的读者']);

    held[0]!.finish(['第一次']);
    expect(await running[0]).toEqual(['第一次']);
    expect(await gate.run('10.0.0.1', reply, async () => ['又可以搜了'])).toEqual(['又可以搜了']);
    held[1]!.finish([]);
    await running[1];
  });

  it('失败的搜索也让出名额', async () => {
    const gate = createSearchGate(1);
    const reply = { header: () => reply };
    await expect(gate.run('10.0.0.1', reply, async () => Promise.reject(new Error('数据库断开')))).rejects.toThrow('数据库断开');
    expect(await gate.run('10.0.0.1', reply, async () => 1)).toBe(1);
  });
});
