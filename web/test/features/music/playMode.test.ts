import { describe, expect, it } from 'vitest';
import { isPlayMode, nextIndex, nextPlayMode, PLAY_MODE_LABEL } from '@/features/music/logic';

describe('nextPlayMode', () => {
  it('cycles RANDOM → LISTLOOP → SINGLECYCLE → RANDOM', () => {
    expect(nextPlayMode('RANDOM')).toBe('LISTLOOP');
    expect(nextPlayMode('LISTLOOP')).toBe('SINGLECYCLE');
    expect(nextPlayMode('SINGLECYCLE')).toBe('RANDOM');
  });

  it('labels each mode in Chinese', () => {
    expect(PLAY_MODE_LABEL).toEqual({ RANDOM: '随机播放', LISTLOOP: '列表循环', SINGLECYCLE: '单曲循环' });
  });

  it('recognises only the three modes', () => {
    expect(isPlayMode('LISTLOOP')).toBe(true);
    expect(isPlayMode('listloop')).toBe(false);
    expect(isPlayMode(3)).toBe(false);
  });
});

describe('nextIndex', () => {
  it('LISTLOOP moves forward and wraps at the end', () => {
    expect(nextIndex('LISTLOOP', 0, 3, 'next')).toBe(1);
    expect(nextIndex('LISTLOOP', 2, 3, 'next')).toBe(0);
  });

  it('LISTLOOP moves backward and wraps at the start', () => {
    expect(nextIndex('LISTLOOP', 2, 3, 'prev')).toBe(1);
    expect(nextIndex('LISTLOOP', 0, 3, 'prev')).toBe(2);
  });

  it('LISTLOOP starts at an end when the playing song is not in the list', () => {
    expect(nextIndex('LISTLOOP', -1, 3, 'next')).toBe(0);
    expect(nextIndex('LISTLOOP', -1, 3, 'prev')).toBe(2);
  });

  it('SINGLECYCLE repeats the same index either way', () => {
    expect(nextIndex('SINGLECYCLE', 1, 3, 'next')).toBe(1);
    expect(nextIndex('SINGLECYCLE', 1, 3, 'prev')).toBe(1);
  });

  it('RANDOM always picks a different index, whatever the draw', () => {
    for (const draw of [0, 0.2, 0.34, 0.5, 0.67, 0.99]) {
      for (let current = 0; current < 4; current += 1) {
        const next = nextIndex('RANDOM', current, 4, 'next', () => draw);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(4);
      }
    }
  });

  it('RANDOM reaches every other index', () => {
    const seen = new Set([0, 0.34, 0.67, 0.99].map((draw) => nextIndex('RANDOM', 1, 4, 'next', () => draw)));
    expect([...seen].sort()).toEqual([0, 2, 3]);
  });

  it('RANDOM on a single-song list gives the same index', () => {
    expect(nextIndex('RANDOM', 0, 1, 'next', () => 0.7)).toBe(0);
  });

  it('has nothing to play in an empty list', () => {
    expect(nextIndex('LISTLOOP', 0, 0)).toBe(-1);
    expect(nextIndex('RANDOM', 0, 0)).toBe(-1);
    expect(nextIndex('SINGLECYCLE', 0, 0)).toBe(-1);
  });
});
