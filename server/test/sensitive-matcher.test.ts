import { describe, expect, it } from 'vitest';
import { buildMatcher, foldWord } from '../src/modules/sensitive/matcher';

describe('敏感词匹配（Aho–Corasick）', () => {
  const matcher = buildMatcher(['敏感词', 'bad', '刷单返利', '刷单', '单返']);

  it('原样出现时打码，别的字不动', () => {
    expect(matcher.mask('这里有敏感词吗')).toBe('这里有***吗');
    expect(matcher.mask('this is bad.')).toBe('this is ***.');
    expect(matcher.has('干干净净的一句话')).toBe(false);
    expect(matcher.mask('干干净净的一句话')).toBe('干干净净的一句话');
  });

  it('全角、大小写和插入的空格标点都能认出，打码连同中间的间隔符', () => {
    expect(matcher.mask('ＢＡＤ!')).toBe('***!');
    expect(matcher.mask('Bad')).toBe('***');
    expect(matcher.mask('有敏 感 词在')).toBe('有*****在');
    expect(matcher.mask('敏.感-词')).toBe('*****');
    expect(matcher.mask('b　a　d')).toBe('*****');
    expect(matcher.mask('敏😀感词')).toBe('****');
    // Spaces before and after a match are not part of it.
    expect(matcher.mask(' 敏感词 ')).toBe(' *** ');
  });

  it('重叠和嵌套的词都被盖住', () => {
    expect(matcher.mask('刷单返利来了')).toBe('****来了');
    expect(matcher.mask('刷单返')).toBe('***');
    expect(matcher.mask('不刷单')).toBe('不**');
  });

  it('失配时沿 fail 链继续，后面的词照样认出', () => {
    const m = buildMatcher(['abcd', 'bce']);
    expect(m.mask('abce')).toBe('a***');
    expect(m.mask('xabcdx')).toBe('x****x');
  });

  it('空列表和只有标点的词什么都不匹配', () => {
    expect(buildMatcher([]).mask('敏感词')).toBe('敏感词');
    const punctuation = buildMatcher(['  ', '!!', '。']);
    expect(punctuation.size).toBe(0);
    expect(punctuation.has('!! 。')).toBe(false);
    expect(foldWord('Ｂ a-D')).toBe('bad');
  });

  it('一万个词时结果和逐词查找一致', () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `词${i.toString(36)}x`);
    const big = buildMatcher(words);
    expect(big.size).toBe(10_000);
    const text = '开头 词a x 中间 词zz 词2s9x 结尾';
    expect(big.mask(text)).toBe('开头 **** 中间 词zz ***** 结尾');
  });
});
