import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@blog/contract';
import { storage } from '@/lib/storage';
import { readerThemes } from '@/features/theme/readerThemes';

const builtIn = { previewTheme: 'default', codeTheme: 'atom', previewThemeChosen: false, codeThemeChosen: false } as const;

describe('读者的文章主题', () => {
  it('读者没选过时用网站设置的默认主题', () => {
    expect(readerThemes(builtIn, { default_preview_theme: 'github', default_code_theme: 'kimbie' })).toEqual({ previewTheme: 'github', codeTheme: 'kimbie' });
  });

  it('网站没设置（空字符串或还没加载）时用内置默认', () => {
    expect(readerThemes(builtIn, { default_preview_theme: '', default_code_theme: '' })).toEqual({ previewTheme: 'default', codeTheme: 'atom' });
    expect(readerThemes(builtIn, null)).toEqual({ previewTheme: 'default', codeTheme: 'atom' });
  });

  it('读者自己选过的主题优先，两种主题各自判断', () => {
    const own = { ...builtIn, previewTheme: 'cyanosis', previewThemeChosen: true } as const;
    expect(readerThemes(own, { default_preview_theme: 'github', default_code_theme: 'kimbie' })).toEqual({ previewTheme: 'cyanosis', codeTheme: 'kimbie' });
  });

  it('不认识的网站主题被忽略', () => {
    expect(readerThemes(builtIn, { default_preview_theme: 'dracula' as never, default_code_theme: 'monokai' as never })).toEqual({
      previewTheme: 'default',
      codeTheme: 'atom',
    });
  });
});

describe('读者主题跟随网站设置（两个仓库一起）', () => {
  afterEach(() => vi.resetModules());

  async function freshStores() {
    vi.resetModules();
    const [{ useSettingsStore }, { useSiteStore }, { readerThemes: decide }] = await Promise.all([
      import('@/features/theme/settingsStore'),
      import('@/features/site/siteStore'),
      import('@/features/theme/readerThemes'),
    ]);
    const current = () => decide(useSettingsStore.getState(), useSiteStore.getState().config);
    return { useSettingsStore, useSiteStore, current };
  }

  it('网站改了默认主题，没选过的读者跟着变；读者一选就固定下来并记住', async () => {
    const { useSettingsStore, useSiteStore, current } = await freshStores();
    useSiteStore.setState({ config: { default_preview_theme: 'vuepress', default_code_theme: 'github' } as never });
    expect(current()).toEqual({ previewTheme: 'vuepress', codeTheme: 'github' });

    useSettingsStore.getState().setCodeTheme('paraiso');
    useSiteStore.setState({ config: { default_preview_theme: 'mk-cute', default_code_theme: 'a11y' } as never });
    expect(current()).toEqual({ previewTheme: 'mk-cute', codeTheme: 'paraiso' });

    const again = await freshStores();
    again.useSiteStore.setState({ config: { default_preview_theme: 'mk-cute', default_code_theme: 'a11y' } as never });
    expect(again.current()).toEqual({ previewTheme: 'mk-cute', codeTheme: 'paraiso' });
  });

  it('旧版本保存的设置（没有“选过”标记）算作没选过', async () => {
    storage.set(STORAGE_KEYS.staticSettings, { state: { previewTheme: 'default', codeTheme: 'atom' }, version: 0 });
    const { useSettingsStore, useSiteStore, current } = await freshStores();
    expect(useSettingsStore.getState().previewThemeChosen).toBe(false);
    useSiteStore.setState({ config: { default_preview_theme: 'smart-blue', default_code_theme: 'qtcreator' } as never });
    expect(current()).toEqual({ previewTheme: 'smart-blue', codeTheme: 'qtcreator' });
  });
});
