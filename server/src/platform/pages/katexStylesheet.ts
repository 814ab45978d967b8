import type { BuildManifest } from '../bootRoutes';

/** Same id as the link the reader adds when it meets a formula (web/src/features/article/markdown/mathsAssets.ts). */
export const KATEX_CSS_LINK_ID = 'blog-katex-css';

/**
 * The KaTeX stylesheet of our build (`/assets/katex.min-hash.css`, whose fonts are our own build's
 * too), for a page whose article has formulas: without JavaScript the formulas the server drew
 * need it, and the reader then finds it already loaded. Empty without a build or without maths.
 */
export function katexStylesheetLink(manifest: BuildManifest | null): string {
  if (!manifest) return '';
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/katex\/dist\/katex\.min\.css$/.test(key)) return `<link id="${KATEX_CSS_LINK_ID}" rel="stylesheet" href="/${chunk.file}">`;
  }
  return '';
}
