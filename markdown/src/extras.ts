import { containersPlugin } from './containers';
import { footnotesPlugin } from './footnotes';
import { mathsPlugin } from './maths';
import type { MarkdownItPluginEntry } from './plugins';

/** Maths, footnotes and `::: tip|warning|danger|details` containers (see plugins.ts for when they load). */
export const EXTRA_PLUGINS: readonly MarkdownItPluginEntry[] = [
  { type: 'blogMaths', plugin: mathsPlugin, options: {} },
  { type: 'blogFootnotes', plugin: footnotesPlugin, options: {} },
  { type: 'blogContainers', plugin: containersPlugin, options: {} },
];
