import { beforeAll, expect, it } from 'vitest';
import {
  LINK_MESSAGES,
  LINK_NOTIFY_TYPE,
  LINK_STATUS,
  LINK_TEXT,
  USER_ROLE,
  type AdminLinkItem,
  type LinkItem,
  type OwnLink,
  type PageResult,
} from '@blog/contract';
import { LINK_WRITE_LIMITS } from '../src/modules/links/routes';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { bearer, freshIp, fromIp } from './helpers/accounts';
import { call, get, post, put, resultOf, type CallOptions } from './helpers/http';
import { useTestServer } from './helpers/server';

const application = (name: string) => ({
  site_name: name,
  site_desc: `${name}的技术博客`,
  site_avatar: 'https://img.example.com/avatar.png',
  url: `https://${encodeURIComponent(name.toLowerCase())}.example.org/`,
});

describeEachEngine('友链', (engine) => {
  const server = useTestServer(engine);
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  /** Each user speaks from their own address, so the per-address limit of one test stays out of others. */
  const as = (who: string): CallOptions['headers'] => ({ ...bearer(tokens[who]!), ...fromIp(`10.9.0.${ids[who]! % 250}`) });

  beforeAll(async () => {
    const f = fixtures(server.db);
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'gina', 'hank', 'boss']) {
      ids[name] = await f.user(`link_${name}`);
      tokens[name] = await server.tokenFor(ids[name]!);
    }
    await server.db.kysely.updateTable('user').set({ role: USER_ROLE.admin }).where('id', '=', ids.boss!).execute();
  });

  const listed = async () => resultOf(await post<PageResult<LinkItem>>(server, '/api/links/getLinksList', { current: 1, size: 50 }));
  const linkCount = async () => Number((await server.db.kysely.selectFrom('link').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const ownLink = async (who: string) => resultOf(await get<OwnLink | null>(server, '/api/links/getOwnLink', { headers: as(who) }));
  const notificationsOf = (userId: number) =>
    server.db.kysely.selectFrom('notify').select(['type', 'to_id', 'message']).where('user_id', '=', userId).orderBy('id').execute();
  const apply = (who: string, body: unknown) => post<OwnLink>(server, '/api/links/add', body, { headers: as(who) });
  const update = (who: string, body: unknown) => post<OwnLink>(server, '/api/links/frontUpdate', body, { headers: as(who) });

  it('游客申请 → 401「请先登录」，也看不到自己的申请', async () => {
    const response = await post(server, '/api/links/add', application('游客站'));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 401, message: '请先登录', result: null });
    expect((await get(server, '/api/links/getOwnLink')).status).toBe(401);
    expect(await linkCount()).toBe(0);
  });

  it('不合格的申请 → 400 和中文原因（名称、描述太长 code 100），什么都不写入', async () => {
    const good = application('合格站');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, url: 'not a url' }, LINK_MESSAGES.urlInvalid],
      [{ ...good, url: 'javascript:alert(1)' }, LINK_MESSAGES.urlInvalid],
      [{ ...good, url: 'JavaScript://example.com/%0Aalert(1)' }, LINK_MESSAGES.urlInvalid],
      [{ ...good, url: 'data:text/html,<script>alert(1)</script>' }, LINK_MESSAGES.urlInvalid],
      [{ ...good, url: 'ftp://files.example.com' }, LINK_MESSAGES.urlInvalid],
      [{ ...good, url: `https://example.com/${'a'.repeat(240)}` }, LINK_MESSAGES.urlLength],
      [{ ...good, url: '' }, LINK_MESSAGES.urlRequired],
      [{ ...good, site_name: '   ' }, LINK_MESSAGES.siteNameRequired],
      [{ ...good, site_desc: undefined }, LINK_MESSAGES.siteDescRequired],
      [{ ...good, site_avatar: 'javascript:alert(1)' }, LINK_MESSAGES.avatarInvalid],
      [{ ...good, site_avatar: '/uploads/img/../../secrets.webp' }, LINK_MESSAGES.avatarInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await apply('carol', body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    // Longer than our limits: the original client's form lets them through, so they are told as code 100.
    for (const [body, message] of [
      [{ ...good, site_name: '名'.repeat(21) }, LINK_MESSAGES.siteNameLength],
      [{ ...good, site_desc: '述'.repeat(61) }, LINK_MESSAGES.siteDescLength],
    ] as const) {
      const response = await apply('carol', body);
      expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { code: 100, message, result: null } });
    }
    expect(await linkCount()).toBe(0);
    expect(await ownLink('carol')).toBeNull();
  });

  it('申请后待审核：不出现在列表里，自己能看到状态；名字正好 20 字、本站上传的头像都可以', async () => {
    const body = { ...application('爱丽丝'), site_name: '爱'.repeat(20), site_avatar: `/uploads/img/${'a'.repeat(64)}.webp` };
    const response = await apply('alice', { ...body, site_name: `  ${body.site_name} ` });
    expect(response.body.code).toBe(0);
    expect(response.body.message).toBe(LINK_TEXT.applied);
    expect(response.body.result).toMatchObject({ ...body, status: LINK_STATUS.pending });
    expect((await listed()).list.map((l) => l.site_name)).not.toContain(body.site_name);
    expect(await ownLink('alice')).toMatchObject({ ...body, status: LINK_STATUS.pending });
  });

  it('同一个人再申请 → 新内容替换待审核的那一份（仍是一条、同一个编号），博主收到提醒；内容相同不变', async () => {
    const first = (await ownLink('alice'))!;
    const response = await apply('alice', application('第二个站'));
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    expect(response.body.message).toBe(LINK_TEXT.replacedPending);
    expect(response.body.result).toMatchObject({ ...application('第二个站'), id: first.id, status: LINK_STATUS.pending });
    const rows = await server.db.kysely.selectFrom('link').select(['id', 'site_name', 'status']).where('user_id', '=', ids.alice!).execute();
    expect(rows).toEqual([{ id: first.id, site_name: '第二个站', status: LINK_STATUS.pending }]);
    expect((await notificationsOf(ids.boss!)).map((n) => n.message).join('\n')).toContain('第二个站');

    const same = await apply('alice', application('第二个站'));
    expect(same.body).toMatchObject({ code: 0, message: LINK_TEXT.unchanged });
    expect(await ownLink('alice')).toEqual(response.body.result);
  });

  it('同一个人同时提交 5 次申请，只留下一条，每次都有答复', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => apply('dave', application(`并发${i}`))));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(answers.filter((a) => a.body.message === LINK_TEXT.applied)).toHaveLength(1);
    const rows = await server.db.kysely.selectFrom('link').select('site_name').where('user_id', '=', ids.dave!).execute();
    expect(rows).toHaveLength(1);
    expect(answers.map((a) => a.body.result?.site_name)).toContain(rows[0]!.site_name);
  });

  it('审核只有管理员能做：游客 401，普通用户 403，申请保持待审核', async () => {
    const mine = (await ownLink('alice'))!;
    expect((await put(server, `/api/links/approve/${mine.id}`)).status).toBe(401);
    const byUser = await put(server, `/api/links/approve/${mine.id}`, { headers: as('bob') });
    expect(byUser.status).toBe(403);
    expect(byUser.body.message).toBe('权限不足');
    expect((await put(server, `/api/links/reject/${mine.id}`, { headers: as('alice') })).status).toBe(403);
    expect((await post(server, '/api/links/adminGetLinksList', { current: 1, size: 10 }, { headers: as('bob') })).status).toBe(403);
    expect((await ownLink('alice'))?.status).toBe(LINK_STATUS.pending);
    expect(await notificationsOf(ids.alice!)).toEqual([]);
  });

  it('管理员看到待审核的申请；通过后出现在列表里，并通知申请人一次', async () => {
    const mine = (await ownLink('alice'))!;
    const pending = resultOf(await post<PageResult<AdminLinkItem>>(server, '/api/links/adminGetLinksList', { current: 1, size: 10, status: 1 }, { headers: as('boss') }));
    expect(pending.list).toContainEqual(expect.objectContaining({ id: mine.id, user_id: ids.alice, nick_name: 'link_alice', status: LINK_STATUS.pending }));

    const approved = await put(server, `/api/links/approve/${mine.id}`, { headers: as('boss') });
    expect(approved.body).toEqual({ code: 0, message: LINK_TEXT.approved, result: null });
    expect((await listed()).list).toContainEqual({ id: mine.id, site_name: mine.site_name, site_desc: mine.site_desc, site_avatar: mine.site_avatar, url: mine.url, user_id: ids.alice });
    expect((await ownLink('alice'))?.status).toBe(LINK_STATUS.approved);
    const notes = await notificationsOf(ids.alice!);
    expect(notes).toEqual([{ type: LINK_NOTIFY_TYPE, to_id: null, message: expect.stringContaining(`「${mine.site_name}」已通过审核`) }]);

    const again = await put(server, `/api/links/approve/${mine.id}`, { headers: as('boss') });
    expect(again.body.message).toBe(LINK_TEXT.alreadyApproved);
    expect(await notificationsOf(ids.alice!)).toHaveLength(1);
    expect((await put(server, '/api/links/approve/999999', { headers: as('boss') })).body).toEqual({ code: 100, message: LINK_TEXT.missing, result: null });
  });

  it('申请人修改已通过的友链 → 回到待审核并离开列表；内容不变则保持原状', async () => {
    const before = (await ownLink('alice'))!;
    const same = await update('alice', { site_name: before.site_name, site_desc: before.site_desc, site_avatar: before.site_avatar, url: before.url });
    expect(same.body.message).toBe(LINK_TEXT.unchanged);
    expect((await ownLink('alice'))?.status).toBe(LINK_STATUS.approved);

    const changed = { ...application('新名字'), id: before.id };
    const response = await update('alice', changed);
    expect(response.body.code).toBe(0);
    expect(response.body.message).toBe(LINK_TEXT.updatedBackToPending);
    expect(await ownLink('alice')).toMatchObject({ id: before.id, site_name: '新名字', status: LINK_STATUS.pending });
    expect((await listed()).list.map((l) => l.id)).not.toContain(before.id);
  });

  it('只能修改自己的申请：带别人的 id → code 100 且对方不变；没申请过 → 提示先申请；不合格的修改 → 400', async () => {
    const alices = (await ownLink('alice'))!;
    resultOf(await apply('bob', application('鲍勃')));
    const foreign = await update('bob', { ...application('冒名顶替'), id: alices.id });
    expect(foreign.body).toEqual({ code: 100, message: LINK_TEXT.notYours, result: null });
    expect(await ownLink('alice')).toEqual(alices);
    expect((await ownLink('bob'))?.site_name).toBe('鲍勃');

    expect((await update('erin', application('没申请'))).body).toEqual({ code: 100, message: LINK_TEXT.noApplication, result: null });
    const bad = await update('bob', { ...application('鲍勃'), url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await ownLink('bob'))?.url).toBe(application('鲍勃').url);
    expect((await post(server, '/api/links/frontUpdate', application('游客'))).status).toBe(401);
  });

  it('拒绝删除申请并通知申请人（名字里的尖括号不会变成标记），之后可以重新申请', async () => {
    resultOf(await apply('frank', { ...application('x'), site_name: '<b>粗体站</b>' }));
    const franks = (await ownLink('frank'))!;
    const rejected = await call(server, 'PUT', `/api/links/reject/${franks.id}`, { headers: as('boss'), body: { reason: '网站暂时打不开' } });
    expect(rejected.body).toEqual({ code: 0, message: LINK_TEXT.rejected, result: null });
    expect(await ownLink('frank')).toBeNull();
    const [note] = await notificationsOf(ids.frank!);
    expect(note?.type).toBe(LINK_NOTIFY_TYPE);
    expect(note?.message).toContain('「＜b＞粗体站＜/b＞」没有通过审核，理由：网站暂时打不开');
    expect(note?.message).not.toMatch(/[<>]/);
    expect((await apply('frank', application('重新申请'))).body.message).toBe(LINK_TEXT.applied);
  });

  it('名字和理由里的 &lt; &gt; 实体进通知前也变成全角的 ＆，抽屉不会把它们还原成标记', async () => {
    resultOf(await apply('hank', { ...application('x'), site_name: '&lt;img src=//e&gt;' }));
    const hanks = (await ownLink('hank'))!;
    await call(server, 'PUT', `/api/links/reject/${hanks.id}`, { headers: as('boss'), body: { reason: '&lt;h1&gt;不行' } });
    const [note] = await notificationsOf(ids.hank!);
    expect(note?.message).toContain('「＆lt;img src=//e＆gt;」没有通过审核，理由：＆lt;h1＆gt;不行');
    expect(note?.message).not.toMatch(/[<>&]/);
  });

  it('列表只含已通过的，按加入时间从早到晚分页', async () => {
    const stamp = (day: number) => `2023-0${day}-01T00:00:00.000Z`;
    const rows = [
      { site_name: '三月站', created_at: stamp(3), status: LINK_STATUS.approved },
      { site_name: '一月站', created_at: stamp(1), status: LINK_STATUS.approved },
      { site_name: '二月待审', created_at: stamp(2), status: LINK_STATUS.pending },
      { site_name: '二月站', created_at: stamp(2), status: LINK_STATUS.approved },
    ];
    await server.db.kysely
      .insertInto('link')
      .values(rows.map((r) => ({ ...r, site_desc: '', site_avatar: '', url: 'https://x.example.com', user_id: null, updated_at: r.created_at })))
      .execute();
    const all = await listed();
    const approvedTotal = Number(
      (await server.db.kysely.selectFrom('link').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', LINK_STATUS.approved).executeTakeFirstOrThrow()).n,
    );
    expect(all.total).toBe(approvedTotal);
    expect(all.list.slice(0, 3).map((l) => l.site_name)).toEqual(['一月站', '二月站', '三月站']);
    expect(all.list.map((l) => l.site_name)).not.toContain('二月待审');
    const second = resultOf(await post<PageResult<LinkItem>>(server, '/api/links/getLinksList', { current: 2, size: 2 }));
    expect(second).toMatchObject({ current: 2, size: 2, total: approvedTotal });
    expect(second.list[0]?.site_name).toBe('三月站');
    expect((await post(server, '/api/links/getLinksList', { current: 0, size: 10 })).status).toBe(400);
  });

  it(`申请和修改有频率限制：同一用户 10 分钟内合格的第 ${LINK_WRITE_LIMITS.perUser.max + 1} 次 → 429`, async () => {
    const headers = { ...bearer(tokens.gina!), ...fromIp(freshIp()) };
    for (let i = 0; i < LINK_WRITE_LIMITS.perUser.max; i++) {
      expect((await post(server, '/api/links/frontUpdate', application('限流'), { headers })).status).toBe(200);
    }
    const blocked = await post(server, '/api/links/add', application('限流'), { headers });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ownLink('gina')).toBeNull();
  });
});
