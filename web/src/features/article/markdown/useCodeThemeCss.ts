import type { CodeTheme, PreviewTheme } from '@blog/contract';
import { useEffect } from 'react';
import { CODE_THEME_CSS } from './highlightThemes';

/** Also the id of the stylesheet link the server writes for its copy of the article (server/src/platform/pages/readerThemeBoot.ts). */
export const CODE_THEME_LINK_ID = 'blog-code-theme-css';
/** md-editor-rt's own rule (codeStyleReverse): these preview themes use dark code blocks in light mode. */
const DARK_CODE_PREVIEW_THEMES: readonly PreviewTheme[] = ['default', 'mk-cute'];

/**
 * With a highlight.js instance handed to md-editor-rt it no longer links any code theme CSS,
 * so the chosen theme's stylesheet (served from our build) is linked here. Returns whether code
 * blocks are dark or light.
 */
export function useCodeThemeCss(codeTheme: CodeTheme, theme: 'dark' | 'light', previewTheme: PreviewTheme): 'dark' | 'light' {
  const mode = DARK_CODE_PREVIEW_THEMES.includes(previewTheme) ? 'dark' : theme;
  const href = (CODE_THEME_CSS[codeTheme] ?? CODE_THEME_CSS.atom)[mode];

  useEffect(() => {
    let link = document.getElementById(CODE_THEME_LINK_ID) as HTMLLinkElement | null;
    if (!link) {
      link = document.createElement('link');
      link.id = CODE_THEME_LINK_ID;
      link.rel = 'stylesheet';
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [href]);

  useEffect(
    () => () => {
      document.getElementById(CODE_THEME_LINK_ID)?.remove();
    },
    [],
  );
  return mode;
}
