import { ALERT_KINDS, type AlertKind } from '@blog/contract';
import type { Db } from '../../db/connection';
import { now } from '../../platform/clock';
import { OutboundError, postGuarded } from '../../platform/outbound';
import type { SecretBox } from '../../platform/secretBox';
import { ACCOUNT_MAIL_KIND, OUTBOX_STATUS, type AccountMailPayload, type OutboxPayload } from './enqueue';
import { alertMail, userMail, webhookBodyProblem, webhookRequest, type SiteInfo } from './render';
import { USER_MAIL_ROW_KINDS, type UserMailPayload } from './userMail';
import { readNotifySettings, type NotifySettings } from './settings';
import { DeliveryError, sendMail } from './smtp';

/*
 * The outbox's sender: one loop per process. A row is claimed with one conditional UPDATE (status
 * waiting, due, and no live lease → lease until now + LEASE): when several processes share
 * PostgreSQL, the row lock makes the second re-check the lease and update nothing, so exactly one
 * sends it — as the 定时发布 publisher does with articles (article/scheduler.ts). A process that
 * dies mid-send leaves the lease to run out and another (or the restarted one) sends the row again:
 * at least once, never lost. Failures wait longer each time and end as 发送失败 after MAX_ATTEMPTS;
 * the console's 重试 puts a row back.
 */

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 120_000;
const BATCH = 20;
/** Rows delivered at once by one process. */
const CONCURRENCY = 4;
const DEFAULT_INTERVAL_MS = 15_000;

/** 30 s, 1 min, 2 min … capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

const WEBHOOK_LIMITS = { maxBytes: 64 * 1024, totalMs: 15_000, idleMs: 10_000 } as const;

export interface SenderDeps {
  db: Db;
  box: SecretBox;
  site(): Promise<SiteInfo>;
  intervalMs?: number;
  onError?(error: unknown): void;
}

interface ClaimedRow {
  id: number;
  kind: string;
  channel: string;
  target: string;
  payload: string;
  attempts: number;
}

const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/** Delivers one row; answers the other side's words. Throws DeliveryError or OutboundError. */
export async function deliver(row: Pick<ClaimedRow, 'kind' | 'channel' | 'target' | 'payload'>, settings: NotifySettings, box: SecretBox, site: SiteInfo): Promise<string> {
  const payload = JSON.parse(row.payload) as OutboxPayload;
  if (row.kind === ACCOUNT_MAIL_KIND) {
    const { mail } = payload as AccountMailPayload;
    if (!mail) throw new DeliveryError('这封邮件的内容已不在', false);
    return sendMail(settings, box, mail);
  }
  if (row.channel === 'email' && (Object.values(USER_MAIL_ROW_KINDS) as string[]).includes(row.kind)) {
    const { userId, mailKind } = payload as UserMailPayload;
    return sendMail(settings, box, userMail(site, box, row.target, userId, mailKind, payload.events));
  }
  if (!isAlertKind(row.kind)) throw new DeliveryError(`不认识的提醒类型 ${row.kind}`, false);
  if (row.channel === 'email') return sendMail(settings, box, alertMail(site, box, row.target, row.kind, payload.events));
  const hook = settings.webhooks.find((item) => item.id === row.target);
  if (!hook) throw new DeliveryError('这个 Webhook 已被删除', false);
  return postWebhook(hook, box, site, row.kind, payload);
}

export async function postWebhook(hook: NotifySettings['webhooks'][number], box: SecretBox, site: SiteInfo, kind: AlertKind | 'test', payload: OutboxPayload): Promise<string> {
  const url = box.open(hook.url);
  const secret = hook.secret ? box.open(hook.secret) : '';
  if (url === null || secret === null) throw new DeliveryError(`Webhook「${hook.name}」保存的地址或密钥无法解密（数据目录的密钥已更换），请重新填写`, false);
  const request = webhookRequest(hook, url, secret, site, kind, payload.events);
  try {
    const answer = await postGuarded(request.url, { contentType: request.contentType, text: request.text }, WEBHOOK_LIMITS);
    const problem = webhookBodyProblem(answer.body);
    if (problem) throw new DeliveryError(problem, true);
    return `HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`.trim();
  } catch (error) {
    if (error instanceof OutboundError) throw new DeliveryError(`Webhook「${hook.name}」：${error.message}`, error.failure !== 'scheme' && error.failure !== 'address');
    throw error;
  }
}

