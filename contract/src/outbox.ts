import { z } from 'zod';

/*
 * Alerts that leave the site (issue 29): 网站设置 → 通知 (SMTP, webhooks, which events go where) and
 * the console's 发件箱. Secrets go in (smtp_password, a webhook's url and secret) but never come
 * back: an answer says only whether one is set.
 */

/** The blogger's events that can leave the site. */
export const ALERT_KINDS = ['comment', 'message', 'link'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  comment: '新评论与回复',
  message: '新留言',
  link: '友链申请',
};

export const SMTP_SECURITY = ['ssl', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  ssl: 'SSL/TLS（通常端口 465）',
  starttls: 'STARTTLS（通常端口 587）',
  none: '不加密（通常端口 25，不推荐）',
};

export const WEBHOOK_PRESETS = ['wecom', 'dingtalk', 'feishu', 'telegram', 'bark', 'serverchan', 'json'] as const;
export type WebhookPreset = (typeof WEBHOOK_PRESETS)[number];
export const WEBHOOK_PRESET_LABELS: Record<WebhookPreset, string> = {
  wecom: '企业微信群机器人',
  dingtalk: '钉钉群机器人',
  feishu: '飞书群机器人',
  telegram: 'Telegram 机器人',
  bark: 'Bark',
  serverchan: 'Server酱',
  json: '通用 JSON',
};
/** What the address field holds for each preset (the console's hint). */
export const WEBHOOK_URL_HINTS: Record<WebhookPreset, string> = {
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  feishu: 'https://open.feishu.cn/open-apis/bot/v2/hook/…',
  telegram: 'https://api.telegram.org/bot<令牌>/sendMessage',
  bark: 'https://api.day.app/<设备码>',
  serverchan: 'https://sctapi.ftqq.com/<SendKey>.send',
  json: 'https://example.com/hook',
};

export const OUTBOX_LIMITS = {
  hostMax: 255,
  userMax: 255,
  passwordMax: 255,
  nameMax: 64,
  emailMax: 254,
  urlMax: 1000,
  secretMax: 255,
  chatIdMax: 64,
  webhooksMax: 20,
  mergeSecondsMax: 3600,
} as const;

const email = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(OUTBOX_LIMITS.emailMax, { error: `${label}不能超过 ${OUTBOX_LIMITS.emailMax} 个字符` })
    .refine((value) => value === '' || /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/.test(value), { error: `${label}格式不正确，例如 me@example.com` });

const httpUrl = z
  .string({ error: '地址必须是文字' })
  .trim()
  .min(1, { error: '请填写地址' })
  .max(OUTBOX_LIMITS.urlMax, { error: `地址不能超过 ${OUTBOX_LIMITS.urlMax} 个字符` })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { error: '地址必须以 http:// 或 https:// 开头' });

const kinds = z.array(z.enum(ALERT_KINDS, { error: '事件只能是 comment、message 或 link' }), { error: '事件必须是列表' }).max(ALERT_KINDS.length);

export const webhookInput = z.object({
  /** Kept when editing an existing target (its sealed url/secret stay unless given again). */
  id: z.string().regex(/^[a-z0-9]{1,16}$/, { error: 'id 格式不正确' }).optional(),
  name: z.string({ error: '名称必须是文字' }).trim().min(1, { error: '请填写名称' }).max(OUTBOX_LIMITS.nameMax, { error: `名称不能超过 ${OUTBOX_LIMITS.nameMax} 个字` }),
  preset: z.enum(WEBHOOK_PRESETS, { error: '请选择预设' }),
  /** Absent when editing: the stored one stays. */
  url: httpUrl.optional(),
  /** 钉钉加签 / 飞书签名校验 secret; '' clears it, absent keeps it. */
  secret: z.string().trim().max(OUTBOX_LIMITS.secretMax, { error: `密钥不能超过 ${OUTBOX_LIMITS.secretMax} 个字符` }).optional(),
  /** Telegram's chat_id. */
  chat_id: z.string().trim().max(OUTBOX_LIMITS.chatIdMax, { error: `chat_id 不能超过 ${OUTBOX_LIMITS.chatIdMax} 个字符` }).default(''),
  events: kinds,
  enabled: z.boolean({ error: 'enabled 必须是 true 或 false' }).default(true),
});
export type WebhookInput = z.infer<typeof webhookInput>;

