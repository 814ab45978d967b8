import type MarkdownIt from 'markdown-it';
import { codeBlocksPlugin } from './codeBlocks';
import { mathsPlugin } from './maths';

/** md-editor-rt's plugin list entry (config({ markdownItPlugins })). */
export interface MarkdownItPluginEntry {
  type: string;
  plugin: (md: MarkdownIt, options?: never) => void;
  options: object;
}

/**
 * Footnotes and containers (extras.ts) are added once loaded: the server loads them up front, the
 * browser only for an article that uses them (needsExtras), so other articles do not carry them.
 */
const extras: MarkdownItPluginEntry[] = [];

export function addExtraPlugins(entries: readonly MarkdownItPluginEntry[]): void {
  for (const entry of entries) if (!extras.some((known) => known.type === entry.type)) extras.push(entry);
}

/** Whether the extras are in the list (previews made from now on use them). */
export const extrasAdded = (): boolean => extras.length > 0;

/** Whether a text uses footnotes (`[^1]`) or containers (`:::`), which need the extras. */
export function needsExtras(markdown: string): boolean {
  return /\[\^[^\]\s]+\]|^ {0,3}:::/m.test(markdown);
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
    { type: 'blogMaths', plugin: mathsPlugin, options: {} },
    ...extras,
    // Last: it wraps md-editor-rt's code rule.
    { type: 'blogCodeBlocks', plugin: codeBlocksPlugin, options: {} },
  ];
}
