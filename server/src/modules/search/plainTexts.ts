import { createHash } from 'node:crypto';
import { markdownPlainText } from '@blog/markdown/plainText';

/** Plain texts by the hash of their Markdown: an edit makes a new key, so nothing is stale. */
const cache = new Map<string, string>();
/** About 16 MB of text at most; the least recently used entry goes first. */
const MAX_CACHED_CHARS = 8_000_000;
let cachedChars = 0;

/**
 * An article body as a reader sees it (the shared Markdown pipeline's plain text), parsed once per
 * saved text: a popular search quotes the same articles again and again, and parsing costs far more
 * than the hash.
 */
export function plainTextOf(markdown: string): string {
  const key = createHash('sha1').update(markdown).digest('base64url');
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Re-inserted so the map's order stays least recently used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const text = markdownPlainText(markdown);
  cache.set(key, text);
  cachedChars += text.length;
  for (const [oldKey, oldText] of cache) {
    if (cachedChars <= MAX_CACHED_CHARS || oldKey === key) break;
    cache.delete(oldKey);
    cachedChars -= oldText.length;
  }
  return text;
}
