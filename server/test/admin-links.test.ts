import { beforeAll, expect, it } from 'vitest';
import { LINK_ADMIN_MESSAGES, LINK_STATUS, type AdminLinkBoard, type LinkItem, type PageResult } from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, post, put, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';

const fields = (name: string) => ({
  site_name: name,
  site_desc: `${name}的小站`,
  site_avatar: 'https://img.example.com/a.png',
  url: `https://${name.toLowerCase()}.example.org/`,
});

const snapshot = (server: TestServer) =>
  server.db.kysely.selectFrom('link').select(['id', 'site_name', 'site_desc', 'site_avatar', 'url', 'status', 'sort', 'updated_at']).orderBy('id').execute();

describeEachEngine('后台：友链', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const applicants: Record<string, { id: number; token: string; link: number }> = {};

  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const board = async () => resultOf(await get<AdminLinkBoard>(server, '/api/links/adminAll', auth()));
  const visitorNames = async () => resultOf(await post<PageResult<LinkItem>>(server, '/api/links/getLinksList', { current: 1, size: 50 })).list.map((l) => l.site_name);
  const approve = (id: number) => put(server, `/api/links/approve/${id}`, auth());
  const sort = (ids: unknown) => put(server, '/api/links/adminSort', { ...auth(), body: { ids } });

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'linkadm');
    const f = fixtures(server.db);
    // Applied in this order: Alpha, Beta, Gamma, Delta.
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      const id = await f.user(`la_${name.toLowerCase()}`);
      const token = await server.tokenFor(id);
      const applied = await post<{ id: number }>(server, '/api/links/add', fields(name), { headers: { ...bearer(token), 'x-forwarded-for': `10.77.0.${id % 250}` } });
      applicants[name] = { id, token, link: resultOf(applied).id };
    }
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    await expectAdminOnly(
      server,
      [
        ['GET', '/api/links/adminAll'],
        ['PUT', '/api/links/adminUpdate', { id: applicants.Alpha!.link, ...fields('Hacked') }],
        ['PUT', '/api/links/adminSort', { ids: [applicants.Alpha!.link] }],
        ['PUT', `/api/links/approve/${applicants.Alpha!.link}`],
        ['PUT', `/api/links/reject/${applicants.Alpha!.link}`, {}],
      ],
      accounts.userToken,
      () => snapshot(server),
    );
  });

  it('待审核的在前；通过后按通过的先后排到 /links 的最后，申请人收到消息', async () => {
    const before = await board();
    expect(before.approved).toEqual([]);
    expect(before.pending.map((l) => l.site_name)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    expect(before.pending[0]).toMatchObject({ status: LINK_STATUS.pending, user_id: applicants.Alpha!.id, nick_name: 'la_alpha' });

    for (const name of ['Gamma', 'Alpha', 'Beta']) expect((await approve(applicants[name]!.link)).body.code).toBe(0);
    const after = await board();
    expect(after.pending.map((l) => l.site_name)).toEqual(['Delta']);
    expect(after.approved.map((l) => l.site_name)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await visitorNames()).toEqual(['Gamma', 'Alpha', 'Beta']);
    const notes = await server.db.kysely.selectFrom('notify').select('message').where('user_id', '=', applicants.Gamma!.id).execute();
    expect(notes.map((n) => n.message)).toEqual([expect.stringContaining('「Gamma」已通过审核')]);
  });

  it('排序：保存后 /links 按新顺序显示，之后新通过的排在最后', async () => {
    const { Alpha, Beta, Gamma, Delta } = applicants;
    const saved = await sort([Beta!.link, Gamma!.link, Alpha!.link]);
    expect(saved.body).toEqual({ code: 0, message: LINK_ADMIN_MESSAGES.sorted, result: null });
    expect(await visitorNames()).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect((await board()).approved.map((l) => l.site_name)).toEqual(['Beta', 'Gamma', 'Alpha']);

    await approve(Delta!.link);
    expect(await visitorNames()).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta']);
  });

  it('申请人修改后重新通过，仍在原来的位置', async () => {
    const gamma = applicants.Gamma!;
    const edited = await post(server, '/api/links/frontUpdate', { ...fields('Gamma'), site_desc: '改过的描述' }, { headers: { ...bearer(gamma.token), 'x-forwarded-for': '10.77.1.1' } });
    expect(edited.body.code).toBe(0);
    expect((await board()).pending.map((l) => l.site_name)).toEqual(['Gamma']);
    expect(await visitorNames()).toEqual(['Beta', 'Alpha', 'Delta']);
    await approve(gamma.link);
    expect(await visitorNames()).toEqual(['Beta', 'Gamma', 'Alpha', 'Delta']);
  });

  it('排序与当前列表不符（少了、多了、不是已通过的）→ code 100，什么都不改；重复或空 → 400', async () => {
    const { Alpha, Beta, Gamma, Delta } = applicants;
    const before = await snapshot(server);
    for (const ids of [[Alpha!.link, Beta!.link, Gamma!.link], [Alpha!.link, Beta!.link, Gamma!.link, Delta!.link, 999_999]]) {
      expect((await sort(ids)).body).toEqual({ code: 100, message: LINK_ADMIN_MESSAGES.orderStale, result: null });
    }
    const duplicate = await sort([Alpha!.link, Alpha!.link, Gamma!.link, Delta!.link]);
    expect([duplicate.status, duplicate.body.message]).toEqual([400, '排序里有重复的友链']);
    expect((await sort([])).status).toBe(400);
    expect((await sort('1,2')).status).toBe(400);
    expect(await snapshot(server)).toEqual(before);
  });

  it('修改：名称、描述、头像、网址保存，状态不变；不合格 400 什么都不改；不存在 code 100', async () => {
    const beta = applicants.Beta!;
    const saved = await call(server, 'PUT', '/api/links/adminUpdate', {
      ...auth(),
      body: { id: beta.link, site_name: '贝塔', site_desc: '新描述', site_avatar: 'https://img.example.com/b.png', url: 'https://beta.example.net/' },
    });
    expect(saved.body).toEqual({ code: 0, message: '保存成功', result: null });
    const row = (await board()).approved.find((l) => l.id === beta.link);
    expect(row).toMatchObject({ site_name: '贝塔', site_desc: '新描述', site_avatar: 'https://img.example.com/b.png', url: 'https://beta.example.net/', status: LINK_STATUS.approved });
    expect(await visitorNames()).toEqual(['贝塔', 'Gamma', 'Alpha', 'Delta']);

    const before = await snapshot(server);
    const bad = await call(server, 'PUT', '/api/links/adminUpdate', { ...auth(), body: { id: beta.link, ...fields('Beta'), url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/网址/);
    const missing = await call(server, 'PUT', '/api/links/adminUpdate', { ...auth(), body: { id: 999_999, ...fields('Nobody') } });
    expect(missing.body).toEqual({ code: 100, message: LINK_ADMIN_MESSAGES.missing, result: null });
    expect(await snapshot(server)).toEqual(before);
  });

  it('删除（拒绝接口）：从 /links 消失，申请人收到消息，其余顺序不变', async () => {
    const alpha = applicants.Alpha!;
    const removed = await put(server, `/api/links/reject/${alpha.link}`, { ...auth(), body: {} });
    expect(removed.body.code).toBe(0);
    expect(await visitorNames()).toEqual(['贝塔', 'Gamma', 'Delta']);
    const notes = await server.db.kysely.selectFrom('notify').select('message').where('user_id', '=', alpha.id).orderBy('id').execute();
    expect(notes.at(-1)?.message).toContain('已被博主移除');
  });
});
