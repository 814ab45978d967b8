/**
 * About `radius` characters either side of the first case-insensitive match of `query` in the
 * text; the beginning of the text when only the title matched.
 */
export function passageAround(text: string, query: string, radius: number): string {
  const chars = [...text];
  const lowerChars = [...text.toLowerCase()];
  const needle = [...query.toLowerCase()];
  const at = indexOfSequence(lowerChars.length === chars.length ? lowerChars : chars, needle);
  if (at < 0) {
    const head = chars.slice(0, radius * 2).join('');
    return chars.length > radius * 2 ? `${head}…` : head;
  }
  const start = Math.max(0, at - radius);
  const end = Math.min(chars.length, at + needle.length + radius);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

/**
 * The original client's snippet: from the first case-insensitive match of `query`, `query.length
 * + 12` characters (it prints the query, then this text without its first `query.length`
 * characters). The text's beginning when only the title matched.
 */
export function snippetFromMatch(text: string, query: string): string {
  const chars = [...text];
  const lowerChars = [...text.toLowerCase()];
  const needle = [...query.toLowerCase()];
  const at = indexOfSequence(lowerChars.length === chars.length ? lowerChars : chars, needle);
  const start = Math.max(0, at);
  return chars.slice(start, start + needle.length + ORIGINAL_SNIPPET_EXTRA).join('');
}

/** Characters the original server returned after the match. */
export const ORIGINAL_SNIPPET_EXTRA = 12;

function indexOfSequence(haystack: string[], needle: string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
