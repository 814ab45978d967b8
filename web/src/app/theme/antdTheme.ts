import antTheme from 'antd/es/theme';
import type { MapToken, MappingAlgorithm, SeedToken } from 'antd/es/theme/interface';
import defaultSeed from 'antd/es/theme/themes/seed';
import antdVersion from 'antd/es/version';
import { loadChunk } from '@/lib/chunks';

export type ThemeName = 'light' | 'dark';

/** Our seed tokens on top of antd's defaults, per theme. */
export const THEME_TOKENS: Record<ThemeName, Partial<SeedToken>> = {
  light: { colorPrimary: '#1677ff', borderRadius: 8 },
  dark: { colorPrimary: '#4096ff', borderRadius: 8 },
};

const BASE_ALGORITHMS: Record<ThemeName, MappingAlgorithm> = {
  light: antTheme.defaultAlgorithm,
  dark: antTheme.darkAlgorithm,
};

/** The seed antd hands the algorithm for a theme (its defaults with our tokens over them). */
export function seedOf(name: ThemeName): SeedToken {
  return { ...defaultSeed, ...THEME_TOKENS[name] };
}

/** One theme's palette as antd derives it from our seed, written down by web/test/app/antdTheme.test.ts. */
export interface PrecomputedTokens {
  antdVersion: string;
  tokens: MapToken;
}

/** Each theme's palette is a chunk of its own: a visitor downloads only the theme in use. */
const TOKEN_FILES: Record<ThemeName, () => Promise<{ default: unknown }>> = {
  light: () => loadChunk(() => import('./antdMapTokens.light.json'), { reloadWhenUpdated: false }),
  dark: () => loadChunk(() => import('./antdMapTokens.dark.json'), { reloadWhenUpdated: false }),
};

const precomputed: Partial<Record<ThemeName, PrecomputedTokens>> = {};

/**
 * Fetches a theme's precomputed palette; the app root waits for the current theme's before its
 * first render. Until one has arrived (a first switch to the other theme) antd computes it.
 */
export async function loadThemeTokens(name: ThemeName): Promise<void> {
  if (precomputed[name]) return;
  const loaded = await TOKEN_FILES[name]();
  precomputed[name] = loaded.default as PrecomputedTokens;
}

/**
 * antd's colour algorithm for a theme, answered from the precomputed palette when antd asks for
 * exactly our seed: deriving the palettes takes ~50 ms of a phone's main thread (×4 in Lighthouse)
 * on every page load, in one piece that nothing can split. Any other seed, another antd version or
 * a palette not loaded yet is computed as usual.
 */
function precomputedAlgorithm(name: ThemeName): MappingAlgorithm {
  let expectedSeed: string | undefined;
  return (seed, mapToken) => {
    expectedSeed ??= JSON.stringify(seedOf(name));
    const file = precomputed[name];
    if (file && file.antdVersion === antdVersion && JSON.stringify(seed) === expectedSeed) return { ...file.tokens };
    return BASE_ALGORITHMS[name](seed, mapToken);
  };
}

/** Stable functions: antd caches a theme by the identity of its algorithms. */
export const THEME_ALGORITHMS: Record<ThemeName, MappingAlgorithm> = {
  light: precomputedAlgorithm('light'),
  dark: precomputedAlgorithm('dark'),
};

/** What the tests compare the files with. */
export function computeMapTokens(name: ThemeName): PrecomputedTokens {
  return { antdVersion, tokens: BASE_ALGORITHMS[name](seedOf(name)) };
}
