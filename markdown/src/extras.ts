import { containersPlugin } from './containers';
import { footnotesPlugin } from './footnotes';
import type { MarkdownItPluginEntry } from './plugins';

/** Footnotes and `::: tip|warning|danger|details` containers (see plugins.ts for when they load). */
export const EXTRA_PLUGINS: readonly MarkdownItPluginEntry[] = [
  { type: 'blogFootnotes', plugin: footnotesPlugin, options: {} },
  { type: 'blogContainers', plugin: containersPlugin, options: {} },
];
