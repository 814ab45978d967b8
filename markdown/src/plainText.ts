import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { containersPlugin } from './containers';
import { footnotesPlugin } from './footnotes';

/**
 * The parser the reader's preview uses (markdown-it, raw HTML allowed as md-editor-rt allows it) with
 * the site's footnotes and containers, so a search passage quotes what a reader sees: link and image
 * text without their addresses, code exactly as written (`<-chan int>`, `Task<T>` included), no
 * emphasis or heading marks. Formulas stay their TeX source, which is what a reader can search for.
 */
const parser = new MarkdownIt({ html: true, linkify: false });
parser.use(footnotesPlugin);
parser.use(containersPlugin);

/** Tags of a raw HTML block or inline tag; only applied to HTML tokens, never to Markdown text. */
const HTML_TAG = /<\/?[A-Za-z][^>]*>|<!--[\s\S]*?-->/g;

function inlineText(children: Token[], out: string[]): void {
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline') out.push(child.content);
    else if (child.type === 'image') inlineText(child.children ?? [], out);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') out.push(' ');
    else if (child.type === 'html_inline') out.push(child.content.replace(HTML_TAG, ''));
    else if (child.children) inlineText(child.children, out);
  }
}

/** An article's Markdown as one line of plain text (runs of white space made one space). */
export function markdownPlainText(markdown: string): string {
  const out: string[] = [];
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'inline') inlineText(token.children ?? [], out);
    else if (token.type === 'fence' || token.type === 'code_block') out.push(' ', token.content, ' ');
    else if (token.type === 'html_block') out.push(' ', token.content.replace(HTML_TAG, ' '), ' ');
    else if (token.nesting !== 0 || token.block) out.push(' ');
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}
