import { randomBytes } from 'node:crypto';
import type { AlertKind } from '@blog/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { now } from '../../platform/clock';
import { readNotifySettings } from './settings';
import type { MailMessage } from './smtp';

/** One event a mail or webhook tells of. */
export interface OutboxEvent {
  kind: AlertKind;
  /** One line, user text already inert (「小明 评论了文章《…》：…」). */
  text: string;
  /** Site path of the exact place (/article?id=3#comments-1-3); null when there is none. */
  path: string | null;
  at: string;
  /** Unique per event: queueing the same event twice for one target queues it once. */
  key: string;
}

export interface OutboxPayload {
  events: OutboxEvent[];
}

export const OUTBOX_STATUS = { waiting: 'waiting', sent: 'sent', failed: 'failed' } as const;

/** A random key for events that have no id of their own. */
export const eventKey = (prefix: string, id?: number | string) => `${prefix}:${id ?? randomBytes(8).toString('hex')}`;

/**
 * Queues what an event of the blogger's sends, inside the caller's transaction (the one that writes
 * the in-site alert), so the alert and its mails are stored together or not at all. Mails to the
 * blogger wait `merge_seconds` before they go: events of the same kind arriving meanwhile join that
 * waiting mail instead of starting another (one mail 「3 条新评论」, not three). Webhooks go at once.
 * Answers whether anything was queued (so the caller can wake the sender).
 */
export async function queueAlert(trx: Transaction<Database>, event: OutboxEvent): Promise<boolean> {
  const settings = await readNotifySettings(trx);
  const stamp = now();
  const nowText = stamp.toISOString();
  let queued = false;
  /** One row for this event alone. */
  const insertRow = (row: { channel: 'email' | 'webhook'; target: string; dedupeKey: string; dueAt: string }) =>
    insertOutboxRow(trx, { ...row, kind: event.kind, payload: { events: [event] } satisfies OutboxPayload, createdAt: nowText });

  if (settings.emailEvents.includes(event.kind) && settings.adminEmail !== '' && settings.smtpHost !== '') {
    const open = await trx
      .selectFrom('outbox')
      .select(['id', 'payload'])
      .where('channel', '=', 'email')
      .where('kind', '=', event.kind)
      .where('target', '=', settings.adminEmail)
      .where('status', '=', OUTBOX_STATUS.waiting)
      .where('attempts', '=', 0)
      .where('locked_until', 'is', null)
      .where('next_attempt_at', '>', nowText)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const payload = open ? (JSON.parse(open.payload) as OutboxPayload) : null;
    if (open && payload && !payload.events.some((item) => item.key === event.key)) {
      payload.events.push(event);
      // Still unclaimed and untried: the sender has not touched it (its claim sets locked_until).
      const merged = await trx
        .updateTable('outbox')
        .set({ payload: JSON.stringify(payload) })
        .where('id', '=', open.id)
        .where('locked_until', 'is', null)
        .where('attempts', '=', 0)
        .executeTakeFirst();
      queued = Number(merged.numUpdatedRows) > 0;
    }
    if (!queued) {
      const mergeUntil = new Date(stamp.getTime() + settings.mergeSeconds * 1000).toISOString();
      await insertRow({ channel: 'email', target: settings.adminEmail, dedupeKey: `alert:email:${event.key}`, dueAt: mergeUntil });
      queued = true;
    }
  }

  for (const hook of settings.webhooks) {
    if (!hook.enabled || !hook.events.includes(event.kind)) continue;
    await insertRow({ channel: 'webhook', target: hook.id, dedupeKey: `alert:webhook:${hook.id}:${event.key}`, dueAt: nowText });
    queued = true;
  }
  return queued;
}

/* Wakes this process's sender after a commit (other processes find the rows on their next look). */
const wakers = new WeakMap<Db['kysely'], () => void>();

export function onOutboxQueued(db: Db, wake: () => void): () => void {
  wakers.set(db.kysely, wake);
  return () => wakers.delete(db.kysely);
}

export function wakeOutbox(db: Db): void {
  wakers.get(db.kysely)?.();
}

/** Kind of a mail to one account (a verification or reset link): its message is prepared when queued. */
export const ACCOUNT_MAIL_KIND = 'account';

/** What an account mail's row carries: the ready message; `events` stays empty (not an alert). */
export interface AccountMailPayload extends OutboxPayload {
  mail: MailMessage;
}

/**
 * Queues one ready mail to one address (a link for an account's owner). It goes at once; the
 * dedupe key keeps a repeated request from queuing it twice. The link inside is replaced by its
 * subject once sent (sender.ts), so the outbox does not keep a usable link longer than needed.
 */
export async function queueAccountMail(k: Kysely<Database>, mail: MailMessage, dedupeKey: string): Promise<void> {
  const stamp = now().toISOString();
  await insertOutboxRow(k, { kind: ACCOUNT_MAIL_KIND, channel: 'email', target: mail.to, payload: { events: [], mail } satisfies AccountMailPayload, dedupeKey, dueAt: stamp, createdAt: stamp });
}

/**
 * A waiting row of the outbox. The dedupe key (unique) keeps an event queued twice — a retried
 * request, a second call for the same comment — to one row.
 */
export async function insertOutboxRow(
  k: Kysely<Database>,
  row: { kind: string; channel: 'email' | 'webhook'; target: string; payload: unknown; dedupeKey: string; dueAt: string; createdAt: string },
): Promise<void> {
  await k
    .insertInto('outbox')
    .values({
      kind: row.kind,
      channel: row.channel,
      target: row.target,
      payload: JSON.stringify(row.payload),
      dedupe_key: row.dedupeKey,
      status: OUTBOX_STATUS.waiting,
      next_attempt_at: row.dueAt,
      locked_until: null,
      last_error: null,
      created_at: row.createdAt,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}
