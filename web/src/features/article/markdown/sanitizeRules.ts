import type { DOMPurify } from 'dompurify';

/**
 * Raw HTML inside Markdown is allowed by markdown-it; everything rendered passes through
 * DOMPurify first. `target` is kept for links that open a new tab; `rel` is forced below.
 * The server renders articles with the same rules (server/src/platform/markdown/articleHtml.ts),
 * passing a DOMPurify bound to its own window.
 */
export function createSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, { ADD_ATTR: ['target'] });
}
