import { nowIso, type Db } from '../../db/connection';

export interface NewNotification {
  userId: number;
  /** NOTIFY_TYPE */
  type: number;
  toId: number | null;
  message: string;
  /** Defaults to now; the seed back-dates its rows. */
  createdAt?: string;
}

export const NOTIFY_UNREAD = 1;
export const NOTIFY_READ = 2;

/** Every query carries user_id, so one user can never touch another's rows. */
export function createNotifyRepo(db: Db) {
  const k = db.kysely;
  return {
    page: (userId: number, offset: number, limit: number) =>
      k
        .selectFrom('notify')
        .select(['id', 'type', 'to_id', 'message', 'is_view', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** All of the user's notifications, and how many of them are unread. */
    async count(userId: number): Promise<{ total: number; unread: number }> {
      const row = await k
        .selectFrom('notify')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('is_view', '=', NOTIFY_UNREAD).then(1).else(0).end()).as('unread'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), unread: Number(row.unread ?? 0) };
    },

    async insert(items: readonly NewNotification[]): Promise<number[]> {
      if (items.length === 0) return [];
      const stamp = nowIso();
      const rows = await k
        .insertInto('notify')
        .values(
          items.map((n) => ({
            user_id: n.userId,
            type: n.type,
            to_id: n.toId,
            message: n.message,
            is_view: NOTIFY_UNREAD,
            created_at: n.createdAt ?? stamp,
            updated_at: n.createdAt ?? stamp,
          })),
        )
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** True when the row exists and belongs to userId. */
    async markViewed(id: number, userId: number): Promise<boolean> {
      const owned = await k.selectFrom('notify').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!owned) return false;
      await k.updateTable('notify').set({ is_view: NOTIFY_READ, updated_at: nowIso() }).where('id', '=', id).where('user_id', '=', userId).execute();
      return true;
    },

    async remove(id: number, userId: number): Promise<boolean> {
      const result = await k.deleteFrom('notify').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The user's role (USER_ROLE); undefined when there is no such user. */
    roleOf: async (userId: number) => (await k.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst())?.role,
  };
}

export type NotifyRepo = ReturnType<typeof createNotifyRepo>;
