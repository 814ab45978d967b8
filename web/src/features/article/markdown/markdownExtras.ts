/**
 * Maths (the parser, and the way to fetch KaTeX for a real formula), footnotes and containers with
 * their styles: one chunk, loaded for an article (or a draft in the console) that may use them
 * (useMarkdownFeatures.ts, which hands loadKatex to the maths state).
 */
import './extras.css';

export { EXTRA_PLUGINS } from '@blog/markdown/extras';
export { loadKatex } from './mathsAssets';
