import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_THEMES, PREVIEW_THEMES, STORAGE_KEYS } from '@blog/contract';
import { storage } from '@/lib/storage';

afterEach(() => vi.resetModules());

async function freshSettings() {
  vi.resetModules();
  return (await import('@/features/theme/settingsStore')).useSettingsStore;
}

describe('static settings store', () => {
  it('has the SPEC.md defaults', async () => {
    const state = (await freshSettings()).getState();
    expect(state.previewThemeList).toEqual(PREVIEW_THEMES);
    expect(state.codeThemeList).toEqual(CODE_THEMES);
    expect(state.previewTheme).toBe('default');
    expect(state.codeTheme).toBe('atom');
    expect(state.messageTypeIsCard).toBe(true);
    expect(state.pageHeaderList).toEqual([]);
    // Nothing picked yet: the site's default themes apply (readerThemes.ts).
    expect(state.previewThemeChosen).toBe(false);
    expect(state.codeThemeChosen).toBe(false);
  });

  it('persists choices through the codec and restores them', async () => {
    const store = await freshSettings();
    store.getState().setCodeTheme('github');
    store.getState().setPreviewTheme('cyanosis');
    const saved = storage.get<{ state: Record<string, unknown> }>(STORAGE_KEYS.staticSettings);
    expect(saved?.state).toMatchObject({ codeTheme: 'github', previewTheme: 'cyanosis', codeThemeChosen: true, previewThemeChosen: true });
    const reloaded = (await freshSettings()).getState();
    expect(reloaded.codeTheme).toBe('github');
    expect(reloaded.previewTheme).toBe('cyanosis');
    expect(reloaded.codeThemeChosen).toBe(true);
    expect(reloaded.previewThemeChosen).toBe(true);
  });

  it('refuses unknown themes, also from tampered storage', async () => {
    storage.set(STORAGE_KEYS.staticSettings, { state: { codeTheme: 'nope', previewTheme: 'vuepress' }, version: 0 });
    const store = await freshSettings();
    expect(store.getState().codeTheme).toBe('atom');
    expect(store.getState().previewTheme).toBe('vuepress');
    store.getState().setCodeTheme('evil' as never);
    expect(store.getState().codeTheme).toBe('atom');
  });
});
