import { adminNotifyPath, NOTIFY_TYPE, type NotifyItem } from '@blog/contract';

/** A route of the visitors' app, or a page outside it (the console), loaded as a whole page. */
export type NotifyTarget = { kind: 'route'; to: string } | { kind: 'page'; href: string } | null;

/** Where a notice about the user's own account opens. */
const PERSONAL_CENTRE = '/userCenter';

/**
 * SPEC.md §9 notification types: 1 article, 2 talk, 3 message list, 4 admin page; ours 5 friend
 * link review, 6 account. Only an admin is sent to the console: a type-4 notice that reached anyone
 * else (an older site's welcome, say) opens their personal centre rather than a refusal page.
 */
export function notifyTarget(item: Pick<NotifyItem, 'type' | 'to_id'>, viewerIsAdmin: boolean): NotifyTarget {
  switch (item.type) {
    case NOTIFY_TYPE.article:
      return item.to_id == null ? null : { kind: 'route', to: `/article?id=${item.to_id}` };
    case NOTIFY_TYPE.talk:
      return item.to_id == null ? { kind: 'route', to: '/talk' } : { kind: 'route', to: `/talk?id=${item.to_id}` };
    case NOTIFY_TYPE.messageList:
      // A reply to a comment under one guestbook entry names it; others open the guestbook.
      return item.to_id == null ? { kind: 'route', to: '/message/list' } : { kind: 'route', to: `/message/detail?id=${item.to_id}` };
    case NOTIFY_TYPE.link:
      return { kind: 'route', to: '/link/list' };
    case NOTIFY_TYPE.account:
      return { kind: 'route', to: PERSONAL_CENTRE };
    case NOTIFY_TYPE.adminPage:
      // to_id names the console screen (new comments → /admin/comments …); none opens the dashboard.
      return viewerIsAdmin ? { kind: 'page', href: adminNotifyPath(item.to_id) } : { kind: 'route', to: PERSONAL_CENTRE };
    default:
      return null;
  }
}
