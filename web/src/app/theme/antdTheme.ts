import antTheme from 'antd/es/theme';
import type { MapToken, MappingAlgorithm, SeedToken } from 'antd/es/theme/interface';
import defaultSeed from 'antd/es/theme/themes/seed';
import antdVersion from 'antd/es/version';
import precomputed from './antdMapTokens.json';

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

/**
 * antd's colour algorithm for a theme, answered from antdMapTokens.json when antd asks for
 * exactly our seed: deriving the palettes takes ~50 ms of a phone's main thread (×4 in Lighthouse)
 * on every page load, in one piece that nothing can split. Any other seed or another antd version
 * is computed as usual. web/test/app/antdTheme.test.ts keeps the file equal to antd's own result.
 */
function precomputedAlgorithm(name: ThemeName): MappingAlgorithm {
  let expectedSeed: string | undefined;
  return (seed, mapToken) => {
    expectedSeed ??= JSON.stringify(seedOf(name));
    if (precomputed.antdVersion === antdVersion && JSON.stringify(seed) === expectedSeed) {
      return { ...(precomputed[name] as unknown as MapToken) };
    }
    return BASE_ALGORITHMS[name](seed, mapToken);
  };
}

/** Stable functions: antd caches a theme by the identity of its algorithms. */
export const THEME_ALGORITHMS: Record<ThemeName, MappingAlgorithm> = {
  light: precomputedAlgorithm('light'),
  dark: precomputedAlgorithm('dark'),
};

/** What the tests compare the file with. */
export function computeMapTokens(): { antdVersion: string } & Record<ThemeName, MapToken> {
  return {
    antdVersion,
    light: BASE_ALGORITHMS.light(seedOf('light')),
    dark: BASE_ALGORITHMS.dark(seedOf('dark')),
  };
}
