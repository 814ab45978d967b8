import { markdownPlainText } from '@blog/markdown/plainText';

/**
 * Plain texts by their Markdown itself: an edit makes a new key, so nothing is stale. The string is
 * its own key (V8 hashes it once per string) — a SHA-1 per hit cost more than the rest of a
 * snippet; the keys count towards the size bound.
 */
const cache = new Map<string, string>();
/** About 32 MB of Markdown and text at most; the least recently used entry goes first. */
const MAX_CACHED_CHARS = 16_000_000;
let cachedChars = 0;

/**
 * An article body as a reader sees it (the shared Markdown pipeline's plain text), parsed once per
 * saved text: a popular search quotes the same articles again and again, and parsing costs far more
 * than the lookup.
 */
export function plainTextOf(markdown: string): string {
  const key = markdown;
  const hit = cache.get(key);
  if (hit !== undefined) {
    // Re-inserted so the map's order stays least recently used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const text = markdownPlainText(markdown);
  cache.set(key, text);
  cachedChars += key.length + text.length;
  for (const [oldKey, oldText] of cache) {
    if (cachedChars <= MAX_CACHED_CHARS || oldKey === key) break;
    cache.delete(oldKey);
    cachedChars -= oldKey.length + oldText.length;
  }
  return text;
}
