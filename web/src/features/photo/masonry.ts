/** Column layout of the gallery: each photo goes to the shortest column, so columns end level. */

export interface Sized {
  width: number;
  height: number;
}

export interface Placed<T> {
  item: T;
  /** Position in the album, for the viewer and its "3 / 12" counter. */
  index: number;
}

/** Narrow phones get 2 columns, tablets 3, wider screens 4. */
export function columnCountFor(containerWidth: number): number {
  if (containerWidth < 560) return 2;
  if (containerWidth < 900) return 3;
  return 4;
}

/** Height of a photo drawn 1 unit wide; a photo of unknown size counts as square. */
export function relativeHeight({ width, height }: Sized): number {
  return width > 0 && height > 0 ? height / width : 1;
}

/**
 * Greedy shortest-column placement in album order. Unlike CSS columns (which fill the first
 * column top to bottom, then the next), the album reads left to right, and a new photo lands
 * where the eye expects the next one. Ties go to the leftmost column.
 */
export function distributeColumns<T extends Sized>(items: readonly T[], columnCount: number): Placed<T>[][] {
  const count = Math.max(1, Math.floor(columnCount));
  const columns: Placed<T>[][] = Array.from({ length: count }, () => []);
  const heights = new Array<number>(count).fill(0);
  items.forEach((item, index) => {
    let shortest = 0;
    for (let c = 1; c < count; c++) if (heights[c]! < heights[shortest]!) shortest = c;
    columns[shortest]!.push({ item, index });
    heights[shortest]! += relativeHeight(item);
  });
  return columns;
}
