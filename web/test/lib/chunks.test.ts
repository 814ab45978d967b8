import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkEnvironment, ChunkLoadError, loadChunk, type BuildState } from '@/lib/chunks';

const { probe, reload } = chunkEnvironment;
let build: BuildState;
let reloads: number;

beforeEach(() => {
  build = 'current';
  reloads = 0;
  chunkEnvironment.probe = async () => build;
  chunkEnvironment.reload = () => {
    reloads += 1;
  };
});
afterEach(() => {
  chunkEnvironment.probe = probe;
  chunkEnvironment.reload = reload;
  document.body.innerHTML = '';
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const missing = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/SearchDialog-abc.js');

/** Fails `failures` times, then loads. */
function flaky(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw missing();
    return { default: 'module' };
  });
  return load;
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('loadChunk', () => {
  it('loads without asking the server when the chunk comes', async () => {
    const ask = vi.spyOn(chunkEnvironment, 'probe');
    await expect(loadChunk(flaky(0))).resolves.toEqual({ default: 'module' });
    expect(ask).not.toHaveBeenCalled();
  });

  it('tries once more while the build is still served (a dropped connection), then says it failed', async () => {
    const once = flaky(1);
    await expect(loadChunk(once)).resolves.toEqual({ default: 'module' });
    expect(once).toHaveBeenCalledTimes(2);

    const always = flaky(9);
    const error = await failureOf(loadChunk(always));
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as Error).message).toBe('页面的一部分没能加载，请刷新页面后重试');
    expect(always).toHaveBeenCalledTimes(2);
    expect(reloads).toBe(0);
  });

  it('while the server is unreachable: a Chinese error at once, no reload, no retry storm', async () => {
    build = 'offline';
    const load = flaky(9);
    const error = await failureOf(loadChunk(load));
    expect((error as ChunkLoadError).reason).toBe('offline');
    expect((error as Error).message).toBe('暂时连不上网站，请检查网络后重试');
    expect(load).toHaveBeenCalledTimes(1);
    expect(reloads).toBe(0);
  });

  it('after a new build: reloads once into it, and never twice in a row (no loop)', async () => {
    build = 'updated';
    const first = loadChunk(flaky(9));
    // The page is going away: the load neither resolves nor rejects.
    const settled = await Promise.race([first.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 30))]);
    expect(settled).toBe('pending');
    expect(reloads).toBe(1);

    const second = await failureOf(loadChunk(flaky(9)));
    expect((second as ChunkLoadError).reason).toBe('updated');
    expect((second as Error).message).toBe('网站刚刚更新，请刷新页面后继续');
    expect(reloads).toBe(1);
  });

  it('after a new build: no reload while the visitor has typed something, nor for loads that must not reload', async () => {
    build = 'updated';
    document.body.innerHTML = '<textarea aria-label="评论">写了一半的评论</textarea>';
    expect(((await failureOf(loadChunk(flaky(9)))) as ChunkLoadError).reason).toBe('updated');
    document.body.innerHTML = '';
    expect(((await failureOf(loadChunk(flaky(9), { reloadWhenUpdated: false }))) as ChunkLoadError).reason).toBe('updated');
    expect(reloads).toBe(0);
  });

  it('after the server is back, links a sheet that failed during the outage before the next chunk, even one that loads at once', async () => {
    const href = 'http://localhost/assets/ArticleDetailPage-abc.css';
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(`Unable to preload CSS for ${href}`) }));
    const load = flaky(0);
    const loading = loadChunk(load);
    await vi.waitFor(() => expect(document.head.querySelector(`link[href="${href}"]`)).toBeTruthy());
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector(`link[href="${href}"]`)?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ default: 'module' });
    // Linked for good: the next load does not link it again.
    await loadChunk(flaky(0));
    expect(document.head.querySelectorAll(`link[href="${href}"]`)).toHaveLength(1);
  });

  it('links a style sheet that failed again before trying the chunk once more', async () => {
    const href = 'http://localhost/assets/SearchDialog-abc.css';
    const failed = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error(`Unable to preload CSS for ${href}`) });
    window.dispatchEvent(failed);
    const stale = document.createElement('link');
    stale.rel = 'stylesheet';
    stale.href = href;
    document.head.appendChild(stale);

    const loading = loadChunk(flaky(1));
    await vi.waitFor(() => expect([...document.head.querySelectorAll('link')].some((l) => l !== stale && l.href === href)).toBe(true));
    expect(stale.isConnected).toBe(false);
    const fresh = [...document.head.querySelectorAll<HTMLLinkElement>('link')].find((l) => l.href === href);
    expect(fresh?.rel).toBe('stylesheet');
    fresh?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toEqual({ default: 'module' });
  });
});
