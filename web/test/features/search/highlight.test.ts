import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightMatches, plainPassage } from '@/features/search/highlight';
import { circledNumber } from '@/features/search/circledNumber';

describe('highlightMatches', () => {
  it('wraps every match in <mark>, ignoring case', () => {
    expect(highlightMatches('React 与 react hooks', 'react')).toBe('<mark>React</mark> 与 <mark>react</mark> hooks');
  });

  it('matches Chinese substrings', () => {
    expect(highlightMatches('学习 TypeScript 的类型体操', '类型')).toBe('学习 TypeScript 的<mark>类型</mark>体操');
  });

  it('escapes markup in the text so it can never run', () => {
    const html = highlightMatches('<img src=x onerror=alert(1)> 标题', '标题');
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>标题</mark>');
    expect(html).not.toContain('<img');
  });

  it('escapes markup in the query and still finds it', () => {
    expect(highlightMatches('use <div> here', '<div>')).toBe('use <mark>&lt;div&gt;</mark> here');
  });

  it('never puts a mark inside an entity', () => {
    expect(highlightMatches('a & b', 'amp')).toBe('a &amp; b');
  });

  it('treats regular expression characters in the query literally', () => {
    expect(highlightMatches('price (1+1) is 2', '(1+1)')).toBe('price <mark>(1+1)</mark> is 2');
    expect(highlightMatches('a.b', '.')).toBe('a<mark>.</mark>b');
  });

  it('returns escaped text unchanged for a blank query', () => {
    expect(highlightMatches('<b>x</b>', '  ')).toBe(escapeHtml('<b>x</b>'));
  });
});

describe('plainPassage', () => {
  it('drops Markdown noise', () => {
    expect(plainPassage('## 标题\n看 [文档](https://x.y) 和 `代码` ![图](a.png)')).toBe('标题 看 文档 和 代码');
  });
});

describe('circledNumber', () => {
  it('numbers the hot list ① to ⑤', () => {
    expect([1, 2, 3, 4, 5].map(circledNumber).join('')).toBe('①②③④⑤');
  });
});
