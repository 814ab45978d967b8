import type { AdminResourceGroup } from '@blog/contract';

/* The list's new order after one move, computed here and sent whole (PUT /api/resource/admin/order). */

/** The groups with group `index` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moveGroup(groups: readonly AdminResourceGroup[], index: number, step: -1 | 1): AdminResourceGroup[] {
  const to = index + step;
  if (index < 0 || to < 0 || to >= groups.length) return [...groups];
  const next = [...groups];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The site moved one place up or down inside its group; past the group's first or last place it
 * goes to the end of the group above or the start of the group below.
 */
export function moveItem(groups: readonly AdminResourceGroup[], groupIndex: number, itemIndex: number, step: -1 | 1): AdminResourceGroup[] {
  const next = groups.map((group) => ({ ...group, list: [...group.list] }));
  const group = next[groupIndex];
  if (!group || !group.list[itemIndex]) return next;
  const to = itemIndex + step;
  if (to >= 0 && to < group.list.length) {
    [group.list[itemIndex], group.list[to]] = [group.list[to]!, group.list[itemIndex]!];
    return next;
  }
  const neighbour = next[groupIndex + step];
  if (!neighbour) return next;
  const [item] = group.list.splice(itemIndex, 1);
  const moved = { ...item!, group_name: neighbour.group_name };
  if (step < 0) neighbour.list.push(moved);
  else neighbour.list.unshift(moved);
  // A group emptied by the move disappears, as it does on the visitor's page.
  return next.filter((g) => g.list.length > 0);
}

/** Whether the site can move that way at all (first site of the first group cannot go up, …). */
export function canMoveItem(groups: readonly AdminResourceGroup[], groupIndex: number, itemIndex: number, step: -1 | 1): boolean {
  const size = groups[groupIndex]?.list.length ?? 0;
  const to = itemIndex + step;
  return (to >= 0 && to < size) || (groupIndex + step >= 0 && groupIndex + step < groups.length);
}
