/** A page number, or a gap ('…') between distant pages. */
export type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: first, last, and `radius` pages around the current one,
 * with gaps where pages are skipped. Pure so it can be tested without a DOM.
 */
export function pageSlots(current: number, pageCount: number, radius = 1): PageSlot[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const wanted = new Set<number>([1, pageCount]);
  for (let page = current - radius; page <= current + radius; page++) {
    if (page >= 1 && page <= pageCount) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) slots.push(previous + 1 === page - 1 ? previous + 1 : 'gap');
    slots.push(page);
  });
  return slots;
}
