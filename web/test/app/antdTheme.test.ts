import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MapToken } from 'antd/es/theme/interface';
import { computeMapTokens, loadThemeTokens, seedOf, THEME_ALGORITHMS, type ThemeName } from '@/app/theme/antdTheme';

// Vitest runs from the repository root.
const fileOf = (name: ThemeName) => path.resolve(`web/src/app/theme/antdMapTokens.${name}.json`);
const THEMES: ThemeName[] = ['light', 'dark'];

describe('antd 主题色板预先算好', () => {
  it.each(THEMES)('antdMapTokens.%s.json 与 antd 当前版本算出的一致（UPDATE_ANTD_TOKENS=1 重新生成）', (name) => {
    const expected = computeMapTokens(name);
    if (process.env.UPDATE_ANTD_TOKENS) writeFileSync(fileOf(name), `${JSON.stringify(expected)}\n`);
    expect(JSON.parse(readFileSync(fileOf(name), 'utf8'))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('色板载入前照常计算，载入后给定我们的种子时返回预先算好的结果，其他种子照常计算', async () => {
    const light = computeMapTokens('light').tokens;
    const dark = computeMapTokens('dark').tokens;
    expect(THEME_ALGORITHMS.light(seedOf('light'))).toEqual(light);
    await Promise.all(THEMES.map(loadThemeTokens));
    expect(THEME_ALGORITHMS.dark(seedOf('dark'))).toEqual(dark);
    expect(THEME_ALGORITHMS.light(seedOf('light'))).toEqual(light);
    const other = { ...seedOf('light'), colorPrimary: '#00b96b' };
    const computed: MapToken = THEME_ALGORITHMS.light(other);
    expect(computed.colorPrimary).toBe('#00b96b');
    expect(computed.colorPrimaryHover).not.toBe(light.colorPrimaryHover);
  });
});
