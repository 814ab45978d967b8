/*
 * Notifications to the admin (NOTIFY_TYPE.adminPage = 4): to_id names the console screen the drawer
 * opens. No zod here: the visitors' notification drawer imports it.
 */

export const ADMIN_NOTIFY_SCREEN = { comments: 1, guestbook: 2, links: 3 } as const;
export type AdminNotifyScreen = (typeof ADMIN_NOTIFY_SCREEN)[keyof typeof ADMIN_NOTIFY_SCREEN];

/** The console path a type-4 notification opens; a null to_id (a message the admin sent by hand) opens the dashboard. */
export function adminNotifyPath(toId: number | null): string {
  if (toId === ADMIN_NOTIFY_SCREEN.comments) return '/admin/comments';
  if (toId === ADMIN_NOTIFY_SCREEN.guestbook) return '/admin/guestbook';
  if (toId === ADMIN_NOTIFY_SCREEN.links) return '/admin/links';
  return '/admin';
}
