import type MarkdownIt from 'markdown-it';
import { codeBlocksPlugin } from './codeBlocks';
import { containersPlugin } from './containers';
import { footnotesPlugin } from './footnotes';
import { mathsPlugin } from './maths';

/** md-editor-rt's plugin list entry (config({ markdownItPlugins })). */
export interface MarkdownItPluginEntry {
  type: string;
  plugin: (md: MarkdownIt, options?: never) => void;
  options: object;
}

/**
 * The site's Markdown extensions, added to md-editor-rt's own list for every preview: the reader,
 * the console's editor and the server's copy (config({ markdownItPlugins: articleMarkdownItPlugins })).
 * md-editor-rt's KaTeX and mermaid plugins stay off (noKatex, noMermaid): they would fetch both
 * from a CDN; ours render from our own bundles.
 */
export function articleMarkdownItPlugins<T extends { type: string }>(plugins: T[]): (T | MarkdownItPluginEntry)[] {
  return [
    ...plugins,
    { type: 'blogMaths', plugin: mathsPlugin, options: {} },
    { type: 'blogFootnotes', plugin: footnotesPlugin, options: {} },
    { type: 'blogContainers', plugin: containersPlugin, options: {} },
    // Last: it wraps md-editor-rt's code rule.
    { type: 'blogCodeBlocks', plugin: codeBlocksPlugin, options: {} },
  ];
}
