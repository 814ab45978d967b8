import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  CODE_THEMES,
  PREVIEW_THEMES,
  STORAGE_KEYS,
  type CodeTheme,
  type PageHeader,
  type PreviewTheme,
} from '@blog/contract';
import { codecPersistStorage } from '@/lib/storage';

/** Static settings store of SPEC.md §3, persisted through the storage codec. */
interface SettingsState {
  previewThemeList: readonly PreviewTheme[];
  codeThemeList: readonly CodeTheme[];
  previewTheme: PreviewTheme;
  codeTheme: CodeTheme;
  /**
   * Whether the reader picked the theme themselves. Until then the site's default
   * (site settings, see readerThemes.ts) applies instead of previewTheme / codeTheme.
   */
  previewThemeChosen: boolean;
  codeThemeChosen: boolean;
  /** Line numbers beside an article's code blocks (阅读主题 → 代码行号). */
  codeLineNumbers: boolean;
  pageHeaderList: PageHeader[];
  messageTypeIsCard: boolean;
  setCodeLineNumbers(shown: boolean): void;
  setPreviewTheme(theme: PreviewTheme): void;
  setCodeTheme(theme: CodeTheme): void;
  setPageHeaderList(list: PageHeader[]): void;
  setMessageTypeIsCard(isCard: boolean): void;
}

type PersistedSettings = Pick<
  SettingsState,
  'previewTheme' | 'codeTheme' | 'previewThemeChosen' | 'codeThemeChosen' | 'codeLineNumbers' | 'pageHeaderList' | 'messageTypeIsCard'
>;

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      previewThemeList: PREVIEW_THEMES,
      codeThemeList: CODE_THEMES,
      previewTheme: 'default',
      codeTheme: 'atom',
      previewThemeChosen: false,
      codeThemeChosen: false,
      codeLineNumbers: true,
      pageHeaderList: [],
      messageTypeIsCard: true,
      setPreviewTheme(theme) {
        if (PREVIEW_THEMES.includes(theme)) set({ previewTheme: theme, previewThemeChosen: true });
      },
      setCodeTheme(theme) {
        if (CODE_THEMES.includes(theme)) set({ codeTheme: theme, codeThemeChosen: true });
      },
      setCodeLineNumbers(shown) {
        set({ codeLineNumbers: shown });
      },
      setPageHeaderList(list) {
        set({ pageHeaderList: list });
      },
      setMessageTypeIsCard(isCard) {
        set({ messageTypeIsCard: isCard });
      },
    }),
    {
      name: STORAGE_KEYS.staticSettings,
      storage: codecPersistStorage<PersistedSettings>('local'),
      // The theme lists are constants of the build, not user data: never restore stale ones.
      partialize: (state) => ({
        previewTheme: state.previewTheme,
        codeTheme: state.codeTheme,
        previewThemeChosen: state.previewThemeChosen,
        codeThemeChosen: state.codeThemeChosen,
        codeLineNumbers: state.codeLineNumbers,
        pageHeaderList: state.pageHeaderList,
        messageTypeIsCard: state.messageTypeIsCard,
      }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedSettings>;
        return {
          ...current,
          previewTheme: PREVIEW_THEMES.includes(saved.previewTheme as PreviewTheme)
            ? (saved.previewTheme as PreviewTheme)
            : current.previewTheme,
          codeTheme: CODE_THEMES.includes(saved.codeTheme as CodeTheme) ? (saved.codeTheme as CodeTheme) : current.codeTheme,
          // Settings saved before these flags existed: no reader could pick a theme then.
          previewThemeChosen: saved.previewThemeChosen === true,
          codeThemeChosen: saved.codeThemeChosen === true,
          codeLineNumbers: typeof saved.codeLineNumbers === 'boolean' ? saved.codeLineNumbers : current.codeLineNumbers,
          pageHeaderList: Array.isArray(saved.pageHeaderList) ? saved.pageHeaderList : current.pageHeaderList,
          messageTypeIsCard: typeof saved.messageTypeIsCard === 'boolean' ? saved.messageTypeIsCard : current.messageTypeIsCard,
        };
      },
    },
  ),
);
