import DOMPurify from 'dompurify';

/**
 * Raw HTML inside Markdown is allowed by markdown-it; everything rendered passes through
 * DOMPurify first. `target` is kept for links that open a new tab; `rel` is forced below.
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
