import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blog/contract';
import { storage } from '@/lib/storage';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function freshThemeStore() {
  vi.resetModules();
  return import('@/features/theme/themeStore');
}

describe('theme by hour', () => {
  it('is light from 8 to 18 and dark otherwise', async () => {
    const { themeForHour } = await freshThemeStore();
    expect(themeForHour(7)).toBe('dark');
    expect(themeForHour(8)).toBe('light');
    expect(themeForHour(12)).toBe('light');
    expect(themeForHour(17)).toBe('light');
    expect(themeForHour(18)).toBe('dark');
    expect(themeForHour(0)).toBe('dark');
  });

  it('starts from the clock when nothing is stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 10));
    expect((await freshThemeStore()).useThemeStore.getState().theme).toBe('light');
    vi.setSystemTime(new Date(2024, 5, 1, 22));
    expect((await freshThemeStore()).useThemeStore.getState().theme).toBe('dark');
  });
});

describe('theme persistence', () => {
  it('a stored preference wins over the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 10));
    storage.set(STORAGE_KEYS.theme, 'dark');
    expect((await freshThemeStore()).useThemeStore.getState().theme).toBe('dark');
  });

  it('toggling saves under useDarkKEY (encoded) and survives a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 10));
    const first = await freshThemeStore();
    first.useThemeStore.getState().toggleTheme();
    expect(first.useThemeStore.getState().theme).toBe('dark');
    expect(window.localStorage.getItem(window.btoa('useDarkKEY'))).toBe(window.btoa(encodeURIComponent('"dark"')));
    const reloaded = await freshThemeStore();
    expect(reloaded.useThemeStore.getState().theme).toBe('dark');
    reloaded.useThemeStore.getState().toggleTheme();
    expect(storage.get(STORAGE_KEYS.theme)).toBe('light');
  });

  it('ignores a stored value that is not dark or light', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 3));
    storage.set(STORAGE_KEYS.theme, 'purple');
    expect((await freshThemeStore()).useThemeStore.getState().theme).toBe('dark');
  });

  it('applies the theme to <html data-theme>', async () => {
    const { applyThemeToDocument } = await freshThemeStore();
    applyThemeToDocument('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyThemeToDocument('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
