import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ALERT_KINDS,
  idParams,
  notifySettingsBody,
  outboxQuery,
  testMailBody,
  type DeliveryReport,
  type NotifySettingsView,
  type OutboxItem,
  type OutboxPage,
  type OutboxStatus,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { now } from '../../platform/clock';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { badRequest, refusal } from '../../platform/errors';
import type { SecretBox } from '../../platform/secretBox';
import { siteDateTime } from '../../platform/siteTime';
import { validate } from '../../platform/validate';
import { OUTBOX_STATUS, wakeOutbox, type OutboxPayload } from './enqueue';
import { testMail, unsubscribeSignatureOk, type SiteInfo } from './render';
import { postWebhook } from './sender';
import { dropEmailEvent, NotifySettingsError, readNotifySettings, saveNotifySettings, settingsView } from './settings';
import { sendMail } from './smtp';

export interface OutboxRouteOptions {
  db: Db;
  box(): SecretBox;
  site(): Promise<SiteInfo>;
}

const tags = ['通知'];
const hookParams = z.object({ id: z.string().regex(/^[a-z0-9]{1,16}$/, { error: 'Webhook id 格式不正确' }) });
const unsubscribeQuery = z.object({ to: z.string().max(254), kind: z.enum(ALERT_KINDS), sig: z.string().max(128) });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
    `<style>body{font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;max-width:480px;margin:15vh auto;padding:0 20px;line-height:1.7;color:#1f2328}` +
    `@media (prefers-color-scheme:dark){body{background:#141414;color:#e6e6e6}}button{font:inherit;padding:6px 18px;border-radius:6px;border:1px solid #1677ff;background:#1677ff;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`;
}

function summaryOf(payload: string): { summary: string; events: number } {
  try {
    const parsed = JSON.parse(payload) as OutboxPayload & { mail?: { subject: string }; subject?: string };
    // An account mail has no events: its subject says what it is.
    const first = parsed.events[0]?.text ?? parsed.mail?.subject ?? parsed.subject ?? '';
    return { summary: parsed.events.length > 1 ? `${first}（共 ${parsed.events.length} 条）` : first, events: parsed.events.length };
  } catch {
    return { summary: '', events: 0 };
  }
}

