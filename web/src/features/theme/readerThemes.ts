import { CODE_THEMES, PREVIEW_THEMES, type CodeTheme, type PreviewTheme, type SiteConfig } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';
import { useSettingsStore } from './settingsStore';

export interface ReaderThemes {
  previewTheme: PreviewTheme;
  codeTheme: CodeTheme;
}

interface OwnThemes extends ReaderThemes {
  previewThemeChosen: boolean;
  codeThemeChosen: boolean;
}

type SiteDefaults = Pick<SiteConfig, 'default_preview_theme' | 'default_code_theme'>;

/**
 * The themes an article is shown with: the reader's own pick, else the blogger's default from site
 * settings, else the built-in default (the store's initial value). Each theme is decided on its own.
 */
export function readerThemes(own: OwnThemes, site: Partial<SiteDefaults> | null | undefined): ReaderThemes {
  const sitePreview = site?.default_preview_theme;
  const siteCode = site?.default_code_theme;
  return {
    previewTheme: !own.previewThemeChosen && PREVIEW_THEMES.includes(sitePreview as PreviewTheme) ? (sitePreview as PreviewTheme) : own.previewTheme,
    codeTheme: !own.codeThemeChosen && CODE_THEMES.includes(siteCode as CodeTheme) ? (siteCode as CodeTheme) : own.codeTheme,
  };
}

export function useReaderThemes(): ReaderThemes {
  const previewTheme = useSettingsStore((s) => s.previewTheme);
  const codeTheme = useSettingsStore((s) => s.codeTheme);
  const previewThemeChosen = useSettingsStore((s) => s.previewThemeChosen);
  const codeThemeChosen = useSettingsStore((s) => s.codeThemeChosen);
  const sitePreview = useSiteStore((s) => s.config?.default_preview_theme);
  const siteCode = useSiteStore((s) => s.config?.default_code_theme);
  return readerThemes(
    { previewTheme, codeTheme, previewThemeChosen, codeThemeChosen },
    { default_preview_theme: sitePreview, default_code_theme: siteCode },
  );
}
