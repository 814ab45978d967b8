import { describe, expect, it } from 'vitest';
import { pageSlots } from '@/components/pageNumbers';

describe('pageSlots', () => {
  it('shows nothing for no pages and a lone page for one', () => {
    expect(pageSlots(1, 0)).toEqual([]);
    expect(pageSlots(1, 1)).toEqual([1]);
  });

  it('shows every page of a short list', () => {
    expect(pageSlots(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single skipped page as its number rather than a gap', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
