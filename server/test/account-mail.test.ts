import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { COMMENT_TYPE, FORGOT_PASSWORD_ANSWER, type AccountEmailView, type CommentItem, type LoginResult } from '@blog/contract';
import { setClockOffsetForTests } from '../src/platform/clock';
import { communityFixtures } from './comment-fixtures';
import { fixtures } from './helpers/factory';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { startLocalSmtp, type LocalSmtp, type ReceivedMail } from './helpers/smtpServer';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SITE = 'https://blog.example.com';
const PASSWORD = 'first-pass1';

describeEachEngine('账号邮箱：验证链接与忘记密码', (engine) => {
  let app: FastifyInstance;
  const server = useTestServer(engine, { env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' }, extend: (a) => (app = a) });
  let smtp: LocalSmtp;
  let adminToken = '';

  const login = (username: string, password: string) => post<LoginResult>(server, '/api/user/login', { username, password });
  const register = async (username: string) => resultOf(await post(server, '/api/user/register', { username, password: PASSWORD, password2: PASSWORD, nick_name: '' }));
  /** The site's link in a received mail, pointed at the test server. */
  const linkIn = (mail: ReceivedMail, path: string) => {
    const found = new RegExp(`${SITE}(/api/user/${path}\\?token=[A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
    expect(found, '邮件正文里应当有链接').not.toBeNull();
    expect(mail.parsed.html).toContain(found![0]);
    return { path: found![1]!, token: found![1]!.split('token=')[1]! };
  };
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const page = (path: string) => fetch(`${server.baseUrl}${path}`);
  const sendDue = () => app.outboxSender.run();
  const setEmail = async (token: string, email: string) => call<AccountEmailView>(server, 'PUT', '/api/user/email', { body: { email }, headers: bearer(token) });

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    const c = communityFixtures(server.db);
    const adminId = await c.user('am_admin', { admin: true, nickName: '博主' });
    adminToken = await server.tokenFor(adminId, 1);
    await call(server, 'PUT', '/api/config/update', { body: { blog_name: '小站', site_url: SITE }, headers: bearer(adminToken) });
    resultOf(
      await call(server, 'PUT', '/api/outbox/settings', {
        body: { smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_security: 'none', smtp_user: '', from_name: '小站', from_address: 'noreply@blog.example.com', admin_email: '', email_events: [], merge_seconds: 60, webhooks: [] },
        headers: bearer(adminToken),
      }),
    );
  });

  afterAll(async () => {
    setClockOffsetForTests(0);
    await smtp.close();
  });

  beforeEach(() => {
    setClockOffsetForTests(0);
    smtp.mails.length = 0;
  });

  it('设置邮箱：验证邮件送到，链接打开确认后才绑定，只能用一次；发出后发件箱里不留链接', async () => {
    await register('mail_reader');
    const token = resultOf(await login('mail_reader', PASSWORD)).token;

    const bad = await setEmail(token, '不是邮箱');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('邮箱格式不正确');

    const asked = await setEmail(token, 'Reader@Example.com');
    expect(asked.body.message).toContain('验证邮件已发到 reader@example.com');
    expect(resultOf(asked)).toMatchObject({ email: '', pending_email: 'reader@example.com', mail_enabled: true });

    await sendDue();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['reader@example.com']);
    expect(mail!.parsed.subject).toBe('【小站】验证你的邮箱');
    const link = linkIn(mail!, 'verifyEmail');

    // Opening the link (as a mail scanner would) verifies nothing: it shows a button.
    const confirm = await page(link.path);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('确认验证');
    expect(resultOf(await get<AccountEmailView>(server, '/api/user/email', { headers: bearer(token) })).email).toBe('');

    const done = await form('/api/user/verifyEmail', { token: link.token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('邮箱已验证');
    expect(resultOf(await get<AccountEmailView>(server, '/api/user/email', { headers: bearer(token) }))).toMatchObject({ email: 'reader@example.com', pending_email: '' });

    const again = await form('/api/user/verifyEmail', { token: link.token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('链接无效、已过期或已经用过');

    const rows = await server.db.kysely.selectFrom('outbox').select(['payload', 'status']).where('kind', '=', 'account').execute();
    expect(rows.every((row) => row.status === 'sent' && !row.payload.includes(link.token))).toBe(true);
  });

  it('验证链接 24 小时后失效，邮箱不变；新申请让旧链接作废', async () => {
    await register('mail_late');
    const token = resultOf(await login('mail_late', PASSWORD)).token;
    resultOf(await setEmail(token, 'first@example.com'));
    resultOf(await setEmail(token, 'second@example.com'));
    await sendDue();
    const mails = await smtp.waitFor(2);
    const first = linkIn(mails.find((m) => m.to[0] === 'first@example.com')!, 'verifyEmail');
    const second = linkIn(mails.find((m) => m.to[0] === 'second@example.com')!, 'verifyEmail');

    expect((await post(server, '/api/user/verifyEmail', { token: first.token })).body.message).toBe('链接无效、已过期或已经用过，请重新申请');
    setClockOffsetForTests(24 * 3_600_000 + 60_000);
    expect((await post(server, '/api/user/verifyEmail', { token: second.token })).body.code).not.toBe(0);
    setClockOffsetForTests(0);
    expect(resultOf(await get<AccountEmailView>(server, '/api/user/email', { headers: bearer(token) })).email).toBe('');
  });

  it('忘记密码：回答与账号是否存在无关；链接设置新密码、退出所有登录、只能用一次、30 分钟后失效', async () => {
    await register('mail_forget');
    const oldSession = resultOf(await login('mail_forget', PASSWORD)).token;
    resultOf(await setEmail(oldSession, 'forget@example.com'));
    await sendDue();
    const verifyLink = linkIn((await smtp.waitFor(1))[0]!, 'verifyEmail');
    resultOf(await post(server, '/api/user/verifyEmail', { token: verifyLink.token }));
    smtp.mails.length = 0;

    const known = await post(server, '/api/user/forgotPassword', { account: 'mail_forget' });
    const unknown = await post(server, '/api/user/forgotPassword', { account: 'nobody_here' });
    const unknownAddress = await post(server, '/api/user/forgotPassword', { account: 'nobody@example.com' });
    const noEmail = await post(server, '/api/user/forgotPassword', { account: 'mail_reader_none' });
    for (const answer of [known, unknown, unknownAddress, noEmail]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, message: FORGOT_PASSWORD_ANSWER, result: null });
    }
    expect((await post(server, '/api/user/forgotPassword', { account: '' })).status).toBe(400);

    await sendDue();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.to).toEqual(['forget@example.com']);
    expect(mail!.parsed.subject).toBe('【小站】重置密码');
    const link = linkIn(mail!, 'resetPassword');

    const formPage = await page(link.path);
    expect(formPage.status).toBe(200);
    expect(await formPage.text()).toContain('设置新密码');

    const mismatch = await form('/api/user/resetPassword', { token: link.token, password1: 'new-pass22', password2: 'new-pass23' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('两次密码不一致');
    expect((await login('mail_forget', PASSWORD)).body.code).toBe(0);

    const done = await form('/api/user/resetPassword', { token: link.token, password1: 'new-pass22', password2: 'new-pass22' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('密码已重置');
    expect((await get(server, '/api/user/email', { headers: bearer(oldSession) })).status).toBe(401);
    expect((await login('mail_forget', PASSWORD)).body.code).not.toBe(0);
    expect(resultOf(await login('mail_forget', 'new-pass22')).token).toBeTruthy();

    const reused = await form('/api/user/resetPassword', { token: link.token, password1: 'other-pass3', password2: 'other-pass3' });
    expect(reused.status).toBe(400);
    expect((await login('mail_forget', 'other-pass3')).body.code).not.toBe(0);

    // By the verified address this time; the link is too old after 30 minutes.
    resultOf(await post(server, '/api/user/forgotPassword', { account: 'Forget@Example.com' }));
    await sendDue();
    const late = linkIn((await smtp.waitFor(2))[1]!, 'resetPassword');
    setClockOffsetForTests(31 * 60_000);
    expect((await page(late.path)).status).toBe(400);
    const expired = await post(server, '/api/user/resetPassword', { token: late.token, password1: 'late-pass44', password2: 'late-pass44' });
    expect(expired.body.message).toBe('链接无效、已过期或已经用过，请重新申请');
    setClockOffsetForTests(0);
    expect((await login('mail_forget', 'new-pass22')).body.code).toBe(0);
  });

  it('回复邮件：回复已验证邮箱的用户时发到，链接指向那篇文章的评论区；一键退订后不再发', async () => {
    await register('reply_owner');
    await register('reply_other');
    const owner = resultOf(await login('reply_owner', PASSWORD)).token;
    const other = resultOf(await login('reply_other', PASSWORD)).token;
    resultOf(await setEmail(owner, 'owner@example.com'));
    await sendDue();
    resultOf(await post(server, '/api/user/verifyEmail', { token: linkIn((await smtp.waitFor(1))[0]!, 'verifyEmail').token }));
    smtp.mails.length = 0;
    const articleId = await fixtures(server.db).article({ title: '回复邮件测试' });

    const top = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: articleId, content: '我的评论' }, { headers: bearer(owner) }));
    // The owner answering their own comment is not mailed; the other's answer to theirs is.
    resultOf(await post(server, '/api/comment/apply', { parent_id: top.id, content: '自己补充一句' }, { headers: bearer(owner) }));
    resultOf(await post(server, '/api/comment/apply', { parent_id: top.id, reply_id: top.id, content: '说得好 <b>不是标签</b>' }, { headers: bearer(other) }));
    await sendDue();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail!.to).toEqual(['owner@example.com']);
    expect(mail!.parsed.subject).toBe('【小站】有人回复了你');
    expect(mail!.parsed.text).toContain('reply_other 在文章《回复邮件测试》下回复了你');
    expect(mail!.parsed.text).toContain(`${SITE}/article?id=${articleId}#comments-${COMMENT_TYPE.article}-${articleId}`);
    expect(mail!.parsed.html).toContain(`${SITE}/article?id=${articleId}#comments-${COMMENT_TYPE.article}-${articleId}`);
    expect(mail!.parsed.html).not.toContain('<b>不是标签</b>');
    const header = String(mail!.parsed.headers.get('list-unsubscribe') ?? JSON.stringify(mail!.parsed.headers.get('list-unsubscribe')));
    const unsubscribe = /https:\/\/blog\.example\.com(\/api\/user\/unsubscribe\?[^\s>"]+)/.exec(mail!.raw.replace(/=\r?\n/g, ''))?.[1]?.replace(/&amp;/g, '&');
    expect(unsubscribe, header).toBeTruthy();
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    const forged = await fetch(`${server.baseUrl}${unsubscribe!.replace(/user=\d+/, 'user=1')}`, { method: 'POST' });
    expect(forged.status).toBe(400);
    expect((await page(unsubscribe!)).status).toBe(200);
    const done = await fetch(`${server.baseUrl}${unsubscribe!}`, { method: 'POST' });
    expect(await done.text()).toContain('已退订');
    expect(resultOf(await get<AccountEmailView>(server, '/api/user/email', { headers: bearer(owner) })).prefs).toEqual({ reply: false, link: true });

    resultOf(await post(server, '/api/comment/apply', { parent_id: top.id, reply_id: top.id, content: '又一条回复' }, { headers: bearer(other) }));
    await sendDue();
    expect(smtp.mails).toHaveLength(1);
    // 通知设置 turns it back on.
    resultOf(await call(server, 'PUT', '/api/user/mailPrefs', { body: { reply: true, link: true }, headers: bearer(owner) }));
    resultOf(await post(server, '/api/comment/apply', { parent_id: top.id, reply_id: top.id, content: '第三条回复' }, { headers: bearer(other) }));
    await sendDue();
    expect((await smtp.waitFor(2))[1]!.parsed.text).toContain('第三条回复');
  });

  it('友链审核结果：通过后发到申请人的已验证邮箱，链接指向友链页', async () => {
    // Registration allows 5 accounts an hour per address: this one is made directly.
    const owner = await server.tokenFor(await communityFixtures(server.db).user('link_owner'));
    resultOf(await setEmail(owner, 'links@example.com'));
    await sendDue();
    resultOf(await post(server, '/api/user/verifyEmail', { token: linkIn((await smtp.waitFor(1))[0]!, 'verifyEmail').token }));
    smtp.mails.length = 0;
    const mine = resultOf(
      await post<{ id: number }>(server, '/api/links/add', { site_name: '邮件站', site_desc: '一个会收信的站', site_avatar: 'https://img.example.com/a.png', url: 'https://mail-site.example.org/' }, { headers: bearer(owner) }),
    );
    resultOf(await call(server, 'PUT', `/api/links/approve/${mine.id}`, { headers: bearer(adminToken) }));
    await sendDue();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['links@example.com']);
    expect(mail!.parsed.subject).toBe('【小站】你的友链申请有结果了');
    expect(mail!.parsed.text).toContain('你的友链申请「邮件站」已通过审核');
    expect(mail!.parsed.text).toContain(`${SITE}/link/list`);
  });
});
