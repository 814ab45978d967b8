import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { heldKatex, requestKatex, type KatexRenderOptions } from './mathsState';

/**
 * KaTeX's options, the same on the server and in every browser so the HTML is the same:
 * `trust: false` turns \href, \url, \includegraphics and \htmlData/\htmlClass into plain red text,
 * so a formula can never produce a link, an image or an attribute; errors are drawn in place
 * (`throwOnError: false`) rather than breaking the article; a hostile formula cannot make KaTeX
 * expand macros forever or draw a page-sized box.
 */
function katexOptions(displayMode: boolean): KatexRenderOptions {
  return { displayMode, throwOnError: false, output: 'htmlAndMathml', trust: false, strict: 'ignore', maxExpand: 1000, maxSize: 20 };
}

/** A formula as KaTeX draws it; its source while KaTeX is not loaded yet (and the load is asked for). */
function renderFormula(md: MarkdownIt, token: Token, displayMode: boolean, tag: 'div' | 'span'): string {
  token.attrJoin('class', displayMode ? 'md-maths md-maths-display' : 'md-maths');
  const katex = heldKatex();
  if (!katex) {
    requestKatex();
    token.attrJoin('class', 'md-maths-pending');
    return `<${tag}${md.renderer.renderAttrs(token)}>${md.utils.escapeHtml(token.markup + token.content + closing(token.markup))}</${tag}>`;
  }
  return `<${tag}${md.renderer.renderAttrs(token)}>${katex.renderToString(token.content, katexOptions(displayMode))}</${tag}>`;
}

const CLOSING: Record<string, string> = { $: '$', $$: '$$', '\\(': '\\)', '\\[': '\\]' };
const closing = (open: string): string => CLOSING[open] ?? open;

/** Index of `close` from `from` on that is not escaped by a backslash, or -1. */
function findClosing(src: string, close: string, from: number, end: number): number {
  let at = src.indexOf(close, from);
  while (at !== -1 && at + close.length <= end) {
    let backslashes = 0;
    for (let i = at - 1; i >= from && src[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = src.indexOf(close, at + 1);
  }
  return -1;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * Inline formulas: `\(…\)` and `$…$` inline, `\[…\]` and `$$…$$` displayed. A single `$` follows
 * Pandoc's rule so prices do not turn into maths: no space just inside either dollar, and no digit
 * right after the closing one ("$5 and $10" stays text).
 */
function inlineMaths(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  let open: string;
  if (src.startsWith('\\(', pos)) open = '\\(';
  else if (src.startsWith('\\[', pos)) open = '\\[';
  else if (src.startsWith('$$', pos)) open = '$$';
  else if (src[pos] === '$') open = '$';
  else return false;
  const close = closing(open);
  const start = pos + open.length;
  let end = findClosing(src, close, start, posMax);
  if (open === '$') {
    if (isSpace(src[start])) return false;
    while (end !== -1 && (isSpace(src[end - 1]) || /\d/.test(src[end + 1] ?? ''))) end = findClosing(src, close, end + 1, posMax);
  }
  if (end === -1 || end === start) return false;
  if (!silent) {
    const token = state.push(open === '$' || open === '\\(' ? 'math_inline' : 'math_inline_display', 'span', 0);
    token.markup = open;
    token.content = src.slice(start, end);
  }
  state.pos = end + close.length;
  return true;
}

/** Block formulas: a paragraph opened by `$$` or `\[` on its own line and closed by `$$` or `\]`. */
function blockMaths(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const lineStart = state.bMarks[startLine]! + state.tShift[startLine]!;
  const lineEnd = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const open = state.src.startsWith('$$', lineStart) ? '$$' : state.src.startsWith('\\[', lineStart) ? '\\[' : null;
  if (!open) return false;
  const close = closing(open);
  const first = state.src.slice(lineStart + open.length, lineEnd);
  let content: string;
  let nextLine = startLine + 1;
  const sameLine = first.trimEnd();
  if (sameLine.endsWith(close) && sameLine.length >= close.length && sameLine.trim() !== '') {
    content = sameLine.slice(0, -close.length);
  } else {
    if (first.trim() !== '' && first.includes(close)) return false;
    let found = false;
    const lines: string[] = [first];
    for (; nextLine < endLine; nextLine++) {
      const start = state.bMarks[nextLine]! + state.tShift[nextLine]!;
      const end = state.eMarks[nextLine]!;
      if (start < end && state.sCount[nextLine]! < state.blkIndent) break;
      const text = state.src.slice(start, end);
      if (text.trimEnd().endsWith(close)) {
        lines.push(text.trimEnd().slice(0, -close.length));
        found = true;
        nextLine++;
        break;
      }
      lines.push(text);
    }
    if (!found) return false;
    content = lines.join('\n');
  }
  if (silent) return true;
  const token = state.push('math_block', 'div', 0);
  token.block = true;
  token.markup = open;
  token.content = content.trim();
  token.map = [startLine, nextLine];
  state.line = nextLine;
  return true;
}

/** `$…$`, `$$…$$`, `\(…\)` and `\[…\]` rendered by KaTeX (see katexOptions for what is refused). */
export function mathsPlugin(md: MarkdownIt): void {
  // Before `escape`, which would otherwise eat the backslash of `\(` and `\[`.
  md.inline.ruler.before('escape', 'math_inline', inlineMaths);
  md.block.ruler.before('paragraph', 'math_block', blockMaths, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.math_inline = (tokens, index) => renderFormula(md, tokens[index]!, false, 'span');
  // Displayed, but inside a paragraph: a span, since a div would split the paragraph.
  md.renderer.rules.math_inline_display = (tokens, index) => renderFormula(md, tokens[index]!, true, 'span');
  md.renderer.rules.math_block = (tokens, index) => `${renderFormula(md, tokens[index]!, true, 'div')}\n`;
}
