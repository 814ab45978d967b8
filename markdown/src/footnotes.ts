import type MarkdownIt from 'markdown-it';
import type { PluginSimple } from 'markdown-it';
import footnotePlugin from 'markdown-it-footnote';

// Its type definitions name markdown-it's CommonJS types, ours the ES module's: the same object.
const footnote = footnotePlugin as unknown as PluginSimple;

/**
 * `text[^1]` and `[^1]: note`, as markdown-it-footnote writes them, with the list named for
 * screen readers (脚注) and the back links labelled in Chinese instead of a bare arrow.
 */
export function footnotesPlugin(md: MarkdownIt): void {
  md.use(footnote);
  md.renderer.rules.footnote_block_open = () => '<hr class="footnotes-sep">\n<section class="footnotes" aria-label="脚注">\n<ol class="footnotes-list">\n';
  const anchor = md.renderer.rules.footnote_anchor;
  md.renderer.rules.footnote_anchor = (tokens, index, options, env, self) =>
    (anchor?.(tokens, index, options, env, self) ?? '').replace('class="footnote-backref"', 'class="footnote-backref" aria-label="回到正文"');
}
