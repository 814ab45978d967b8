import { ADMIN_NOTIFY_SCREEN, adminNotifyPath, NOTIFY_TYPE, USER_ROLE, type AdminNotifyScreen } from '@blog/contract';
import { nowIso, type Db } from '../../db/connection';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { eventKey, queueAlert, wakeOutbox } from '../outbox/enqueue';
import { NOTIFY_UNREAD } from './repo';

/**
 * What the admin is told about in their notification drawer (type 4, to_id = the console screen):
 * new comments, new guestbook entries, new friend-link applications.
 */
export type AdminAlertKind = 'comment' | 'message' | 'link';

const KINDS: Record<AdminAlertKind, { screen: AdminNotifyScreen; many: (n: number) => string }> = {
  comment: { screen: ADMIN_NOTIFY_SCREEN.comments, many: (n) => `有 ${n} 条新评论待查看` },
  message: { screen: ADMIN_NOTIFY_SCREEN.guestbook, many: (n) => `有 ${n} 条新留言待查看` },
  link: { screen: ADMIN_NOTIFY_SCREEN.links, many: (n) => `有 ${n} 条友链申请待审核` },
};

export interface AdminAlert {
  kind: AdminAlertKind;
  /** One line about this event, user text already passed through inertText (「小明 评论了文章《…》：…」). */
  detail: string;
  /**
   * Admins not to tell: whoever did it (an admin is never told about their own action), and anyone
   * who already got a notification of their own about the same event (the reply's addressee).
   */
  except: readonly number[];
  /** Site path of the exact place, for the mails and webhooks (outbox); null when there is none. */
  path?: string | null;
  /** Unique per event (comment:12), so the outbox queues it once per target. */
  eventKey?: string;
}

/** The text of a batch of `count` events whose latest is `detail`. */
export function batchMessage(kind: AdminAlertKind, count: number, detail: string): string {
  return count <= 1 ? detail : `${KINDS[kind].many(count)}，最新一条：${detail}`;
}

/**
 * Batching, so a burst does not bury the drawer: while an admin still has an UNREAD notification of
 * the same kind, a new event updates that one row instead of adding another — its batch_count goes
 * up by one, its text becomes 「有 N 条新评论待查看，最新一条：…」 and its time becomes now, so it
 * rises to the top of the drawer and the unread counter stays at one per kind. Once the admin reads
 * (or deletes) it, the next event starts a new notification. Two events at the very same instant on
 * PostgreSQL may each start one (the read and the write are not one statement); that costs one
 * extra row, never a lost event count in the row that is kept.
 */
export function createAdminAlerts(db: Db) {
  const k = db.kysely;

  async function alertOne(trx: Transaction<Database>, userId: number, alert: AdminAlert): Promise<void> {
    const { screen } = KINDS[alert.kind];
    const stamp = nowIso();
    const open = await trx
      .selectFrom('notify')
      .select(['id', 'batch_count'])
      .where('user_id', '=', userId)
      .where('type', '=', NOTIFY_TYPE.adminPage)
      .where('to_id', '=', screen)
      .where('is_view', '=', NOTIFY_UNREAD)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open) {
      const count = open.batch_count + 1;
      await trx
        .updateTable('notify')
        .set({ batch_count: count, message: batchMessage(alert.kind, count, alert.detail), created_at: stamp, updated_at: stamp })
        .where('id', '=', open.id)
        .execute();
      return;
    }
    await trx
      .insertInto('notify')
      .values({
        user_id: userId,
        type: NOTIFY_TYPE.adminPage,
        to_id: screen,
        message: batchMessage(alert.kind, 1, alert.detail),
        is_view: NOTIFY_UNREAD,
        batch_count: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }

  return {
    /** Tells every enabled admin (the database's role) except `alert.except`. */
    async alertAdmins(alert: AdminAlert): Promise<void> {
      // The drawer's notifications and the outbox rows (mail, webhooks) of this event are stored
      // together: what the bell shows is also what leaves the site. Sending happens later, in the
      // outbox sender, so a slow SMTP server or webhook never holds up the request.
      // Inside the transaction of the event itself (a comment service over a transaction), the
      // alert commits with the event; its caller wakes the outbox after the commit.
      const write = async (trx: Transaction<Database>) => {
        const admins = await trx.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).where('disabled', '=', 0).execute();
        for (const { id } of admins) {
          if (!alert.except.includes(id)) await alertOne(trx, id, alert);
        }
        return queueAlert(trx, { kind: alert.kind, text: alert.detail, path: alert.path ?? adminNotifyPath(KINDS[alert.kind].screen), at: nowIso(), key: alert.eventKey ?? eventKey(alert.kind) });
      };
      if (k.isTransaction) {
        await write(k as Transaction<Database>);
        return;
      }
      const queued = await k.transaction().execute(write);
      if (queued) wakeOutbox(db);
    },
  };
}

export type AdminAlerts = ReturnType<typeof createAdminAlerts>;
