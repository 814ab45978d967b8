import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { codecPersistStorage, createCodecStorage, decodeValue, encodeValue, storage } from '@/lib/storage';

describe('storage codec', () => {
  it('stores key and value URL-encoded then base64, the value as JSON', () => {
    storage.set('useDarkKEY', 'dark');
    // btoa(encodeURIComponent('useDarkKEY')) and btoa(encodeURIComponent('"dark"'))
    expect(window.localStorage.getItem('dXNlRGFya0tFWQ==')).toBe('JTIyZGFyayUyMg==');
    expect(window.localStorage.getItem('useDarkKEY')).toBeNull();
  });

  it('round-trips objects, arrays and Chinese text', () => {
    const value = { name: '小明', list: [1, 2, 3], nested: { ok: true } };
    storage.set('中文键', value);
    expect(storage.get('中文键')).toEqual(value);
    storage.set('history', ['搜索', 'react']);
    expect(storage.get<string[]>('history')).toEqual(['搜索', 'react']);
  });

  it('keeps a stored 0 unencoded and reads it back as the number 0', () => {
    storage.set('volume', 0);
    expect(window.localStorage.getItem(window.btoa('volume'))).toBe('0');
    expect(storage.get<number>('volume')).toBe(0);
    expect(encodeValue(0)).toBe('0');
    expect(encodeValue(1)).not.toBe('1');
  });

  it('answers undefined for missing keys and for text it did not write', () => {
    expect(storage.get('nothing')).toBeUndefined();
    window.localStorage.setItem(window.btoa('broken'), '%%%not base64');
    expect(storage.get('broken')).toBeUndefined();
    expect(decodeValue('!!')).toBeUndefined();
  });

  it('removes values and keeps local and session storage apart', () => {
    const session = createCodecStorage('session');
    session.set('k', 1);
    expect(storage.get('k')).toBeUndefined();
    expect(session.get('k')).toBe(1);
    session.remove('k');
    expect(session.get('k')).toBeUndefined();
  });

  it('persists a zustand store through the codec', async () => {
    const useStore = create<{ count: number; inc(): void }>()(
      persist((set) => ({ count: 1, inc: () => set((s) => ({ count: s.count + 1 })) }), {
        name: 'counterState',
        storage: codecPersistStorage<{ count: number }>(),
        partialize: (s) => ({ count: s.count }),
      }),
    );
    useStore.getState().inc();
    expect(storage.get('counterState')).toEqual({ state: { count: 2 }, version: 0 });
    useStore.setState({ count: 99 });
    await useStore.persist.rehydrate();
    expect(useStore.getState().count).toBe(99);
    storage.set('counterState', { state: { count: 7 }, version: 0 });
    await useStore.persist.rehydrate();
    expect(useStore.getState().count).toBe(7);
  });
});
