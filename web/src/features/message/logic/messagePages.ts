import type { MessageItem } from '@blog/contract';

/**
 * The next page appended to what is shown. Someone may post while a visitor reads, shifting every
 * page by one: an entry already shown is not added a second time.
 */
export function appendPage(shown: readonly MessageItem[], page: readonly MessageItem[]): MessageItem[] {
  const known = new Set(shown.map((m) => m.id));
  return [...shown, ...page.filter((m) => !known.has(m.id))];
}

/** Whether "加载更多" may find more: fewer shown than the total (SPEC.md §4: a full page means maybe). */
export function hasMore(shownCount: number, total: number, lastPageSize: number, pageSize: number): boolean {
  return shownCount < total && lastPageSize >= pageSize;
}
