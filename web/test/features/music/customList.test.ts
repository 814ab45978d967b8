import { describe, expect, it } from 'vitest';
import {
  addToCustomList,
  artistNames,
  markActive,
  playTypeAfterChange,
  removeFromCustomList,
  songOther,
} from '@/features/music/logic';
import { song } from './fixtures';

describe('custom list', () => {
  it('adds a new song at the end', () => {
    const { list, added } = addToCustomList([song(1)], song(2));
    expect(added).toBe(true);
    expect(list.map((s) => s.id)).toEqual([1, 2]);
  });

  it('ignores a song whose id is already there', () => {
    const { list, added } = addToCustomList([song(1), song(2)], song(2, '另一个名字'));
    expect(added).toBe(false);
    expect(list.map((s) => s.name)).toEqual(['歌曲1', '歌曲2']);
  });

  it('removes by id', () => {
    expect(removeFromCustomList([song(1), song(2)], 1).map((s) => s.id)).toEqual([2]);
    expect(removeFromCustomList([song(1)], 99).map((s) => s.id)).toEqual([1]);
  });

  it('adding selects CUSTOM, emptying returns to TOP, removing otherwise keeps the type', () => {
    expect(playTypeAfterChange([song(1)], 'TOP', true)).toBe('CUSTOM');
    expect(playTypeAfterChange([], 'CUSTOM', false)).toBe('TOP');
    expect(playTypeAfterChange([song(1)], 'CUSTOM', false)).toBe('CUSTOM');
    expect(playTypeAfterChange([song(1)], 'TOP', false)).toBe('TOP');
  });

  it('flags ranked songs already in the custom list as active', () => {
    const flagged = markActive([song(1), song(2), song(3)], [song(3), song(1)]);
    expect(flagged.map((s) => [s.id, s.active])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });
});

describe('song text', () => {
  it('joins artists', () => {
    expect(artistNames({ ar: [{ id: 1, name: '甲' }, { id: 2, name: '乙' }] })).toBe('甲 / 乙');
    expect(artistNames({ ar: [] })).toBe('');
  });

  it('shows aliases in the other column, else the album', () => {
    expect(songOther({ alia: ['别名'], al: { id: 1, name: '专辑', picUrl: '' } })).toBe('别名');
    expect(songOther({ alia: [], al: { id: 1, name: '专辑', picUrl: '' } })).toBe('专辑');
  });
});
