import type { Kysely } from 'kysely';
import type { UserMailKind } from '@blog/contract';
import type { Database } from '../../db/schema';
import { now } from '../../platform/clock';
import { insertOutboxRow, type OutboxEvent, type OutboxPayload } from './enqueue';
import { readNotifySettings } from './settings';

/*
 * Mails to one account about something that concerns them (a reply to their comment, their friend
 * link reviewed). Queued in the caller's transaction, the one that writes the event, and only when
 * the account has a verified address (user.email holds nothing else) and has not turned the kind off
 * in 通知设置. The row's kind is the mail kind ('reply', 'link'); its payload names the account, so
 * the mail's unsubscribe link is signed per account and kind.
 */

export const USER_MAIL_ROW_KINDS: Record<UserMailKind, string> = { reply: 'reply', link: 'link-review' };

export interface UserMailPayload extends OutboxPayload {
  userId: number;
  mailKind: UserMailKind;
}

/** Answers whether a mail was queued (the caller wakes the sender after its commit). */
export async function queueUserMail(k: Kysely<Database>, userId: number, mailKind: UserMailKind, event: OutboxEvent): Promise<boolean> {
  const user = await k.selectFrom('user').select(['email', 'mail_optout', 'disabled']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.email === '' || user.disabled === 1 || user.mail_optout.split(',').includes(mailKind)) return false;
  const settings = await readNotifySettings(k);
  if (settings.smtpHost === '' || settings.fromAddress === '') return false;
  const stamp = now().toISOString();
  const payload = { events: [event], userId, mailKind } satisfies UserMailPayload;
  await insertOutboxRow(k, { kind: USER_MAIL_ROW_KINDS[mailKind], channel: 'email', target: user.email, payload, dedupeKey: `user:${userId}:${event.key}`, dueAt: stamp, createdAt: stamp });
  return true;
}
