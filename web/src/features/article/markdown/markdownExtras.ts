/**
 * Footnotes and containers with their styles: one chunk, loaded for an article (or a draft in the
 * console) that uses them (useMarkdownFeatures.ts).
 */
import './extras.css';

export { EXTRA_PLUGINS } from '@blog/markdown/extras';