/** 网站设置 → 通知 and 发件箱 (admin only), and the mails' one-click unsubscribe (anyone with a signed link). */
const outboxRoutes: FastifyPluginAsync<OutboxRouteOptions> = async (app: FastifyInstance, { db, box, site }) => {
  const guards = createAuthGuards(db);
  const k = db.kysely;
  const admin = { preHandler: guards.requireAdmin };

  app.get(
    '/settings',
    { ...admin, schema: routeDoc({ tags, summary: '通知设置（仅管理员）', description: '仅管理员。SMTP、发件人、Webhook 与事件开关。密码和 Webhook 地址里的令牌从不返回：smtp_password_set 只说是否已设置，url_hint 只含主机。' }) },
    async () => ok<NotifySettingsView>(settingsView(await readNotifySettings(k), box())),
  );

  app.put(
    '/settings',
    {
      ...admin,
      schema: routeDoc({
        tags,
        summary: '保存通知设置（仅管理员）',
        description: '仅管理员。smtp_password 不传则保留原密码，传 \'\' 删除；webhooks 里已有的项带 id，不传 url/secret 则保留原值。密码、地址、密钥加密保存。不合法时 400 并给出中文原因，什么都不改。',
        body: notifySettingsBody,
      }),
    },
    async (request) => {
      const body = validate(notifySettingsBody, request.body);
      try {
        const saved = await saveNotifySettings(db, box(), body);
        return ok<NotifySettingsView>(settingsView(saved, box()), '通知设置已保存');
      } catch (error) {
        if (error instanceof NotifySettingsError) throw badRequest(error.message);
        throw error;
      }
    },
  );

  app.post(
    '/testMail',
    { ...admin, schema: routeDoc({ tags, summary: '发送测试邮件（仅管理员）', description: '仅管理员。用已保存的 SMTP 设置立即发一封测试邮件（不经发件箱）。result {ok, message}：message 是中文说明，带 SMTP 服务器的原话。', body: testMailBody }) },
    async (request) => {
      const { to } = validate(testMailBody, request.body);
      const settings = await readNotifySettings(k);
      try {
        const answer = await sendMail(settings, box(), testMail(await site(), to));
        return ok<DeliveryReport>({ ok: true, message: `发送成功。SMTP 服务器回答：${answer}` });
      } catch (error) {
        return ok<DeliveryReport>({ ok: false, message: error instanceof Error ? error.message : String(error) });
      }
    },
  );

  app.post(
    '/webhooks/:id/test',
    { ...admin, schema: routeDoc({ tags, summary: '测试 Webhook（仅管理员）', description: '仅管理员。向已保存的这个 Webhook 立即发一条测试消息。result {ok, message}，message 带对方的回答。', params: hookParams }) },
    async (request) => {
      const { id } = validate(hookParams, request.params);
      const settings = await readNotifySettings(k);
      const hook = settings.webhooks.find((item) => item.id === id);
      if (!hook) throw refusal('这个 Webhook 不存在，可能已被删除');
      try {
        const answer = await postWebhook(hook, box(), await site(), 'test', { events: [] });
        return ok<DeliveryReport>({ ok: true, message: `发送成功。对方回答：${answer}` });
      } catch (error) {
        return ok<DeliveryReport>({ ok: false, message: error instanceof Error ? error.message : String(error) });
      }
    },
  );

  app.get(
    '/list',
    { ...admin, schema: routeDoc({ tags, summary: '发件箱（仅管理员）', description: '仅管理员。status 可选 waiting / sent / failed；新的在前。failed 的 last_error 是中文原因。', querystring: outboxQuery }) },
    async (request) => {
      const query = validate(outboxQuery, request.query);
      const settings = await readNotifySettings(k);
      const names = new Map(settings.webhooks.map((hook) => [hook.id, hook.name]));
      let base = k.selectFrom('outbox');
      if (query.status) base = base.where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset((query.current - 1) * query.size).limit(query.size).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const list = rows.map((row): OutboxItem => ({
        id: row.id,
        kind: row.kind,
        channel: row.channel === 'webhook' ? 'webhook' : 'email',
        target: row.channel === 'webhook' ? `Webhook「${names.get(row.target) ?? '已删除'}」` : row.target,
        ...summaryOf(row.payload),
        status: row.status as OutboxStatus,
        attempts: row.attempts,
        next_attempt_at: siteDateTime(row.next_attempt_at),
        last_error: row.last_error,
        created_at: siteDateTime(row.created_at),
        sent_at: row.sent_at === null ? null : siteDateTime(row.sent_at),
      }));
      return ok<OutboxPage>({ current: query.current, size: query.size, total: Number(count.n), list });
    },
  );

  app.post(
    '/:id/retry',
    { ...admin, schema: routeDoc({ tags, summary: '重试发送（仅管理员）', description: '仅管理员。把一条发送失败（或正在等待重试）的记录放回队列，立即再试。', params: idParams }) },
    async (request) => {
      const { id } = validate(idParams, request.params);
      const result = await k
        .updateTable('outbox')
        .set({ status: OUTBOX_STATUS.waiting, next_attempt_at: now().toISOString(), locked_until: null })
        .where('id', '=', id)
        .where('status', '!=', OUTBOX_STATUS.sent)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw refusal('这条记录不存在或已经发送');
      wakeOutbox(db);
      return ok(null, '已放回队列，马上重试');
    },
  );

  /* The mails' one-click unsubscribe: GET shows a button (mail scanners open links), POST does it (RFC 8058). */
  const checkLink = (query: unknown) => {
    const parsed = unsubscribeQuery.safeParse(query);
    if (!parsed.success || !unsubscribeSignatureOk(box(), parsed.data.to, parsed.data.kind, parsed.data.sig)) return null;
    return parsed.data;
  };

  app.get('/unsubscribe', { schema: routeDoc({ tags, summary: '退订提醒邮件（确认页）', description: '邮件里的退订链接打开的页面：带一个确认按钮，按下才退订。链接有签名，按收件人和提醒类型区分。' }) }, async (request, reply) => {
    const link = checkLink(request.query);
    reply.type('text/html; charset=utf-8');
    if (!link) return reply.code(400).send(page('链接无效', '<p>这个退订链接无效或不完整。</p>'));
    const action = `?${new URLSearchParams({ to: link.to, kind: link.kind, sig: link.sig }).toString()}`;
    return page('退订提醒邮件', `<p>不再给 ${link.to.replace(/[<>&"]/g, '')} 发送这类提醒邮件？</p><form method="post" action="${action.replace(/&/g, '&amp;')}"><button type="submit">确认退订</button></form>`);
  });

  app.post('/unsubscribe', { schema: routeDoc({ tags, summary: '一键退订提醒邮件', description: 'List-Unsubscribe-Post 一键退订（RFC 8058）。签名不对时 400。之后可以在 网站设置 → 通知 重新打开。' }) }, async (request, reply) => {
    const link = checkLink(request.query);
    reply.type('text/html; charset=utf-8');
    if (!link) return reply.code(400).send(page('链接无效', '<p>这个退订链接无效或不完整。</p>'));
    const settings = await readNotifySettings(k);
    if (settings.adminEmail.toLowerCase() === link.to.toLowerCase()) await dropEmailEvent(db, link.kind);
    return page('已退订', '<p>已退订。以后不会再收到这类提醒邮件；博主可以在 网站设置 → 通知 重新打开。</p>');
  });
};

export default outboxRoutes;
