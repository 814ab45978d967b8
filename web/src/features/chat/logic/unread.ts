import { LIMITS } from '@blog/contract';

/** A message counts as unread when someone else sent it while the room was closed (SPEC.md §4). */
export function countsAsUnread(senderId: number, myId: number | null, roomOpen: boolean): boolean {
  return !roomOpen && senderId !== myId;
}

/** Badge text: nothing at 0, the number up to 9, then 9+. */
export function badgeText(count: number, max: number = LIMITS.badgeMax): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(count);
}
