import { adminNotifyPath, NOTIFY_TYPE, type NotifyItem } from '@blog/contract';

/** A route of the visitors' app, or a page outside it (the console), loaded as a whole page. */
export type NotifyTarget = { kind: 'route'; to: string } | { kind: 'page'; href: string } | null;

/** SPEC.md §9 notification types: 1 article, 2 talk, 3 message list, 4 admin page, 5 friend link review (ours). */
export function notifyTarget(item: Pick<NotifyItem, 'type' | 'to_id'>): NotifyTarget {
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
    case NOTIFY_TYPE.adminPage:
      // to_id names the console screen (new comments → /admin/comments …); none opens the dashboard.
      return { kind: 'page', href: adminNotifyPath(item.to_id) };
    default:
      return null;
  }
}
