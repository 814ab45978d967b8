import { CODE_THEMES, PREVIEW_THEMES, STORAGE_KEYS, type CodeTheme, type PreviewTheme, type SiteConfig } from '@blog/contract';
import type { BuildManifest } from '../bootRoutes';
import { jsonForInlineScript } from '../bootHtml';

/**
 * highlight.js stylesheet of each code theme (light, dark), as web/src/features/article/markdown/
 * highlightThemes.ts imports them; the build names them after these files.
 */
const CODE_THEME_FILES: Record<CodeTheme, readonly [string, string]> = {
  a11y: ['a11y-light', 'a11y-dark'],
  atom: ['atom-one-light', 'atom-one-dark'],
  github: ['github', 'github-dark'],
  gradient: ['gradient-light', 'gradient-dark'],
  kimbie: ['kimbie-light', 'kimbie-dark'],
  paraiso: ['paraiso-light', 'paraiso-dark'],
  qtcreator: ['qtcreator-light', 'qtcreator-dark'],
  stackoverflow: ['stackoverflow-light', 'stackoverflow-dark'],
};

/** Same id as web/src/features/article/markdown/useCodeThemeCss.ts, which takes the link over. */
export const CODE_THEME_LINK_ID = 'blog-code-theme-css';
/** md-editor-rt's rule (codeStyleReverse, as in useCodeThemeCss.ts): these draw dark code blocks in light mode. */
const DARK_CODE_PREVIEW_THEMES: readonly PreviewTheme[] = ['default', 'mk-cute'];

export interface ReaderThemeDefaults {
  previewTheme: PreviewTheme;
  codeTheme: CodeTheme;
}

/** The site's default reader themes, else the settings store's built-in ones (readerThemes.ts). */
export function siteReaderThemes(config: Pick<SiteConfig, 'default_preview_theme' | 'default_code_theme'>): ReaderThemeDefaults {
  const preview = config.default_preview_theme;
  const code = config.default_code_theme;
  return {
    previewTheme: PREVIEW_THEMES.includes(preview as PreviewTheme) ? (preview as PreviewTheme) : 'default',
    codeTheme: CODE_THEMES.includes(code as CodeTheme) ? (code as CodeTheme) : 'atom',
  };
}

/** `/assets/atom-one-dark.min-hash.css` for each code theme and mode, from the build manifest. */
function codeThemeUrls(manifest: BuildManifest | null): Partial<Record<CodeTheme, { light: string; dark: string }>> {
  const urls: Partial<Record<CodeTheme, { light: string; dark: string }>> = {};
  if (!manifest) return urls;
  const byName = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /highlight\.js\/styles\/([\w-]+)\.min\.css$/.exec(key);
    if (match?.[1]) byName.set(match[1], `/${chunk.file}`);
  }
  for (const theme of CODE_THEMES) {
    const [light, dark] = CODE_THEME_FILES[theme];
    const lightUrl = byName.get(light);
    const darkUrl = byName.get(dark);
    if (lightUrl && darkUrl) urls[theme] = { light: lightUrl, dark: darkUrl };
  }
  return urls;
}

/**
 * The code theme stylesheet (the site's default, as a light page shows it) and a script, run right
 * after the article's markup, that gives that markup what the client's ArticleBody will give it:
 * the saved dark theme (md-editor-dark, and its catalog's), the reader's own preview and code themes from the settings
 * store (web/src/features/theme/settingsStore.ts, through the storage codec of src/lib/storage.ts)
 * with whether code shows line numbers,
 * and that code theme's stylesheet on the link useCodeThemeCss takes over by its id. It runs after the
 * article's markup and its table of contents. So the
 * hand-over to React changes nothing on screen. Without JavaScript the defaults stay as they are.
 */
export function readerThemeBoot(manifest: BuildManifest | null, defaults: ReaderThemeDefaults, selectors: { body: string; catalog: string }): { link: string; script: string; mode: 'dark' | 'light' } {
  const urls = codeThemeUrls(manifest);
  const defaultMode = DARK_CODE_PREVIEW_THEMES.includes(defaults.previewTheme) ? 'dark' : 'light';
  const href = urls[defaults.codeTheme]?.[defaultMode];
  const link = href ? `<link id="${CODE_THEME_LINK_ID}" rel="stylesheet" href="${href}">` : '';
  const data = { urls, defaults, previews: PREVIEW_THEMES, darkPreviews: DARK_CODE_PREVIEW_THEMES, key: STORAGE_KEYS.staticSettings, ...selectors, link: CODE_THEME_LINK_ID };
  const script =
    `<script>(function(d){var b=document.querySelector(d.body);if(!b)return;` +
    `var dark=document.documentElement.getAttribute('data-theme')==='dark',s={};` +
    `try{var raw=localStorage.getItem(btoa(encodeURIComponent(d.key)));if(raw)s=JSON.parse(decodeURIComponent(atob(raw))).state||{}}catch(e){s={}}` +
    `var p=s.previewThemeChosen&&d.previews.indexOf(s.previewTheme)>=0?s.previewTheme:d.defaults.previewTheme,c=s.codeThemeChosen&&d.urls[s.codeTheme]?s.codeTheme:d.defaults.codeTheme;` +
    `var mode=d.darkPreviews.indexOf(p)>=0||dark?'dark':'light';b.setAttribute('data-code-mode',mode);` +
    `if(s.codeLineNumbers===false)b.setAttribute('data-line-numbers','off');` +
    `var e=b.querySelector('.md-editor'),k=document.querySelector(d.catalog);if(dark){if(e)e.classList.add('md-editor-dark');if(k)k.classList.add('md-editor-catalog-dark')}` +
    `var v=b.querySelector('.md-editor-preview');if(v)v.className=v.className.replace(/\\b[\\w-]+-theme\\b/,p+'-theme');` +
    `var l=document.getElementById(d.link);if(l&&d.urls[c])l.setAttribute('href',d.urls[c][mode]);` +
    `})(${jsonForInlineScript(data)})</script>`;
  return { link, script, mode: defaultMode };
}
