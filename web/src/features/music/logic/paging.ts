/**
 * Offset paging of the music lists (SPEC.md §4 Music search, §9 ranked lists): a new query starts
 * at offset 0 and replaces; loading more moves the offset by one page and appends; an empty page
 * means the end.
 */

export interface Paged<T> {
  items: T[];
  /** Offset of the last page asked for. */
  offset: number;
  hasMore: boolean;
}

export function emptyPaged<T>(): Paged<T> {
  return { items: [], offset: 0, hasMore: true };
}

/** Offset of the next request: 0 for a new query, one page further when loading more. */
export function requestOffset<T>(state: Paged<T>, kind: 'new' | 'more', pageSize: number): number {
  return kind === 'new' ? 0 : state.offset + pageSize;
}

/** State after the page that was asked for at `offset` arrived. */
export function applyPage<T>(state: Paged<T>, offset: number, page: readonly T[]): Paged<T> {
  if (offset === 0) return { items: [...page], offset: 0, hasMore: page.length > 0 };
  if (page.length === 0) return { ...state, hasMore: false };
  return { items: [...state.items, ...page], offset, hasMore: true };
}
