import { randomBytes } from 'node:crypto';
import {
  ALERT_KINDS,
  WEBHOOK_PRESETS,
  type AlertKind,
  type NotifySettingsBody,
  type NotifySettingsView,
  type SmtpSecurity,
  type WebhookPreset,
  type WebhookView,
} from '@blog/contract';
import type { Kysely, Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../platform/secretBox';

/** A webhook as stored in notify_settings.webhooks: url and secret sealed (platform/secretBox.ts). */
export interface StoredWebhook {
  id: string;
  name: string;
  preset: WebhookPreset;
  url: string;
  secret: string;
  chat_id: string;
  events: AlertKind[];
  enabled: boolean;
}

/** The row as the sender and the enqueuer read it (secrets still sealed). */
export interface NotifySettings {
  smtpHost: string;
  smtpPort: number;
  smtpSecurity: SmtpSecurity;
  smtpUser: string;
  smtpPasswordSealed: string;
  fromName: string;
  fromAddress: string;
  adminEmail: string;
  emailEvents: AlertKind[];
  mergeSeconds: number;
  webhooks: StoredWebhook[];
}

const SETTINGS_ID = 1;

const asKinds = (values: readonly string[]): AlertKind[] => values.filter((value): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value));

function parseWebhooks(text: string): StoredWebhook[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.filter((item): item is StoredWebhook => typeof item === 'object' && item !== null && (WEBHOOK_PRESETS as readonly string[]).includes((item as StoredWebhook).preset));
  } catch {
    return [];
  }
}

type Reader = Kysely<Database> | Transaction<Database>;

export async function readNotifySettings(k: Reader): Promise<NotifySettings> {
  const row = await k.selectFrom('notify_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  return {
    smtpHost: row?.smtp_host ?? '',
    smtpPort: row?.smtp_port ?? 465,
    smtpSecurity: (row?.smtp_security as SmtpSecurity | undefined) ?? 'ssl',
    smtpUser: row?.smtp_user ?? '',
    smtpPasswordSealed: row?.smtp_password ?? '',
    fromName: row?.from_name ?? '',
    fromAddress: row?.from_address ?? '',
    adminEmail: row?.admin_email ?? '',
    emailEvents: asKinds((row?.email_events ?? '').split(',')),
    mergeSeconds: row?.merge_seconds ?? 180,
    webhooks: parseWebhooks(row?.webhooks ?? '[]'),
  };
}

/** https://qyapi.weixin.qq.com/… — enough to recognise the target, nothing of its token. */
export function urlHint(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}/…`;
  } catch {
    return '…';
  }
}

export function settingsView(settings: NotifySettings, box: SecretBox): NotifySettingsView {
  return {
    smtp_host: settings.smtpHost,
    smtp_port: settings.smtpPort,
    smtp_security: settings.smtpSecurity,
    smtp_user: settings.smtpUser,
    // A sealed password this key cannot open (a restore elsewhere) counts as not set.
    smtp_password_set: settings.smtpPasswordSealed !== '' && box.open(settings.smtpPasswordSealed) !== null,
    from_name: settings.fromName,
    from_address: settings.fromAddress,
    admin_email: settings.adminEmail,
    email_events: settings.emailEvents,
    merge_seconds: settings.mergeSeconds,
    webhooks: settings.webhooks.map(
      (hook): WebhookView => ({
        id: hook.id,
        name: hook.name,
        preset: hook.preset,
        url_hint: urlHint(box.open(hook.url) ?? ''),
        has_secret: hook.secret !== '' && box.open(hook.secret) !== null,
        chat_id: hook.chat_id,
        events: hook.events,
        enabled: hook.enabled,
      }),
    ),
  };
}

export const NOTIFY_SETTINGS_TEXT = {
  webhookUrlMissing: (name: string) => `Webhook「${name}」需要填写地址`,
  webhookUnknown: (name: string) => `Webhook「${name}」不存在，可能已被删除，请刷新后再保存`,
  telegramChat: (name: string) => `Webhook「${name}」是 Telegram，需要填写 chat_id`,
} as const;

/** A form that cannot be saved as it is (the route's 400). */
export class NotifySettingsError extends Error {}

/**
 * Saves the form. Secrets that are absent keep their stored value; '' removes them; anything else
 * is sealed. Throws a Chinese message (the caller's 400) when a webhook lacks what it needs; nothing
 * is saved then.
 */
export async function saveNotifySettings(db: Db, box: SecretBox, body: NotifySettingsBody): Promise<NotifySettings> {
  return db.kysely.transaction().execute(async (trx) => {
    const current = await readNotifySettings(trx);
    const byId = new Map(current.webhooks.map((hook) => [hook.id, hook]));
    const webhooks: StoredWebhook[] = body.webhooks.map((input) => {
      const previous = input.id === undefined ? undefined : byId.get(input.id);
      if (input.id !== undefined && !previous) throw new NotifySettingsError(NOTIFY_SETTINGS_TEXT.webhookUnknown(input.name));
      const url = input.url !== undefined ? box.seal(input.url) : previous?.url;
      if (!url) throw new NotifySettingsError(NOTIFY_SETTINGS_TEXT.webhookUrlMissing(input.name));
      if (input.preset === 'telegram' && input.chat_id === '') throw new NotifySettingsError(NOTIFY_SETTINGS_TEXT.telegramChat(input.name));
      const secret = input.secret === undefined ? (previous?.secret ?? '') : input.secret === '' ? '' : box.seal(input.secret);
      return {
        id: previous?.id ?? randomBytes(6).toString('hex'),
        name: input.name,
        preset: input.preset,
        url,
        secret,
        chat_id: input.chat_id,
        events: [...new Set(input.events)],
        enabled: input.enabled,
      };
    });
    const password = body.smtp_password === undefined ? current.smtpPasswordSealed : body.smtp_password === '' ? '' : box.seal(body.smtp_password);
    const values = {
      smtp_host: body.smtp_host,
      smtp_port: body.smtp_port,
      smtp_security: body.smtp_security,
      smtp_user: body.smtp_user,
      smtp_password: password,
      from_name: body.from_name,
      from_address: body.from_address,
      admin_email: body.admin_email,
      email_events: [...new Set(body.email_events)].join(','),
      merge_seconds: body.merge_seconds,
      webhooks: JSON.stringify(webhooks),
      updated_at: nowIso(),
    };
    const updated = await trx.updateTable('notify_settings').set(values).where('id', '=', SETTINGS_ID).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('notify_settings').values({ id: SETTINGS_ID, ...values }).execute();
    return readNotifySettings(trx);
  });
}

/** The one-click unsubscribe: the blogger's mails of `kind` stop (网站设置 → 通知 can turn them on again). */
export async function dropEmailEvent(db: Db, kind: AlertKind): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const current = await readNotifySettings(trx);
    if (!current.emailEvents.includes(kind)) return;
    await trx
      .updateTable('notify_settings')
      .set({ email_events: current.emailEvents.filter((item) => item !== kind).join(','), updated_at: nowIso() })
      .where('id', '=', SETTINGS_ID)
      .execute();
  });
}
