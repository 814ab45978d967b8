import type { BuildManifest } from '../bootRoutes';

/** Same id as the link the reader adds when it meets a formula (web/src/features/article/markdown/mathsAssets.ts). */
export const KATEX_CSS_LINK_ID = 'blog-katex-css';

/** The web module whose chunk carries the footnotes' and containers' styles (loaded with them). */
const EXTRAS_MODULE = /src\/features\/article\/markdown\/markdownExtras\.ts$/;

/**
 * Stylesheets of our build that an article's server copy needs beyond the reader's own, only when
 * the article uses them, so other articles do not grow: KaTeX's (`/assets/katex.min-hash.css`, its
 * fonts our build's too) for formulas, the extras chunk's for footnotes and containers. Without
 * JavaScript the page is then drawn whole; with it, the reader finds them already loaded.
 */
export function markdownStylesheetLinks(manifest: BuildManifest | null, uses: { maths: boolean; extras: boolean }): string {
  if (!manifest) return '';
  let links = '';
  for (const [key, chunk] of Object.entries(manifest)) {
    if (uses.maths && /katex\/dist\/katex\.min\.css$/.test(key)) links += `<link id="${KATEX_CSS_LINK_ID}" rel="stylesheet" href="/${chunk.file}">`;
    if (uses.extras && EXTRAS_MODULE.test(key)) for (const css of chunk.css ?? []) links += `<link rel="stylesheet" href="/${css}">`;
  }
  return links;
}
