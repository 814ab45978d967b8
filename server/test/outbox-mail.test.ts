import { sql } from 'kysely';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { COMMENT_TYPE, type CommentItem, type DeliveryReport, type NotifySettingsView, type OutboxPage } from '@blog/contract';
import { setClockOffsetForTests } from '../src/platform/clock';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { startLocalSmtp, type LocalSmtp } from './helpers/smtpServer';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SMTP_PASSWORD = 'smtp-pass-授权码-42';
const SITE = 'https://blog.example.com';

describeEachEngine('邮件提醒与发件箱', (engine) => {
  let app: FastifyInstance;
  const server = useTestServer(engine, { env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' }, extend: (a) => (app = a) });
  let smtp: LocalSmtp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const admin = () => ({ headers: bearer(tokens.admin!) });
  const settingsBody = (overrides: Record<string, unknown> = {}) => ({
    smtp_host: '127.0.0.1',
    smtp_port: smtp.port,
    smtp_security: 'none',
    smtp_user: 'blogger',
    from_name: '小站',
    from_address: 'noreply@blog.example.com',
    admin_email: 'owner@example.com',
    email_events: ['comment'],
    merge_seconds: 60,
    webhooks: [],
    ...overrides,
  });
  const saveSettings = async (overrides: Record<string, unknown> = {}) =>
    resultOf(await call<NotifySettingsView>(server, 'PUT', '/api/outbox/settings', { body: settingsBody(overrides), ...admin() }));
  const comment = async (content: string) =>
    resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content }, { headers: bearer(tokens.alice!) }));
  const rows = () => server.db.kysely.selectFrom('outbox').selectAll().orderBy('id').execute();
  /** Moves the clock past the merge window and lets this process's sender work through what is due. */
  const later = async (seconds: number) => {
    setClockOffsetForTests(seconds * 1000);
    return app.outboxSender.run();
  };

  beforeAll(async () => {
    smtp = await startLocalSmtp({ auth: { user: 'blogger', pass: SMTP_PASSWORD } });
    const c = communityFixtures(server.db);
    ids.admin = await c.user('ob_admin', { admin: true, nickName: '博主' });
    ids.alice = await c.user('ob_alice', { nickName: '爱丽丝' });
    tokens.admin = await server.tokenFor(ids.admin, 1);
    tokens.alice = await server.tokenFor(ids.alice);
    ids.article = await fixtures(server.db).article({ title: '邮件测试文章' });
    await call(server, 'PUT', '/api/config/update', { body: { blog_name: '小站', site_url: SITE }, ...admin() });
  });

  afterAll(async () => {
    setClockOffsetForTests(0);
    await smtp.close();
  });

  beforeEach(async () => {
    setClockOffsetForTests(0);
    await server.db.kysely.deleteFrom('outbox').execute();
    smtp.mails.length = 0;
  });

  it('保存设置：密码加密存放，接口只说是否已设置；不合法的输入 400 且什么都不改', async () => {
    const saved = await saveSettings({ smtp_password: SMTP_PASSWORD });
    expect(saved.smtp_password_set).toBe(true);
    const answer = await get<NotifySettingsView>(server, '/api/outbox/settings', admin());
    expect(JSON.stringify(answer)).not.toContain(SMTP_PASSWORD);
    const stored = await server.db.kysely.selectFrom('notify_settings').select('smtp_password').executeTakeFirstOrThrow();
    expect(stored.smtp_password).not.toContain(SMTP_PASSWORD);
    expect(stored.smtp_password).not.toBe('');

    const bad = await call(server, 'PUT', '/api/outbox/settings', { body: settingsBody({ admin_email: '不是邮箱', smtp_port: 0 }), ...admin() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/格式不正确|端口/);
    expect(resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin())).admin_email).toBe('owner@example.com');

    // Not sending a password keeps the stored one.
    expect((await saveSettings()).smtp_password_set).toBe(true);
    const visitor = await call(server, 'GET', '/api/outbox/settings', { headers: bearer(tokens.alice!) });
    expect(visitor.status).toBe(403);
  });

  it('发送测试邮件：成功时带上 SMTP 服务器的回答；密码不对时说登录被拒绝并引用服务器原话', async () => {
    await saveSettings({ smtp_password: SMTP_PASSWORD });
    const good = resultOf(await post<DeliveryReport>(server, '/api/outbox/testMail', { to: 'me@example.com' }, admin()));
    expect(good.ok).toBe(true);
    expect(good.message).toMatch(/^发送成功。SMTP 服务器回答：250/);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['me@example.com']);
    expect(mail!.parsed.subject).toBe('【小站】测试邮件');

    await saveSettings({ smtp_password: 'wrong' });
    const bad = resultOf(await post<DeliveryReport>(server, '/api/outbox/testMail', { to: 'me@example.com' }, admin()));
    expect(bad.ok).toBe(false);
    expect(bad.message).toContain('登录被拒绝');
    expect(bad.message).toContain('535');
    expect(bad.message).not.toContain('wrong');
    await saveSettings({ smtp_password: SMTP_PASSWORD });
  });

  it('几分钟内的多条评论合成一封邮件：收件人、标题、HTML 与纯文本、准确的链接、退订头；评论本身不等邮件', async () => {
    await saveSettings({ smtp_password: SMTP_PASSWORD });
    const first = await comment('第一条评论，写得真好');
    const second = await comment('第二条评论，期待更新');
    // Queued with the comments, not sent yet: the merge window is open.
    expect(await later(0)).toBe(0);
    expect(smtp.mails).toHaveLength(0);
    const queued = await rows();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('waiting');

    expect(await later(61)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['owner@example.com']);
    expect(mail!.from).toBe('noreply@blog.example.com');
    expect(mail!.parsed.subject).toBe('【小站】有 2 条新评论');
    const link = `${SITE}/article?id=${ids.article}#comments-1-${ids.article}`;
    for (const part of [mail!.parsed.text ?? '', String(mail!.parsed.html)]) {
      expect(part).toContain('第一条评论，写得真好');
      expect(part).toContain('第二条评论，期待更新');
      expect(part).toContain(link.replace(/&/g, '&amp;'));
    }
    expect(first.id).not.toBe(second.id);
    const header = (name: string) => (mail!.parsed.headerLines.find((line) => line.key === name)?.line ?? '').replace(/\r?\n[ \t]+/g, '');
    const unsubscribe = header('list-unsubscribe');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<(https:[^>]+)>/.exec(unsubscribe)?.[1] ?? '';
    expect(unsubscribeUrl.startsWith(`${SITE}/api/outbox/unsubscribe?`)).toBe(true);
    expect(mail!.parsed.text).toContain(unsubscribeUrl);
    expect((await rows())[0]!.status).toBe('sent');

    // A forged signature does nothing; the real one-click POST stops comment mails.
    const path = unsubscribeUrl.slice(SITE.length);
    const forged = await fetch(`${server.baseUrl}${path.replace(/sig=[^&]+/, 'sig=AAAA')}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect(resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin())).email_events).toEqual(['comment']);
    const confirm = await fetch(`${server.baseUrl}${path}`);
    expect(await confirm.text()).toContain('确认退订');
    expect(resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin())).email_events).toEqual(['comment']);
    const done = await fetch(`${server.baseUrl}${path}`, { method: 'POST' });
    expect(await done.text()).toContain('已退订');
    expect(resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin())).email_events).toEqual([]);
    await comment('退订之后的评论');
    expect(await rows()).toHaveLength(1);
  });

  it('SMTP 服务器停了：评论照常成功，邮件留在发件箱重试，服务器回来后送达', async () => {
    await saveSettings({ smtp_password: SMTP_PASSWORD });
    const port = smtp.port;
    await smtp.close();
    const posted = await comment('SMTP 停机时的评论');
    expect(posted.content).toBe('SMTP 停机时的评论');
    await later(61);
    const [waiting] = await rows();
    expect(waiting!.status).toBe('waiting');
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.last_error).toContain('连不上 SMTP 服务器');

    const list = resultOf(await get<OutboxPage>(server, '/api/outbox/list?status=waiting', admin()));
    expect(list.list[0]!.last_error).toContain('连不上 SMTP 服务器');

    smtp = await startLocalSmtp({ auth: { user: 'blogger', pass: SMTP_PASSWORD }, port });
    // Before the backoff has passed nothing is tried again.
    expect(await later(62)).toBe(0);
    expect(await later(61 + 31)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.text).toContain('SMTP 停机时的评论');
    const [sent] = await rows();
    expect(sent!.status).toBe('sent');
    expect(sent!.attempts).toBe(2);
  });

  it('评论与它的提醒在同一个事务里：提醒写不进发件箱时评论也不留下，写得进时三者都在', async () => {
    await saveSettings({ smtp_password: SMTP_PASSWORD });
    const k = server.db.kysely;
    const stored = (content: string) => k.selectFrom('comment').select('id').where('content', '=', content).execute();
    const alerted = (content: string) => k.selectFrom('notify').select('id').where('message', 'like', `%${content}%`).execute();

    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(k);
    try {
      const refused = await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '提醒写不进去的评论' }, { headers: bearer(tokens.alice!) });
      expect(refused.status).toBe(500);
    } finally {
      await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(k);
    }
    expect(await stored('提醒写不进去的评论')).toHaveLength(0);
    expect(await alerted('提醒写不进去的评论')).toHaveLength(0);

    await comment('提醒照常写入的评论');
    expect(await stored('提醒照常写入的评论')).toHaveLength(1);
    expect(await alerted('提醒照常写入的评论')).toHaveLength(1);
    expect((await rows()).map((row) => row.payload).join('')).toContain('提醒照常写入的评论');
  });

  it('留言和友链申请也与提醒同一个事务：发件箱写不进时留言和申请都不留下', async () => {
    await saveSettings({ smtp_password: SMTP_PASSWORD, email_events: ['comment', 'message', 'link'] });
    const k = server.db.kysely;
    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(k);
    try {
      const entry = await post(server, '/api/message/add', { message: '提醒写不进去的留言' }, { headers: bearer(tokens.alice!) });
      expect(entry.status).toBe(500);
      const link = await post(server, '/api/links/add', { site_name: '写不进去的站', site_desc: '一个技术博客', site_avatar: '', url: 'https://failing.example.org/' }, { headers: bearer(tokens.alice!) });
      expect(link.status).toBe(500);
    } finally {
      await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(k);
    }
    expect(await k.selectFrom('message').select('id').where('content', '=', '提醒写不进去的留言').execute()).toHaveLength(0);
    expect(await k.selectFrom('link').select('id').where('site_name', '=', '写不进去的站').execute()).toHaveLength(0);
  });

  it('发件箱：失败的记录显示原因，重试后送达', async () => {
    await saveSettings({ smtp_password: 'wrong' });
    await comment('密码错误时的评论');
    await later(61);
    const failed = resultOf(await get<OutboxPage>(server, '/api/outbox/list?status=failed', admin()));
    expect(failed.total).toBe(1);
    expect(failed.list[0]!.last_error).toContain('登录被拒绝');
    await saveSettings({ smtp_password: SMTP_PASSWORD });
    const retried = await post(server, `/api/outbox/${failed.list[0]!.id}/retry`, {}, admin());
    expect(retried.body.message).toContain('重试');
    await app.outboxSender.run();
    await smtp.waitFor(1);
    expect(resultOf(await get<OutboxPage>(server, '/api/outbox/list?status=sent', admin())).total).toBe(1);
  });
});

/** A local HTTP receiver standing in for each robot's API. */
async function startReceiver() {
  const received: { path: string; body: unknown }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.setHeader('content-type', 'application/json');
      response.end(request.url?.startsWith('/broken') ? '{"errcode":93000,"errmsg":"invalid webhook url"}' : '{"errcode":0,"errmsg":"ok"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

describeEachEngine('Webhook 提醒', (engine) => {
  let app: FastifyInstance;
  const server = useTestServer(engine, { env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' }, extend: (a) => (app = a) });
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const admin = () => ({ headers: bearer(tokens.admin!) });

  beforeAll(async () => {
    receiver = await startReceiver();
    const c = communityFixtures(server.db);
    ids.admin = await c.user('wh_admin', { admin: true });
    ids.bob = await c.user('wh_bob', { nickName: '鲍勃' });
    tokens.admin = await server.tokenFor(ids.admin, 1);
    tokens.bob = await server.tokenFor(ids.bob);
    ids.article = await fixtures(server.db).article({ title: 'Webhook 文章' });
    await call(server, 'PUT', '/api/config/update', { body: { blog_name: '小站', site_url: SITE }, ...admin() });
  });
  afterAll(async () => receiver.close());

  it('每种预设按各自的格式收到新评论；地址里的令牌与密钥从不出现在接口回答里', async () => {
    const presets = ['wecom', 'dingtalk', 'feishu', 'telegram', 'bark', 'serverchan', 'json'] as const;
    const body = {
      smtp_host: '',
      smtp_port: 465,
      smtp_security: 'ssl',
      smtp_user: '',
      from_name: '',
      from_address: '',
      admin_email: '',
      email_events: [],
      merge_seconds: 60,
      webhooks: presets.map((preset) => ({
        name: preset,
        preset,
        url: `${receiver.base}/${preset}?key=TOKEN-${preset}`,
        secret: preset === 'dingtalk' || preset === 'feishu' ? `SECRET-${preset}` : undefined,
        chat_id: preset === 'telegram' ? '10086' : '',
        events: ['comment'],
      })),
    };
    const saved = resultOf(await call<NotifySettingsView>(server, 'PUT', '/api/outbox/settings', { body, ...admin() }));
    const text = JSON.stringify(saved) + JSON.stringify(await get(server, '/api/outbox/settings', admin()));
    expect(text).not.toContain('TOKEN-');
    expect(text).not.toContain('SECRET-');
    expect(saved.webhooks.find((hook) => hook.preset === 'dingtalk')!.has_secret).toBe(true);
    const stored = await server.db.kysely.selectFrom('notify_settings').select('webhooks').executeTakeFirstOrThrow();
    expect(stored.webhooks).not.toContain('TOKEN-');

    await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '给机器人的评论' }, { headers: bearer(tokens.bob!) });
    await app.outboxSender.run();
    const by = (preset: string) => receiver.received.find((item) => item.path.startsWith(`/${preset}`));
    const link = `${SITE}/article?id=${ids.article}#comments-1-${ids.article}`;
    expect(receiver.received).toHaveLength(presets.length);

    const wecom = by('wecom')!.body as { msgtype: string; text: { content: string } };
    expect(wecom.msgtype).toBe('text');
    expect(wecom.text.content).toContain('给机器人的评论');
    expect(wecom.text.content).toContain(link);

    const ding = by('dingtalk')!;
    expect((ding.body as { msgtype: string }).msgtype).toBe('text');
    const dingQuery = new URL(ding.path, receiver.base).searchParams;
    expect(dingQuery.get('key')).toBe('TOKEN-dingtalk');
    expect(dingQuery.get('timestamp')).toMatch(/^\d{13}$/);
    expect(dingQuery.get('sign')).toBeTruthy();

    const feishu = by('feishu')!.body as { msg_type: string; content: { text: string }; timestamp: string; sign: string };
    expect(feishu.msg_type).toBe('text');
    expect(feishu.content.text).toContain('给机器人的评论');
    expect(feishu.timestamp).toMatch(/^\d{10}$/);
    expect(feishu.sign).toBeTruthy();

    const telegram = by('telegram')!.body as { chat_id: string; text: string };
    expect(telegram.chat_id).toBe('10086');
    expect(telegram.text).toContain(link);

    const bark = by('bark')!.body as { title: string; body: string; url: string };
    expect(bark.title).toContain('新评论');
    expect(bark.body).toContain('给机器人的评论');
    expect(bark.url).toBe(link);

    const chan = by('serverchan')!.body as { title: string; desp: string };
    expect(chan.title).toContain('小站');
    expect(chan.desp).toContain('给机器人的评论');

    const generic = by('json')!.body as { kind: string; events: { text: string; url: string }[] };
    expect(generic.kind).toBe('comment');
    expect(generic.events[0]!.url).toBe(link);

    expect((await server.db.kysely.selectFrom('outbox').select('status').execute()).every((row) => row.status === 'sent')).toBe(true);
    const list = JSON.stringify(await get(server, '/api/outbox/list', admin()));
    expect(list).not.toContain('TOKEN-');
  });

  it('测试按钮：对方在 200 里回答错误码时说失败，并引用对方的话', async () => {
    const current = resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin()));
    const body = {
      ...current,
      smtp_password: undefined,
      webhooks: [{ name: '坏的', preset: 'wecom', url: `${receiver.base}/broken`, chat_id: '', events: ['comment'] }],
    };
    const saved = resultOf(await call<NotifySettingsView>(server, 'PUT', '/api/outbox/settings', { body, ...admin() }));
    const report = resultOf(await post<DeliveryReport>(server, `/api/outbox/webhooks/${saved.webhooks[0]!.id}/test`, {}, admin()));
    expect(report.ok).toBe(false);
    expect(report.message).toContain('93000');
    expect(report.message).toContain('invalid webhook url');
  });

  it('不在测试白名单时，指向本机的 Webhook 被出站检查拒绝', async () => {
    const { configureOutbound } = await import('../src/platform/outbound');
    configureOutbound({ allowPrivateForTests: false });
    try {
      const current = resultOf(await get<NotifySettingsView>(server, '/api/outbox/settings', admin()));
      const report = resultOf(await post<DeliveryReport>(server, `/api/outbox/webhooks/${current.webhooks[0]!.id}/test`, {}, admin()));
      expect(report.ok).toBe(false);
      expect(report.message).toContain('本机或内网');
    } finally {
      configureOutbound({ allowPrivateForTests: true });
    }
  });
});
