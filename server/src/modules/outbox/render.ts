import { createHmac } from 'node:crypto';
import { ALERT_KIND_LABELS, USER_MAIL_LABELS, type AlertKind, type UserMailKind } from '@blog/contract';
import type { SecretBox } from '../../platform/secretBox';
import type { OutboxEvent } from './enqueue';
import type { MailMessage } from './smtp';
import type { StoredWebhook } from './settings';

/** What a mail or webhook says about the site. */
export interface SiteInfo {
  name: string;
  /** https://blog.example.com, no trailing slash (网站设置's 网站地址, else the console's address). */
  origin: string;
}

const NOUN: Record<AlertKind, string> = { comment: '条新评论', message: '条新留言', link: '条友链申请' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const linkOf = (site: SiteInfo, event: OutboxEvent) => (event.path ? `${site.origin}${event.path}` : site.origin);

/** 「【小站】有 3 条新评论」 or, for one event, 「【小站】新评论与回复：小明 评论了…」 */
export function alertTitle(site: SiteInfo, kind: AlertKind, events: readonly OutboxEvent[]): string {
  if (events.length > 1) return `【${site.name}】有 ${events.length} ${NOUN[kind]}`;
  const first = events[0]?.text ?? '';
  const short = Array.from(first).length > 60 ? `${Array.from(first).slice(0, 60).join('')}…` : first;
  return `【${site.name}】${ALERT_KIND_LABELS[kind]}：${short}`;
}

/* ---- signed one-click unsubscribe (per recipient and kind) ---- */

const unsubscribeMessage = (to: string, kind: string) => `unsubscribe\n${to.toLowerCase()}\n${kind}`;

export function unsubscribeUrl(site: SiteInfo, box: SecretBox, to: string, kind: AlertKind): string {
  const query = new URLSearchParams({ to, kind, sig: box.sign(unsubscribeMessage(to, kind)) });
  return `${site.origin}/api/outbox/unsubscribe?${query.toString()}`;
}

export function unsubscribeSignatureOk(box: SecretBox, to: string, kind: string, sig: string): boolean {
  const expected = Buffer.from(box.sign(unsubscribeMessage(to, kind)));
  const given = Buffer.from(sig);
  // Compared through a keyed hash so the comparison's time says nothing about the signature.
  const key = 'compare';
  return createHmac('sha256', key).update(expected).digest().equals(createHmac('sha256', key).update(given).digest());
}

/** The blogger's alert mail: Chinese, HTML with a plain-text part, each event with its link, and the unsubscribe link and headers. */
export function alertMail(site: SiteInfo, box: SecretBox, to: string, kind: AlertKind, events: readonly OutboxEvent[]): MailMessage {
  const unsubscribe = unsubscribeUrl(site, box, to, kind);
  const label = ALERT_KIND_LABELS[kind];
  const intro = events.length > 1 ? `你的网站「${site.name}」有 ${events.length} ${NOUN[kind]}：` : `你的网站「${site.name}」有一${NOUN[kind].slice(1)}：`;
  const text = [
    intro,
    '',
    ...events.flatMap((event) => [`· ${event.text}`, `  查看：${linkOf(site, event)}`, '']),
    '——',
    `这封邮件由「${site.name}」自动发送。不想再收到「${label}」邮件，打开这个链接即可退订：`,
    unsubscribe,
  ].join('\n');
  const items = events
    .map(
      (event) =>
        `<li style="margin:0 0 14px"><div style="white-space:pre-wrap">${escapeHtml(event.text)}</div>` +
        `<a href="${escapeHtml(linkOf(site, event))}" style="color:#1677ff">查看</a></li>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(alertTitle(site, kind, events))}</title></head>` +
    `<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2328;line-height:1.7;max-width:640px;margin:0 auto;padding:16px">` +
    `<p>${escapeHtml(intro)}</p><ul style="padding-left:20px">${items}</ul>` +
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">这封邮件由「${escapeHtml(site.name)}」自动发送。` +
    `不想再收到「${escapeHtml(label)}」邮件？<a href="${escapeHtml(unsubscribe)}" style="color:#777">一键退订</a></p></body></html>`;
  return {
    to,
    subject: alertTitle(site, kind, events),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The test mail of 发送测试邮件. */
export function testMail(site: SiteInfo, to: string): MailMessage {
  const text = `这是「${site.name}」的测试邮件：收到它，说明 SMTP 设置正确，新评论等提醒会发到邮箱。\n\n${site.origin}`;
  return {
    to,
    subject: `【${site.name}】测试邮件`,
    text,
    html: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body><p>这是「${escapeHtml(site.name)}」的测试邮件：收到它，说明 SMTP 设置正确，新评论等提醒会发到邮箱。</p><p><a href="${escapeHtml(site.origin)}">${escapeHtml(site.origin)}</a></p></body></html>`,
  };
}

/* ---- webhook bodies, each in its service's own shape ---- */

export interface WebhookRequest {
  url: string;
  contentType: string;
  text: string;
}

/** 钉钉「加签」: timestamp and sign in the query, sign = base64(HmacSHA256(secret, `${timestamp}\n${secret}`)). */
function dingtalkSigned(url: string, secret: string, at: number): string {
  const sign = createHmac('sha256', secret).update(`${at}\n${secret}`).digest('base64');
  const signed = new URL(url);
  signed.searchParams.set('timestamp', String(at));
  signed.searchParams.set('sign', sign);
  return signed.href;
}

/** 飞书「签名校验」: sign = base64(HmacSHA256(key = `${timestamp}\n${secret}`, message = '')), timestamp in seconds. */
function feishuSign(secret: string, atSeconds: number): string {
  return createHmac('sha256', `${atSeconds}\n${secret}`).update('').digest('base64');
}

/**
 * The request a webhook target receives. `url` and `secret` are already opened. The texts are plain
 * (no Markdown from visitors reaches a Markdown-rendering robot unescaped: we send text messages).
 */
export function webhookRequest(hook: Pick<StoredWebhook, 'preset' | 'chat_id'>, url: string, secret: string, site: SiteInfo, kind: AlertKind | 'test', events: readonly OutboxEvent[], at = Date.now()): WebhookRequest {
  const title = kind === 'test' ? `【${site.name}】Webhook 测试` : alertTitle(site, kind, events);
  const lines = events.map((event) => `${event.text}\n${linkOf(site, event)}`);
  const body = kind === 'test' ? `这是「${site.name}」的测试消息：收到它，说明这个 Webhook 设置正确。\n${site.origin}` : lines.join('\n\n');
  const full = `${title}\n\n${body}`;
  const firstLink = events[0] ? linkOf(site, events[0]) : site.origin;
  const json = (value: unknown): WebhookRequest => ({ url, contentType: 'application/json; charset=utf-8', text: JSON.stringify(value) });
  switch (hook.preset) {
    case 'wecom':
      return json({ msgtype: 'text', text: { content: full } });
    case 'dingtalk':
      return { ...json({ msgtype: 'text', text: { content: full } }), url: secret ? dingtalkSigned(url, secret, at) : url };
    case 'feishu': {
      const seconds = Math.floor(at / 1000);
      return json({ msg_type: 'text', content: { text: full }, ...(secret ? { timestamp: String(seconds), sign: feishuSign(secret, seconds) } : {}) });
    }
    case 'telegram':
      return json({ chat_id: hook.chat_id, text: full, disable_web_page_preview: true });
    case 'bark':
      return json({ title, body, url: firstLink, group: site.name });
    case 'serverchan':
      return json({ title, desp: body });
    case 'json':
      return json({ site: site.name, kind, title, events: events.map((event) => ({ kind: event.kind, text: event.text, url: linkOf(site, event), at: event.at })) });
  }
}

/**
 * Some robots answer HTTP 200 with an error in the body (企业微信/钉钉 errcode, 飞书 code,
 * Telegram ok:false, Server酱 code): those count as failures, with the service's own words.
 */
export function webhookBodyProblem(body: Buffer): string | null {
  let answer: unknown;
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  const said = String(a.errmsg ?? a.msg ?? a.message ?? a.description ?? '');
  if (typeof a.errcode === 'number' && a.errcode !== 0) return `对方回答错误 ${a.errcode}：${said}`;
  if (typeof a.code === 'number' && a.code !== 0 && a.code !== 200) return `对方回答错误 ${a.code}：${said}`;
  if (a.ok === false) return `对方回答失败：${said}`;
  return null;
}

/* ---- mails to one account (a reply to them, their friend link reviewed) ---- */

const userUnsubscribeMessage = (userId: number, kind: string) => `user-unsubscribe\n${userId}\n${kind}`;

/** The account's own one-click unsubscribe link for one mail kind, signed. */
export function userUnsubscribeUrl(site: SiteInfo, box: SecretBox, userId: number, kind: UserMailKind): string {
  const query = new URLSearchParams({ user: String(userId), kind, sig: box.sign(userUnsubscribeMessage(userId, kind)) });
  return `${site.origin}/api/user/unsubscribe?${query.toString()}`;
}

export function userUnsubscribeSignatureOk(box: SecretBox, userId: number, kind: string, sig: string): boolean {
  const key = 'compare';
  const expected = createHmac('sha256', key).update(box.sign(userUnsubscribeMessage(userId, kind))).digest();
  return expected.equals(createHmac('sha256', key).update(sig).digest());
}

const USER_MAIL_SUBJECTS: Record<UserMailKind, string> = { reply: '有人回复了你', link: '你的友链申请有结果了' };

export function userMail(site: SiteInfo, box: SecretBox, to: string, userId: number, kind: UserMailKind, events: readonly OutboxEvent[]): MailMessage {
  const unsubscribe = userUnsubscribeUrl(site, box, userId, kind);
  const subject = USER_MAIL_SUBJECTS[kind];
  const label = USER_MAIL_LABELS[kind];
  const text = [
    `你在「${site.name}」有新消息：`,
    '',
    ...events.flatMap((event) => [`· ${event.text}`, `  查看：${linkOf(site, event)}`, '']),
    '——',
    `不想再收到「${label}」邮件，打开这个链接即可退订（也可以在 个人中心 → 通知设置 里更改）：`,
    unsubscribe,
  ].join('\n');
  const items = events
    .map((event) => `<li style="margin:0 0 14px"><div style="white-space:pre-wrap">${escapeHtml(event.text)}</div><a href="${escapeHtml(linkOf(site, event))}" style="color:#1677ff">查看</a></li>`)
    .join('');
  const title = `【${site.name}】${subject}`;
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f2328;line-height:1.7;max-width:640px;margin:0 auto;padding:16px">` +
    `<p>你在「${escapeHtml(site.name)}」有新消息：</p><ul style="padding-left:20px">${items}</ul>` +
    `<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">不想再收到「${escapeHtml(label)}」邮件？<a href="${escapeHtml(unsubscribe)}" style="color:#777">一键退订</a>，也可以在 个人中心 → 通知设置 里更改。</p></body></html>`;
  return { to, subject: title, text, html, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
