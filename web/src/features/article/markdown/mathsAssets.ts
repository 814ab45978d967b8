import katexCssUrl from 'katex/dist/katex.min.css?url';
import type { KatexApi } from '@blog/markdown/mathsState';
import { loadChunk } from '@/lib/chunks';

/** Same id as the link the server writes on a page with maths (server/src/platform/pages/articleBody.ts). */
export const KATEX_CSS_LINK_ID = 'blog-katex-css';

/** The stylesheet (and through it KaTeX's fonts, all from our own build), resolved once it applies. */
function linkKatexCss(): Promise<void> {
  let link = document.getElementById(KATEX_CSS_LINK_ID) as HTMLLinkElement | null;
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement('link');
    link.id = KATEX_CSS_LINK_ID;
    link.rel = 'stylesheet';
    link.href = katexCssUrl;
    document.head.appendChild(link);
  }
  const target = link;
  return new Promise((resolve) => {
    target.addEventListener('load', () => resolve(), { once: true });
    // Formulas without their stylesheet still read (MathML); better than holding the page.
    target.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * KaTeX from our own bundle, fetched the first time a preview meets a formula (the plugin asks for
 * it): pages without maths never download its code, stylesheet or fonts.
 */
export async function loadKatex(): Promise<KatexApi> {
  // Never reloads the page by itself: a formula left as its source is better than losing the place.
  const katex = loadChunk(() => import('katex'), { reloadWhenUpdated: false }).then((module) => module.default);
  const [instance] = await Promise.all([katex, linkKatexCss()]);
  return instance;
}
