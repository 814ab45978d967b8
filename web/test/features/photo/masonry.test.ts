import { describe, expect, it } from 'vitest';
import { columnCountFor, distributeColumns, relativeHeight } from '@/features/photo/masonry';

const landscape = { width: 1200, height: 800 };
const portrait = { width: 800, height: 1200 };
const square = { width: 900, height: 900 };

describe('columnCountFor', () => {
  it('uses 2 columns on a phone, 3 on a tablet and 4 on wide screens', () => {
    expect(columnCountFor(366)).toBe(2);
    expect(columnCountFor(559)).toBe(2);
    expect(columnCountFor(560)).toBe(3);
    expect(columnCountFor(899)).toBe(3);
    expect(columnCountFor(1168)).toBe(4);
  });
});

describe('distributeColumns', () => {
  it('fills the first row left to right, then always the shortest column', () => {
    const photos = [portrait, landscape, square, landscape, landscape];
    const columns = distributeColumns(photos, 3);
    const indexes = columns.map((column) => column.map((placed) => placed.index));
    // Row one: 0, 1, 2. Column 1 (landscape, 0.67) is then shortest, so photo 3 goes under it;
    // column 2 (square, 1.0) is shorter than column 1 (1.33) for photo 4.
    expect(indexes).toEqual([[0], [1, 3], [2, 4]]);
  });

  it('keeps every photo once with its album position', () => {
    const photos = Array.from({ length: 12 }, (_, i) => [landscape, portrait, square][i % 3]!);
    const placed = distributeColumns(photos, 4).flat();
    expect(placed.map((p) => p.index).sort((a, b) => a - b)).toEqual([...photos.keys()]);
    for (const p of placed) expect(p.item).toBe(photos[p.index]);
  });

  it('ends the columns at nearly the same height', () => {
    const photos = Array.from({ length: 30 }, (_, i) => [landscape, portrait, square, portrait][i % 4]!);
    const heights = distributeColumns(photos, 3).map((column) => column.reduce((sum, p) => sum + relativeHeight(p.item), 0));
    // No column is longer than the shortest by more than one tall photo.
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(relativeHeight(portrait));
  });

  it('treats a photo of unknown size as square and survives odd column counts', () => {
    expect(relativeHeight({ width: 0, height: 0 })).toBe(1);
    expect(distributeColumns([landscape, portrait], 0)).toHaveLength(1);
    expect(distributeColumns([], 3)).toEqual([[], [], []]);
  });
});
