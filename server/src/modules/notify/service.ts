import { ADMIN_PAGE_NOTICE_REFUSED, NOTIFY_TYPE, USER_ROLE, type NotifyItem, type NotifyPage } from '@blog/contract';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import { siteDateTime } from '../../platform/siteTime';
import { createNotifyRepo, type NotifyRepo } from './repo';

export const NOTIFY_MISSING_MESSAGE = '消息不存在';

/** What a feature says when it notifies someone (reply to a comment, a like, an approved link …). */
export interface Notification {
  userId: number;
  /** NOTIFY_TYPE: 1 article, 2 talk, 3 message list, 4 admin page (admins only), 5 friend link review, 6 account (ours). */
  type: number;
  /** The target the drawer jumps to (article id, talk id …); null when the type needs none. */
  toId?: number | null;
  /** Text, possibly HTML; the client renders it by SPEC.md §5's rule and sanitizes it. */
  message: string;
}

interface Caller {
  userId: number;
  role: number | null;
}

function toItem(row: { id: number; type: number; to_id: number | null; message: string; is_view: number; created_at: string }): NotifyItem {
  return { id: row.id, type: row.type, to_id: row.to_id, message: row.message, isView: row.is_view, createdAt: siteDateTime(row.created_at) };
}

/**
 * Notifications. Other features only need `notify`:
 *   await createNotifyService(db).notify({ userId, type: NOTIFY_TYPE.article, toId, message })
 */
export function createNotifyService(db: Db, repo: NotifyRepo = createNotifyRepo(db)) {
  async function notify(n: Notification): Promise<number> {
    const [id] = await repo.insert([{ userId: n.userId, type: n.type, toId: n.toId ?? null, message: n.message }]);
    if (id === undefined) throw new Error('写入通知后没有拿到编号');
    return id;
  }

  return {
    notify,

    /** The caller's own list, whatever userId the request names (the token decides whose list it is). */
    async list(caller: Caller, request: { current: number; size: number }): Promise<NotifyPage> {
      const [rows, { total, unread }] = await Promise.all([
        repo.page(caller.userId, (request.current - 1) * request.size, request.size),
        repo.count(caller.userId),
      ]);
      return { current: request.current, size: request.size, total, unread, list: rows.map(toItem) };
    },

    /** Someone else's id answers exactly like a missing one, so ids reveal nothing. */
    async markViewed(userId: number, id: number): Promise<void> {
      if (!(await repo.markViewed(id, userId))) throw refusal(NOTIFY_MISSING_MESSAGE);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(id, userId))) throw refusal(NOTIFY_MISSING_MESSAGE);
    },

    /** Type 4 opens the console: only an admin can use it, so nobody else is sent one. */
    async adminSend(n: Notification): Promise<number> {
      const role = await repo.roleOf(n.userId);
      if (role === undefined) throw refusal('用户不存在');
      if (n.type === NOTIFY_TYPE.adminPage && role !== USER_ROLE.admin) throw refusal(ADMIN_PAGE_NOTICE_REFUSED);
      return notify(n);
    },
  };
}

export type NotifyService = ReturnType<typeof createNotifyService>;
