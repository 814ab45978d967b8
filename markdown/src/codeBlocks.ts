import type MarkdownIt from 'markdown-it';

/** md-editor-rt's class prefix (its default, which the site keeps). */
const PREFIX = 'md-editor';

/** The language of a fenced block whose source is a diagram drawn in the browser. */
export const DIAGRAM_LANGUAGE = 'mermaid';
/** Class on the code block of a diagram: the browser draws the diagram inside it. */
export const DIAGRAM_BLOCK_CLASS = 'md-diagram-source';

/**
 * Code blocks as md-editor-rt draws them, with two changes:
 * - the copy button, a bare span, becomes a button for the keyboard too (focusable, named
 *   复制代码; the reader answers Enter and Space on it, see the web's codeCopy.ts);
 * - a ```mermaid block is marked, so the browser can draw the diagram in its place. Everywhere
 *   else (server copy, feeds, no JavaScript) it stays what it is: the diagram's source as code.
 * Must run after md-editor-rt's own code plugin, whose fence rule it wraps.
 */
export function codeBlocksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('diagram-blocks', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'fence' && token.info.trim().split(/\s+/)[0] === DIAGRAM_LANGUAGE) token.attrJoin('class', DIAGRAM_BLOCK_CLASS);
    }
  });
  const fence = md.renderer.rules.fence;
  if (!fence) return;
  const accessible = (html: string) =>
    html.replaceAll(`<span class="${PREFIX}-copy-button"`, `<span class="${PREFIX}-copy-button" role="button" tabindex="0" aria-label="复制代码"`);
  md.renderer.rules.fence = (tokens, index, options, env, self) => accessible(fence(tokens, index, options, env, self));
  md.renderer.rules.code_block = md.renderer.rules.fence;
}
