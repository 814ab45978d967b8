import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MapToken } from 'antd/es/theme/interface';
import { computeMapTokens, seedOf, THEME_ALGORITHMS } from '@/app/theme/antdTheme';

// Vitest runs from the repository root.
const FILE = path.resolve('web/src/app/theme/antdMapTokens.json');

describe('antd 主题色板预先算好', () => {
  it('antdMapTokens.json 与 antd 当前版本算出的一致（UPDATE_ANTD_TOKENS=1 重新生成）', () => {
    const expected = computeMapTokens();
    if (process.env.UPDATE_ANTD_TOKENS) writeFileSync(FILE, `${JSON.stringify(expected)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('给定我们的种子时返回预先算好的结果，其他种子照常计算', () => {
    const { dark, light } = computeMapTokens();
    expect(THEME_ALGORITHMS.dark(seedOf('dark'))).toEqual(dark);
    expect(THEME_ALGORITHMS.light(seedOf('light'))).toEqual(light);
    const other = { ...seedOf('light'), colorPrimary: '#00b96b' };
    const computed: MapToken = THEME_ALGORITHMS.light(other);
    expect(computed.colorPrimary).toBe('#00b96b');
    expect(computed.colorPrimaryHover).not.toBe(light.colorPrimaryHover);
  });
});
