import type { AlertKind, NotifySettingsBody, NotifySettingsView, SmtpSecurity, WebhookPreset } from '@blog/contract';

/** A webhook as the form edits it: url/secret empty means "keep the stored one" for a saved target. */
export interface HookDraft {
  /** Client key for React lists; equals the stored id once saved. */
  key: string;
  id?: string;
  name: string;
  preset: WebhookPreset;
  url: string;
  url_hint: string;
  secret: string;
  has_secret: boolean;
  clear_secret: boolean;
  chat_id: string;
  events: AlertKind[];
  enabled: boolean;
}

export interface NotifyDraft {
  smtp_host: string;
  smtp_port: number;
  smtp_security: SmtpSecurity;
  smtp_user: string;
  from_name: string;
  from_address: string;
  admin_email: string;
  email_events: AlertKind[];
  merge_seconds: number;
  webhooks: HookDraft[];
}

export function fromView(view: NotifySettingsView): NotifyDraft {
  return {
    smtp_host: view.smtp_host,
    smtp_port: view.smtp_port,
    smtp_security: view.smtp_security,
    smtp_user: view.smtp_user,
    from_name: view.from_name,
    from_address: view.from_address,
    admin_email: view.admin_email,
    email_events: view.email_events,
    merge_seconds: view.merge_seconds,
    webhooks: view.webhooks.map((hook) => ({ ...hook, key: hook.id, url: '', secret: '', clear_secret: false })),
  };
}

/** The request body; `password` undefined keeps the stored one, '' removes it. */
export function toBody(draft: NotifyDraft, password: string | undefined): NotifySettingsBody {
  return {
    ...draft,
    smtp_password: password,
    webhooks: draft.webhooks.map((hook) => ({
      id: hook.id,
      name: hook.name,
      preset: hook.preset,
      url: hook.url.trim() === '' && hook.id ? undefined : hook.url,
      secret: hook.clear_secret ? '' : hook.secret.trim() === '' ? undefined : hook.secret,
      chat_id: hook.chat_id,
      events: hook.events,
      enabled: hook.enabled,
    })),
  };
}
