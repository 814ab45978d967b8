import { describe, expect, it } from 'vitest';
import { addSearchTerm, normalizeHistory, removeSearchTerm } from '@/features/search/history';

describe('search history', () => {
  it('puts the newest term first', () => {
    expect(addSearchTerm(['旧的'], '新的')).toEqual(['新的', '旧的']);
  });

  it('keeps terms distinct by moving a repeated term to the front', () => {
    expect(addSearchTerm(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('trims terms and ignores blank ones', () => {
    expect(addSearchTerm(['a'], '  b  ')).toEqual(['b', 'a']);
    expect(addSearchTerm(['a'], '   ')).toEqual(['a']);
  });

  it('keeps at most 10 terms and drops the oldest', () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i += 1) history = addSearchTerm(history, `词${i}`);
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('词12');
    expect(history[9]).toBe('词3');
    expect(history).not.toContain('词1');
    expect(history).not.toContain('词2');
  });

  it('does not change the list it was given', () => {
    const history = ['a'];
    addSearchTerm(history, 'b');
    expect(history).toEqual(['a']);
  });

  it('removes one term', () => {
    expect(removeSearchTerm(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('turns whatever storage held into a clean list', () => {
    expect(normalizeHistory(null)).toEqual([]);
    expect(normalizeHistory('text')).toEqual([]);
    expect(normalizeHistory(['a', 1, ' a ', '', 'b'])).toEqual(['a', 'b']);
    expect(normalizeHistory(Array.from({ length: 15 }, (_, i) => `t${i}`))).toHaveLength(10);
  });
});
