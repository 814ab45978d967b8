/**
 * Maths (the parser; KaTeX itself comes later, for a real formula), footnotes and containers with
 * their styles: one chunk, loaded for an article (or a draft in the console) that may use them
 * (useMarkdownFeatures.ts).
 */
import { setKatexLoader } from '@blog/markdown/mathsState';
import { loadKatex } from './mathsAssets';
import './extras.css';

setKatexLoader(loadKatex);

export { EXTRA_PLUGINS } from '@blog/markdown/extras';