export const notifySettingsBody = z
  .object({
    smtp_host: z
      .string({ error: 'SMTP 服务器必须是文字' })
      .trim()
      .max(OUTBOX_LIMITS.hostMax, { error: `SMTP 服务器不能超过 ${OUTBOX_LIMITS.hostMax} 个字符` })
      .refine((value) => value === '' || /^[a-z0-9.\-:[\]]+$/i.test(value), { error: 'SMTP 服务器只填主机名，例如 smtp.qq.com' }),
    smtp_port: z.coerce.number({ error: '端口必须是数字' }).int({ error: '端口必须是整数' }).min(1, { error: '端口在 1–65535 之间' }).max(65535, { error: '端口在 1–65535 之间' }),
    smtp_security: z.enum(SMTP_SECURITY, { error: '加密方式只能是 ssl、starttls 或 none' }),
    smtp_user: z.string({ error: '用户名必须是文字' }).trim().max(OUTBOX_LIMITS.userMax, { error: `用户名不能超过 ${OUTBOX_LIMITS.userMax} 个字符` }),
    /** Absent keeps the stored password; '' removes it. */
    smtp_password: z.string({ error: '密码必须是文字' }).max(OUTBOX_LIMITS.passwordMax, { error: `密码不能超过 ${OUTBOX_LIMITS.passwordMax} 个字符` }).optional(),
    from_name: z.string({ error: '发件人名称必须是文字' }).trim().max(OUTBOX_LIMITS.nameMax, { error: `发件人名称不能超过 ${OUTBOX_LIMITS.nameMax} 个字` }),
    from_address: email('发件地址'),
    admin_email: email('接收提醒的邮箱'),
    email_events: kinds,
    merge_seconds: z.coerce.number({ error: '合并时间必须是数字' }).int().min(0, { error: '合并时间不能是负数' }).max(OUTBOX_LIMITS.mergeSecondsMax, { error: '合并时间不能超过 1 小时' }),
    webhooks: z.array(webhookInput, { error: 'webhooks 必须是列表' }).max(OUTBOX_LIMITS.webhooksMax, { error: `最多 ${OUTBOX_LIMITS.webhooksMax} 个 Webhook` }),
  })
  .refine((body) => body.email_events.length === 0 || (body.smtp_host !== '' && body.from_address !== '' && body.admin_email !== ''), {
    error: '要用邮件提醒，请先填写 SMTP 服务器、发件地址和接收提醒的邮箱',
    path: ['email_events'],
  });
export type NotifySettingsBody = z.infer<typeof notifySettingsBody>;

export interface WebhookView {
  id: string;
  name: string;
  preset: WebhookPreset;
  /** The address with its token hidden (https://qyapi.weixin.qq.com/…). */
  url_hint: string;
  has_secret: boolean;
  chat_id: string;
  events: AlertKind[];
  enabled: boolean;
}

export interface NotifySettingsView {
  smtp_host: string;
  smtp_port: number;
  smtp_security: SmtpSecurity;
  smtp_user: string;
  /** Whether a password is stored; the password itself never leaves the server. */
  smtp_password_set: boolean;
  from_name: string;
  from_address: string;
  admin_email: string;
  email_events: AlertKind[];
  merge_seconds: number;
  webhooks: WebhookView[];
}

export const testMailBody = z.object({ to: email('收件地址').refine((v) => v !== '', { error: '请填写收件地址' }) });

/** The SMTP server's or webhook's answer, in Chinese, with its own words quoted. */
export interface DeliveryReport {
  ok: boolean;
  message: string;
}

export const OUTBOX_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { waiting: '等待发送', sent: '已发送', failed: '发送失败' };

export const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: '状态只能是 waiting、sent 或 failed' }).optional(),
  current: z.coerce.number({ error: '页码必须是数字' }).int().min(1, { error: '页码从 1 开始' }).max(100_000, { error: '页码太大' }).default(1),
  size: z.coerce.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多 100 条' }).default(20),
});

export interface OutboxItem {
  id: number;
  kind: string;
  channel: 'email' | 'webhook';
  /** The address, or the webhook's name. */
  target: string;
  /** First line of what is sent. */
  summary: string;
  events: number;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The three times in the site's time zone (YYYY-MM-DD HH:mm:ss), like every console list. */
  created_at: string;
  sent_at: string | null;
}

export interface OutboxPage {
  current: number;
  size: number;
  total: number;
  list: OutboxItem[];
}
