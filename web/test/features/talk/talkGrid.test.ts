import { describe, expect, it } from 'vitest';
import { talkGridLayout } from '@/features/talk/talkGrid';

describe('talkGridLayout', () => {
  it('shows one picture large and none as nothing', () => {
    expect(talkGridLayout(1)).toEqual({ columns: 1, shown: 1, hidden: 0 });
    expect(talkGridLayout(0)).toEqual({ columns: 1, shown: 0, hidden: 0 });
  });

  it('puts two and four pictures in two columns, three and five to nine in three', () => {
    const columns = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => talkGridLayout(n).columns);
    expect(columns).toEqual([2, 3, 2, 3, 3, 3, 3, 3]);
    expect(talkGridLayout(9)).toEqual({ columns: 3, shown: 9, hidden: 0 });
  });

  it('draws at most nine thumbnails and counts the rest for the "+N" badge', () => {
    expect(talkGridLayout(12)).toEqual({ columns: 3, shown: 9, hidden: 3 });
  });
});
