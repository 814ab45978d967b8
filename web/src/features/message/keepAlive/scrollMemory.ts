/**
 * Window scroll positions of kept-alive pages, by path. Module state on purpose: it outlives the
 * page's own renders, and the publish page clears it so the list opens at its new top entry.
 */
const positions = new Map<string, number>();

export const keptScroll = {
  save(path: string, top: number): void {
    positions.set(path, Math.max(0, Math.round(top)));
  },
  /** 0 for a page never scrolled (or forgotten). */
  read(path: string): number {
    return positions.get(path) ?? 0;
  },
  forget(path: string): void {
    positions.delete(path);
  },
};
