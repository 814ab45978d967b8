import type MarkdownIt from 'markdown-it';
import type { PluginWithParams } from 'markdown-it';
import containerPlugin from 'markdown-it-container';

// Its type definitions name markdown-it's CommonJS types, ours the ES module's: the same object.
const container = containerPlugin as unknown as PluginWithParams;

/** The containers Butterfly and VuePress bloggers write, with the title each shows by default. */
export const CONTAINER_TITLES = { tip: '提示', warning: '注意', danger: '警告', details: '详细信息' } as const;
export type ContainerKind = keyof typeof CONTAINER_TITLES;

/**
 * `::: tip|warning|danger|details [title]` … `:::`. Boxes are divs with a title line; `details`
 * is a native disclosure (closed, its title the summary), so it opens without any script and
 * in a feed reader too.
 */
export function containersPlugin(md: MarkdownIt): void {
  for (const kind of Object.keys(CONTAINER_TITLES) as ContainerKind[]) {
    md.use(container, kind, {
      render(tokens: { nesting: number; info: string }[], index: number): string {
        const token = tokens[index]!;
        if (token.nesting !== 1) return kind === 'details' ? '</details>\n' : '</div>\n';
        const title = md.utils.escapeHtml(token.info.trim().slice(kind.length).trim() || CONTAINER_TITLES[kind]);
        if (kind === 'details') return `<details class="md-container md-container-details"><summary>${title}</summary>\n`;
        return `<div class="md-container md-container-${kind}"><p class="md-container-title">${title}</p>\n`;
      },
    });
  }
}
