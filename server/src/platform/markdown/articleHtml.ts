import { createHash } from 'node:crypto';
// One set of rendering rules (parser options, extensions, sanitizing, highlighter) for the server,
// the reader and the console: the HTML a crawler reads is the HTML the reader's browser draws.
import { loadServerRenderer, type RenderMarkdown } from '@blog/markdown/serverRender';

/** Loaded on first use: a server that never renders an article (API only, most tests) skips its cost. */
let renderer: Promise<RenderMarkdown> | null = null;

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
  renderer ??= loadServerRenderer();
  const html = (await renderer)(markdown);
  remember(key, html);
  return html;
}