export function createOutboxSender({ db, box, site, intervalMs = DEFAULT_INTERVAL_MS, onError = (error) => console.error('发件箱发送失败：', error) }: SenderDeps) {
  const k = db.kysely;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  /** Takes row `id` if nobody holds it; true when this process now owns it. */
  async function claim(id: number, at: Date): Promise<boolean> {
    const stamp = at.toISOString();
    const result = await k
      .updateTable('outbox')
      .set({ locked_until: new Date(at.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('status', '=', OUTBOX_STATUS.waiting)
      .where('next_attempt_at', '<=', stamp)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', stamp)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function finish(row: ClaimedRow, outcome: { ok: true } | { ok: false; error: unknown }): Promise<void> {
    const attempts = row.attempts + 1;
    const at = now();
    if (outcome.ok) {
      // An account mail's link is single use and only its addressee needs it: keep just the subject.
      const spent = row.kind === ACCOUNT_MAIL_KIND ? { payload: JSON.stringify({ events: [], subject: (JSON.parse(row.payload) as AccountMailPayload).mail?.subject ?? '' }) } : {};
      await k.updateTable('outbox').set({ status: OUTBOX_STATUS.sent, attempts, sent_at: at.toISOString(), locked_until: null, last_error: null, ...spent }).where('id', '=', row.id).execute();
      return;
    }
    const error = outcome.error;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const retry = !(error instanceof DeliveryError) || error.retry;
    const failed = !retry || attempts >= MAX_ATTEMPTS;
    await k
      .updateTable('outbox')
      .set({
        status: failed ? OUTBOX_STATUS.failed : OUTBOX_STATUS.waiting,
        attempts,
        last_error: message,
        locked_until: null,
        next_attempt_at: new Date(at.getTime() + backoffMs(attempts)).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
  }

  /** Sends everything due now; how many rows this call delivered. */
  async function runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const at = now();
      const stamp = at.toISOString();
      const due = await k
        .selectFrom('outbox')
        .select(['id', 'kind', 'channel', 'target', 'payload', 'attempts'])
        .where('status', '=', OUTBOX_STATUS.waiting)
        .where('next_attempt_at', '<=', stamp)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', stamp)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return delivered;
      const settings = await readNotifySettings(k);
      const info = await site();
      const claimed: number[] = [];
      for (const row of due) {
        if (stopped) break;
        if (await claim(row.id, at)) claimed.push(row.id);
      }
      // A few at a time: one slow webhook must not hold up the mails behind it.
      let next = 0;
      const worker = async () => {
        while (next < claimed.length && !stopped) {
          const id = claimed[next++]!;
          // Re-read: a merge may have added events between the select and the claim.
          const fresh = await k.selectFrom('outbox').select(['id', 'kind', 'channel', 'target', 'payload', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
          try {
            await deliver(fresh, settings, box, info);
            await finish(fresh, { ok: true });
            delivered++;
          } catch (error) {
            await finish(fresh, { ok: false, error });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
      const claimedAny = claimed.length > 0;
      if (!claimedAny || due.length < BATCH) return delivered;
    }
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run().catch(onError), intervalMs);
    timer.unref();
  }

  /** One run at a time in this process; a wake during a run makes another follow it. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const current = (async () => {
      let total = 0;
      do {
        again = false;
        total += await runOnce();
      } while (again && !stopped);
      return total;
    })();
    running = current;
    void current
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
    return current;
  }

  return {
    run,
    /** After a commit that queued rows: look now rather than at the next tick. */
    wake: () => void setImmediate(() => void run().catch(onError)),
    start: () => void run().catch(onError),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
