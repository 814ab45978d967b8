import type { Config, DOMPurify } from 'dompurify';

/**
 * KaTeX writes its MathML copy of a formula (read by screen readers and feed readers) inside
 * `<semantics>` with the TeX source in `<annotation>`; DOMPurify drops both by default, which
 * would leave the TeX source as visible text in the MathML. They are plain markup containers:
 * no URL, no script, no event attribute can ride on them (event attributes and javascript: URLs
 * are still removed everywhere by DOMPurify's own rules).
 */
const MATHS_TAGS = ['semantics', 'annotation'];
const MATHS_ATTRS = ['encoding'];

/**
 * md-editor-rt marks the line-number gutter of a code block with a bare `rn-wrapper` attribute,
 * which its stylesheet draws the numbers from; DOMPurify would drop it and the numbers with it.
 */
const CODE_ATTRS = ['rn-wrapper'];

/** The rules: DOMPurify's defaults (no script, no event handler, no javascript: URL) plus the above. */
export const SANITIZE_CONFIG: Config = { ADD_ATTR: ['target', ...MATHS_ATTRS, ...CODE_ATTRS], ADD_TAGS: MATHS_TAGS };

/**
 * Raw HTML inside Markdown is allowed by markdown-it; everything rendered (KaTeX's output and
 * mermaid's SVG included) passes through DOMPurify first. `target` is kept for links that open a
 * new tab; `rel` is forced below. The server renders articles with the same rules
 * (serverRender.ts), passing a DOMPurify bound to its own window.
 */
export function createSanitizer(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purify.sanitize(html, SANITIZE_CONFIG);
}
