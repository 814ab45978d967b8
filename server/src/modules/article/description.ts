import { ARTICLE_LIMITS } from '@blog/contract';
import { FENCED_CODE_BLOCK } from '@blog/markdown/fencedCode';

/**
 * The card text of an article saved without a description: the first characters of what a
 * reader sees, so Markdown syntax, code and image addresses must not leak into the home list.
 */
export function deriveDescription(markdown: string, limit: number = ARTICLE_LIMITS.derivedDescription): string {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    // Code blocks are not prose; a fence left open by a half-written draft runs to the end.
    .replace(FENCED_CODE_BLOCK, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Images vanish without a trace: one inside a sentence leaves no gap in it.
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    // Reference definitions: `[id]: https://…`.
    .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/^ {0,3}#{1,6}[ \t]+/gm, '')
    .replace(/[ \t]+#+[ \t]*$/gm, '')
    .replace(/^ {0,3}(?:[-*_][ \t]*){3,}$/gm, ' ')
    .replace(/^ {0,3}>[ \t]?/gm, '')
    .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*{1,3})(\S(?:[^*]*?\S)?)\1/g, '$2')
    // Underscores only as emphasis at word edges, so snake_case names survive.
    .replace(/(^|[^\p{L}\p{N}_])(_{1,3})(\S(?:[^_]*?\S)?)\2(?![\p{L}\p{N}_])/gu, '$1$3')
    .replace(/~~(\S(?:[^~]*?\S)?)~~/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  // Counted in characters, not UTF-16 units, so no emoji is cut in half.
  return [...text].slice(0, limit).join('').trim();
}

/**
 * The description columns of a save: what the blogger typed, or — left empty — the text's own
 * opening, marked as taken from the text (description_auto) so that every later save takes it
 * again instead of keeping the first one for good.
 */
export function descriptionColumns(typed: string | null | undefined, markdown: string): { description: string; description_auto: number } {
  const own = (typed ?? '').trim();
  return own ? { description: own, description_auto: 0 } : { description: deriveDescription(markdown), description_auto: 1 };
}
