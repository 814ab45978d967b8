/** How a post's pictures are laid out, WeChat-moments style. */

/** At most this many thumbnails; the last one then says how many more the preview holds. */
export const TALK_GRID_MAX = 9;

export interface TalkGridLayout {
  /** 1: one large picture at its own shape; 2: a 2×2 grid; 3: a 3-column grid. */
  columns: 1 | 2 | 3;
  /** Thumbnails drawn. */
  shown: number;
  /** Pictures beyond the grid, reachable in the preview ("+N" on the last thumbnail). */
  hidden: number;
}

/**
 * One picture is shown large; two and four make a square 2-column block (four as 2×2 rather than
 * 3 + 1); three and five to nine fill rows of three.
 */
export function talkGridLayout(count: number): TalkGridLayout {
  const total = Math.max(0, Math.floor(count));
  const shown = Math.min(total, TALK_GRID_MAX);
  const columns = total <= 1 ? 1 : total === 2 || total === 4 ? 2 : 3;
  return { columns, shown, hidden: total - shown };
}
