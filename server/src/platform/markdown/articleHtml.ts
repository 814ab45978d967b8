import { createHash } from 'node:crypto';
import { createElement } from 'react';
// One list of languages, one set of sanitizing rules and one set of preview props for the
// server and the client: the HTML a crawler reads is the HTML the reader's browser draws.
import { hljs } from '../../../../web/src/features/article/markdown/highlighter';
import { ARTICLE_PREVIEW_OPTIONS } from '../../../../web/src/features/article/markdown/previewOptions';
import { createSanitizer } from '../../../../web/src/features/article/markdown/sanitizeRules';

type Render = (markdown: string) => string;

/**
 * md-editor-rt's preview rendered to a string, exactly as ArticleBody renders it in the browser
 * (light theme, default preview theme, highlight.js classes on code). Loaded on first use:
 * jsdom and React cost ~300 ms and ~40 MB the first time, which a server that never renders an
 * article (an API-only deployment, most tests) should not pay.
 */
async function loadRenderer(): Promise<Render> {
  const [{ renderToString }, { MdPreview, config }, { JSDOM }, { default: createPurify }] = await Promise.all([
    import('react-dom/server'),
    import('md-editor-rt'),
    import('jsdom'),
    import('dompurify'),
  ]);
  config({ editorExtensions: { highlight: { instance: hljs } } });
  const sanitize = createSanitizer(createPurify(new JSDOM('').window));
  return (markdown) => renderToString(createElement(MdPreview, { ...ARTICLE_PREVIEW_OPTIONS, value: markdown, sanitize }));
}

let renderer: Promise<Render> | null = null;

/** Rendered articles by the hash of their Markdown: an edit makes a new key, so nothing is stale. */
const cache = new Map<string, string>();
/** About 20 MB of HTML at most; the least recently used entry goes first. */
const MAX_CACHED_CHARS = 10_000_000;
let cachedChars = 0;

function remember(key: string, html: string): void {
  cache.set(key, html);
  cachedChars += html.length;
  for (const [oldKey, oldHtml] of cache) {
    if (cachedChars <= MAX_CACHED_CHARS || oldKey === key) break;
    cache.delete(oldKey);
    cachedChars -= oldHtml.length;
  }
}

/**
 * An article's Markdown as the sanitized HTML of md-editor-rt's preview (its wrapper elements
 * included). Each distinct text is rendered once; later calls cost a hash and a map lookup.
 */
export async function renderArticleHtml(markdown: string): Promise<string> {
  const key = createHash('sha256').update(markdown).digest('base64url');
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Re-inserted so the map's order stays least recently used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  renderer ??= loadRenderer();
  const html = (await renderer)(markdown);
  remember(key, html);
  return html;
}
