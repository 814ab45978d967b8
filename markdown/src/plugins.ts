import type MarkdownIt from 'markdown-it';
import { codeBlocksPlugin } from './codeBlocks';

/** md-editor-rt's plugin list entry (config({ markdownItPlugins })). */
export interface MarkdownItPluginEntry {
  type: string;
  plugin: (md: MarkdownIt, options?: never) => void;
  options: object;
}

/**
 * Maths, footnotes and containers (extras.ts) are added once loaded: the server loads them up
 * front, the browser only for a text that may use them (needsExtras), so other articles do not
 * carry them. KaTeX itself is fetched later still, when the maths plugin meets a formula.
 */
const extras: MarkdownItPluginEntry[] = [];

export function addExtraPlugins(entries: readonly MarkdownItPluginEntry[]): void {
  for (const entry of entries) if (!extras.some((known) => known.type === entry.type)) extras.push(entry);
}

/** Whether the extras are in the list (previews made from now on use them). */
export const extrasAdded = (): boolean => extras.length > 0;

/**
 * Whether a text may use maths (`$x`, `$$`, `\(`, `\[`), footnotes (`[^1]`) or containers (`:::`),
 * which need the extras. Generous on purpose: a shell prompt's `$ ` does not count, but `$HOME`
 * does; the extras are small, and KaTeX is fetched only for a real formula.
 */
export function needsExtras(markdown: string): boolean {
  return /\$[^\s$]|\$\$|\\\(|\\\[|\[\^[^\]\s]+\]|^ {0,3}:::/m.test(markdown);
}

/**
 * The site's Markdown extensions, added to md-editor-rt's own list for every preview: the reader,
 * the console's editor and the server's copy (config({ markdownItPlugins: articleMarkdownItPlugins })).
 * Read when a preview is created. md-editor-rt's KaTeX and mermaid plugins stay off (noKatex,
 * noMermaid): they would fetch both from a CDN; ours render from our own bundles.
 */
export function articleMarkdownItPlugins<T extends { type: string }>(plugins: T[]): (T | MarkdownItPluginEntry)[] {
  return [
    ...plugins,
    ...extras,
    // Last: it wraps md-editor-rt's code rule.
    { type: 'blogCodeBlocks', plugin: codeBlocksPlugin, options: {} },
  ];
}
