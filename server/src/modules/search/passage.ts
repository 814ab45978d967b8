/*
 * Snippets of a search hit, measured in characters (code points, so an emoji counts once). Only a
 * window around the match is split into characters: splitting a whole body for each of a page's
 * twenty hits cost more than the search itself.
 */

/** Where the first case-insensitive match of `query` starts in `text` (UTF-16 index), or -1. */
function matchIndex(text: string, query: string): number {
  if (!query) return -1;
  // A term without cased letters (Chinese, digits) matches the same in the text as it stands:
  // lower-casing a whole body for it cost more than the search of the body.
  if (query.toLowerCase() === query.toUpperCase()) return text.indexOf(query);
  const lower = text.toLowerCase();
  // Lower-casing kept every position (true for nearly all text): search the lower-cased copy.
  if (lower.length === text.length) return lower.indexOf(query.toLowerCase());
  return text.indexOf(query);
}

/** The last `count` characters before UTF-16 index `at`, and whether more come before them. */
function charsBefore(text: string, at: number, count: number): { text: string; more: boolean } {
  const from = Math.max(0, at - count * 2);
  const chars = [...text.slice(from, at)];
  const kept = chars.slice(Math.max(0, chars.length - count));
  return { text: kept.join(''), more: from > 0 || kept.length < chars.length };
}

/** The first `count` characters from UTF-16 index `at`, and whether more come after them. */
function charsFrom(text: string, at: number, count: number): { text: string; more: boolean } {
  const to = Math.min(text.length, at + count * 2);
  const chars = [...text.slice(at, to)];
  const kept = chars.slice(0, count);
  return { text: kept.join(''), more: to < text.length || kept.length < chars.length };
}

/**
 * About `radius` characters either side of the first case-insensitive match of `query` in the
 * text; the beginning of the text when only the title matched.
 */
export function passageAround(text: string, query: string, radius: number): string {
  const at = matchIndex(text, query);
  if (at < 0) {
    const head = charsFrom(text, 0, radius * 2);
    return head.more ? `${head.text}…` : head.text;
  }
  const before = charsBefore(text, at, radius);
  const after = charsFrom(text, at, [...query].length + radius);
  return `${before.more ? '…' : ''}${before.text}${after.text}${after.more ? '…' : ''}`;
}

/**
 * The original client's snippet: from the first case-insensitive match of `query`, `query.length
 * + 12` characters (it prints the query, then this text without its first `query.length`
 * characters). The text's beginning when only the title matched.
 */
export function snippetFromMatch(text: string, query: string): string {
  const at = matchIndex(text, query);
  return charsFrom(text, Math.max(0, at), [...query].length + ORIGINAL_SNIPPET_EXTRA).text;
}

/** Characters the original server returned after the match. */
export const ORIGINAL_SNIPPET_EXTRA = 12;
