import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { COMMENT_TYPE, GUEST_COMMENT_TEXT, type CaptchaChallenge, type CommentItem, type PageResult, type ParentComment } from '@blog/contract';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine, sqliteEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** 120.24.78.68 is in 广东 in the bundled database, 8.8.8.8 in 美国. */
const GUANGDONG = '120.24.78.68';

async function solvedCaptcha(server: TestServer): Promise<string> {
  const challenge = resultOf(await get<CaptchaChallenge>(server, '/api/captcha/challenge'));
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('验证题无解');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function setSwitches(server: TestServer, values: Record<string, number>): Promise<void> {
  // The config row exists once anything was saved; the fixtures' site has none yet.
  const row = await server.db.kysely.selectFrom('site_config').select('id').executeTakeFirst();
  if (row) await server.db.kysely.updateTable('site_config').set(values).where('id', '=', row.id).execute();
  else await server.db.kysely.insertInto('site_config').values({ blog_name: '测试', blog_avatar: '', avatar_bg: '', personal_say: '', blog_notice: '', qq_link: '', we_chat_link: '', github_link: '', git_ee_link: '', bilibili_link: '', created_at: new Date().toISOString(), updated_at: new Date().toISOString(), ...values }).execute();
}

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]!;

describeEachEngine('游客评论、人机验证与 IP 属地', (engine) => {
  const server = useTestServer(engine);
  const state: { article: number; admin: string; alice: string } = { article: 0, admin: '', alice: '' };

  const parents = async (headers: Record<string, string> = {}) =>
    resultOf(await post<PageResult<ParentComment>>(server, '/api/comment/frontGetParentComment', { type: COMMENT_TYPE.article, for_id: state.article, current: 1, size: 20 }, { headers })).list;

  it('默认关闭：未登录评论 401「请先登录」，什么也没存', async () => {
    const c = communityFixtures(server.db);
    state.admin = await server.tokenFor(await c.user('gc_admin', { admin: true, nickName: '博主' }), 1);
    state.alice = await server.tokenFor(await c.user('gc_alice', { nickName: '爱丽丝' }));
    state.article = await fixtures(server.db).article({ title: '游客评论测试' });
    const response = await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: state.article, content: '路过', guest_name: '路人甲' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('请先登录');
    expect(await server.db.kysely.selectFrom('comment').select('id').execute()).toEqual([]);
  });

  it('登录用户的评论带 IP 属地（X-Forwarded-For 在 TRUST_PROXY 下采信），只存属地不存地址', async () => {
    const item = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: state.article, content: '来自广东' }, { headers: { ...bearer(state.alice), 'x-forwarded-for': GUANGDONG } }));
    expect(item.ipAddress).toBe('广东');
    const abroad = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: state.article, content: '来自国外' }, { headers: { ...bearer(state.alice), 'x-forwarded-for': '8.8.8.8' } }));
    expect(abroad.ipAddress).toBe('美国');
    const rows = await server.db.kysely.selectFrom('comment').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(GUANGDONG);
    expect(rows.map((r) => r.ip_region).sort()).toEqual(['广东', '美国']);
    expect((await parents()).map((p) => p.ipAddress)).toEqual(['美国', '广东']);
  });

  it('关掉 IP 属地：新评论显示「未知」', async () => {
    await setSwitches(server, { ip_region_enabled: 0 });
    const item = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: state.article, content: '不显示属地' }, { headers: { ...bearer(state.alice), 'x-forwarded-for': GUANGDONG } }));
    expect(item.ipAddress).toBe('未知');
    await setSwitches(server, { ip_region_enabled: 1 });
  });

  it('开启游客评论：要人机验证，缺少、错误、重复使用都 400 且不存', async () => {
    await setSwitches(server, { guest_comment_enabled: 1 });
    const body = { type: COMMENT_TYPE.article, for_id: state.article, content: '游客的评论', guest_name: '路人甲' };
    const before = (await server.db.kysely.selectFrom('comment').select('id').execute()).length;
    const missing = await post(server, '/api/comment/add', body);
    expect([missing.status, missing.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaMissing]);
    const solved = await solvedCaptcha(server);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, number: Number(decoded.number) + 1 })).toString('base64');
    const bad = await post(server, '/api/comment/add', { ...body, altcha: forged });
    expect([bad.status, bad.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaInvalid]);
    const garbage = await post(server, '/api/comment/add', { ...body, altcha: 'not-a-solution' });
    expect([garbage.status, garbage.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaInvalid]);
    expect(resultOf(await post<CommentItem>(server, '/api/comment/add', { ...body, altcha: solved })).pending).toBe(true);
    const replay = await post(server, '/api/comment/add', { ...body, altcha: solved });
    expect([replay.status, replay.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaReplayed]);
    expect((await server.db.kysely.selectFrom('comment').select('id').execute()).length).toBe(before + 1);
  });

  it('游客评论待审核：只有写它的浏览器看得到；通过后所有人可见，邮箱从不公开', async () => {
    const body = { type: COMMENT_TYPE.article, for_id: state.article, content: '请审核我', guest_name: '小王', guest_email: 'wang@example.com', guest_url: 'https://wang.example.com' };
    const response = await post<CommentItem>(server, '/api/comment/add', { ...body, altcha: await solvedCaptcha(server) }, { headers: { 'x-forwarded-for': GUANGDONG } });
    const item = resultOf(response);
    expect(response.body.message).toBe(GUEST_COMMENT_TEXT.pending);
    expect(item).toMatchObject({ from_name: '小王', from_url: 'https://wang.example.com', ipAddress: '广东', pending: true });
    const cookie = cookieOf(response.headers);
    expect(cookie).toMatch(/^guest_token=/);
    expect(response.headers.get('set-cookie')).toContain('HttpOnly');

    expect((await parents()).some((p) => p.id === item.id)).toBe(false);
    expect((await parents(bearer(state.alice))).some((p) => p.id === item.id)).toBe(false);
    const mine = await parents({ cookie });
    expect(mine.find((p) => p.id === item.id)).toMatchObject({ from_name: '小王', pending: true });
    expect(resultOf(await post<number>(server, '/api/comment/getCommentTotal', { type: COMMENT_TYPE.article, for_id: state.article }))).toBe(3);

    const queue = resultOf(await post<PageResult<{ id: number; status: number; guest_name: string; guest_email: string }>>(server, '/api/comment/getAdminCommentList', { current: 1, size: 10, status: 3 }, { headers: bearer(state.admin) }));
    expect(queue.list.map((r) => [r.guest_name, r.guest_email, r.status])).toEqual([['小王', 'wang@example.com', 3], ['路人甲', '', 3]]);
    const approved = await call(server, 'PUT', '/api/comment/batchStatus', { headers: bearer(state.admin), body: { ids: queue.list.map((r) => r.id), status: 1 } });
    expect(approved.status).toBe(200);

    const everyone = await parents();
    expect(everyone.find((p) => p.id === item.id)).toMatchObject({ from_name: '小王', pending: false, ipAddress: '广东' });
    expect(JSON.stringify(everyone)).not.toContain('wang@example.com');
    // No third-party avatar unless the blogger turns it on.
    expect(JSON.stringify(everyone)).not.toContain('cravatar');
    await setSwitches(server, { guest_avatar_enabled: 1 });
    expect(everyone.length).toBeGreaterThan(0);
    expect((await parents()).find((p) => p.id === item.id)!.from_avatar).toMatch(/^https:\/\/cravatar\.cn\/avatar\/[0-9a-f]{32}/);
    await setSwitches(server, { guest_avatar_enabled: 0 });
  });

  it('游客回复：回复 @ 游客的昵称；博主选择直接显示时立即对所有人可见', async () => {
    await setSwitches(server, { guest_comment_review: 0 });
    const guestParent = (await parents()).find((p) => p.from_name === '小王')!;
    const reply = resultOf(
      await post<CommentItem>(server, '/api/comment/apply', { parent_id: guestParent.id, content: '我也是游客', guest_name: '小李', altcha: await solvedCaptcha(server) }),
    );
    expect(reply).toMatchObject({ from_name: '小李', to_name: '小王', pending: false });
    const byAlice = resultOf(await post<CommentItem>(server, '/api/comment/apply', { parent_id: guestParent.id, reply_id: reply.id, content: '欢迎' }, { headers: bearer(state.alice) }));
    expect(byAlice.to_name).toBe('小李');
    expect((await parents()).find((p) => p.id === guestParent.id)!.replies.map((r) => r.from_name)).toEqual(['小李', '爱丽丝']);
    await setSwitches(server, { guest_comment_review: 1 });
  });

  it('游客昵称经过敏感词过滤；昵称必填；邮箱、网址格式不对 400', async () => {
    const saved = await call(server, 'PUT', '/api/sensitive/admin/save', {
      headers: bearer(state.admin),
      body: { words: ['坏词'], policy: { comment: 'mask', message: 'mask', chat: 'mask', nickname: 'refuse', link: 'refuse' } },
    });
    expect(saved.status).toBe(200);
    const body = { type: COMMENT_TYPE.article, for_id: state.article, content: '正常内容' };
    const refused = await post(server, '/api/comment/add', { ...body, guest_name: '我是坏词', altcha: await solvedCaptcha(server) });
    expect(refused.body.message).toBe('昵称包含敏感词，请换一个');
    const noName = await post(server, '/api/comment/add', { ...body, altcha: await solvedCaptcha(server) });
    expect([noName.status, noName.body.message]).toEqual([400, GUEST_COMMENT_TEXT.nameMissing]);
    const badMail = await post(server, '/api/comment/add', { ...body, guest_name: '小赵', guest_email: 'not-mail' });
    expect([badMail.status, badMail.body.message]).toEqual([400, GUEST_COMMENT_TEXT.emailInvalid]);
    const badUrl = await post(server, '/api/comment/add', { ...body, guest_name: '小赵', guest_url: 'javascript:alert(1)' });
    expect([badUrl.status, badUrl.body.message]).toEqual([400, GUEST_COMMENT_TEXT.urlInvalid]);
    expect((await server.db.kysely.selectFrom('comment').select('guest_name').where('guest_name', '=', '我是坏词').execute())).toEqual([]);
  });

  it('过期的登录不会悄悄变成游客评论', async () => {
    const response = await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: state.article, content: 'x', guest_name: '小赵' }, { headers: bearer('expired.token.here') });
    expect(response.status).toBe(401);
  });

  it('留言板：游客留言的人机验证默认关闭（原版客户端照常能留言），开启后要验证；留言带 IP 属地', async () => {
    const entry = { message: '游客留言', nick_name: '过客' };
    expect(resultOf(await post<{ ipAddress: string }>(server, '/api/message/add', entry, { headers: { 'x-forwarded-for': GUANGDONG } })).ipAddress).toBe('广东');
    await setSwitches(server, { captcha_guest_message: 1 });
    const missing = await post(server, '/api/message/add', entry, { headers: { 'x-forwarded-for': '8.8.8.8' } });
    expect([missing.status, missing.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaMissing]);
    const item = resultOf(await post<{ ipAddress: string }>(server, '/api/message/add', { ...entry, altcha: await solvedCaptcha(server) }, { headers: { 'x-forwarded-for': '8.8.8.8' } }));
    expect(item.ipAddress).toBe('美国');
    await setSwitches(server, { captcha_guest_message: 0 });
  });

  it('注册的人机验证默认关闭，开启后没有验证 400', async () => {
    expect((await post(server, '/api/user/register', { username: 'gc_new1', password: 'abc12345x' })).status).toBe(200);
    await setSwitches(server, { captcha_register: 1 });
    const refused = await post(server, '/api/user/register', { username: 'gc_new2', password: 'abc12345x' });
    expect([refused.status, refused.body.message]).toEqual([400, GUEST_COMMENT_TEXT.captchaMissing]);
    expect((await post(server, '/api/user/register', { username: 'gc_new2', password: 'abc12345x', altcha: await solvedCaptcha(server) })).status).toBe(200);
  });
});

describe('不信任代理时（TRUST_PROXY 未设置）', () => {
  const server = useTestServer(sqliteEngine, { trustProxy: 'false' });

  it('X-Forwarded-For 不被采信：属地按连接地址（本机，未知）', async () => {
    const c = communityFixtures(server.db);
    const token = await server.tokenFor(await c.user('gc_bob', { nickName: '鲍勃' }));
    const article = await fixtures(server.db).article({ title: '代理测试' });
    const item = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: article, content: '伪造地址' }, { headers: { ...bearer(token), 'x-forwarded-for': GUANGDONG } }));
    expect(item.ipAddress).toBe('未知');
  });
});
