import { PAGE_SIZE } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { applyPage, emptyPaged, requestOffset } from '@/features/music/logic';

describe('music list paging', () => {
  const size = PAGE_SIZE.musicSearch;

  it('uses page size 20 for search and 30 for ranked lists', () => {
    expect(PAGE_SIZE.musicSearch).toBe(20);
    expect(PAGE_SIZE.rankedList).toBe(30);
  });

  it('starts a new search at offset 0 and replaces the results', () => {
    const old = applyPage(emptyPaged<number>(), 0, [1, 2, 3]);
    const moved = applyPage(old, 20, [4]);
    expect(requestOffset(moved, 'new', size)).toBe(0);
    const fresh = applyPage(moved, 0, [9]);
    expect(fresh).toEqual({ items: [9], offset: 0, hasMore: true });
  });

  it('loads more at offset + page size and appends', () => {
    let state = applyPage(emptyPaged<number>(), 0, [1, 2]);
    expect(requestOffset(state, 'more', size)).toBe(20);
    state = applyPage(state, 20, [3, 4]);
    expect(state).toEqual({ items: [1, 2, 3, 4], offset: 20, hasMore: true });
    expect(requestOffset(state, 'more', size)).toBe(40);
  });

  it('disables load more once a page comes back empty, keeping the offset and items', () => {
    let state = applyPage(emptyPaged<number>(), 0, [1, 2]);
    state = applyPage(state, 20, []);
    expect(state).toEqual({ items: [1, 2], offset: 0, hasMore: false });
  });

  it('a first page with no songs means there is nothing more', () => {
    expect(applyPage(emptyPaged<number>(), 0, [])).toEqual({ items: [], offset: 0, hasMore: false });
  });

  it('does not share the page array it was given', () => {
    const page = [1];
    const state = applyPage(emptyPaged<number>(), 0, page);
    page.push(2);
    expect(state.items).toEqual([1]);
  });
});
