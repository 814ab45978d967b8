import { beforeAll, expect, it } from 'vitest';
import {
  RESOURCE_ADMIN_MESSAGES,
  UNKNOWN_RESOURCE_LIST_MESSAGE,
  type AdminResourceGroup,
  type ResourceGroup,
} from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const site = (name: string, group_name: string, list = 'front') => ({
  list,
  group_name,
  name,
  description: `${name}的介绍`,
  icon: '',
  url: `https://${name.toLowerCase().replaceAll(' ', '-')}.example.com/`,
});

describeEachEngine('后台：资源推荐', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};

  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const admin = {
    list: async (list = 'front') => resultOf(await get<AdminResourceGroup[]>(server, `/api/resource/admin/list/${list}`, auth())),
    add: (body: unknown) => post<number>(server, '/api/resource/admin/add', body, auth()),
    update: (body: unknown) => call<null>(server, 'PUT', '/api/resource/admin/update', { ...auth(), body }),
    remove: (id: number | string) => call<null>(server, 'DELETE', `/api/resource/admin/delete/${id}`, auth()),
    rename: (body: unknown) => call<null>(server, 'PUT', '/api/resource/admin/renameGroup', { ...auth(), body }),
    removeGroup: (body: unknown) => post<number>(server, '/api/resource/admin/deleteGroup', body, auth()),
    order: (body: unknown) => call<null>(server, 'PUT', '/api/resource/admin/order', { ...auth(), body }),
  };
  /** What a visitor of /resources/front sees: group names, each with its sites' names. */
  const visitorSees = async (list = 'front') =>
    resultOf(await get<ResourceGroup[]>(server, `/api/resource/getResourceList/${list}`)).map((group) => [group.group_name, group.list.map((item) => item.name)]);
  const snapshot = () => server.db.kysely.selectFrom('resource').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'res');
    for (const [name, group] of [
      ['MDN', '文档'],
      ['TypeScript', '文档'],
      ['Vite', '构建工具'],
      ['esbuild', '构建工具'],
    ] as const) {
      ids[name] = resultOf(await admin.add(site(name, group)));
    }
    ids.GitHub = resultOf(await admin.add(site('GitHub', '工具', 'site')));
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    await expectAdminOnly(
      server,
      [
        ['GET', '/api/resource/admin/list/front'],
        ['POST', '/api/resource/admin/add', site('越权', '文档')],
        ['PUT', '/api/resource/admin/update', { id: ids.MDN, ...site('越权', '文档') }],
        ['DELETE', `/api/resource/admin/delete/${ids.MDN}`],
        ['PUT', '/api/resource/admin/renameGroup', { list: 'front', from: '文档', to: '越权' }],
        ['POST', '/api/resource/admin/deleteGroup', { list: 'front', group_name: '文档' }],
        ['PUT', '/api/resource/admin/order', { list: 'front', groups: [] }],
      ],
      accounts.userToken,
      snapshot,
    );
  });

  it('添加的网站按分组和添加顺序出现在访客页面', async () => {
    expect(await visitorSees()).toEqual([
      ['文档', ['MDN', 'TypeScript']],
      ['构建工具', ['Vite', 'esbuild']],
    ]);
    expect(await visitorSees('site')).toEqual([['工具', ['GitHub']]]);
    const [docs] = await admin.list();
    expect(docs?.list[0]).toMatchObject({ id: ids.MDN, name: 'MDN', description: 'MDN的介绍', icon: '', url: 'https://mdn.example.com/' });
  });

  it('参数不合法：400 和中文原因，什么都不改', async () => {
    const before = await snapshot();
    const cases: Array<[unknown, string]> = [
      [{ ...site('X', '文档'), list: 'side' }, UNKNOWN_RESOURCE_LIST_MESSAGE],
      [{ ...site('X', '文档'), group_name: ' ' }, RESOURCE_ADMIN_MESSAGES.groupMissing],
      [{ ...site('X', '文档'), group_name: '组'.repeat(33) }, RESOURCE_ADMIN_MESSAGES.groupTooLong],
      [{ ...site('X', '文档'), name: '' }, RESOURCE_ADMIN_MESSAGES.nameMissing],
      [{ ...site('X', '文档'), url: 'javascript:alert(1)' }, RESOURCE_ADMIN_MESSAGES.urlInvalid],
      [{ ...site('X', '文档'), icon: 'data:image/png;base64,AAAA' }, RESOURCE_ADMIN_MESSAGES.iconInvalid],
      [{ ...site('X', '文档'), icon: '/uploads/../blog.db' }, RESOURCE_ADMIN_MESSAGES.iconInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await admin.add(body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const order = await admin.order({ list: 'front', groups: [{ group_name: '文档', ids: [ids.MDN] }] });
    expect([order.status, order.body.message]).toEqual([400, RESOURCE_ADMIN_MESSAGES.orderMismatch]);
    const foreign = await admin.order({ list: 'front', groups: [{ group_name: '文档', ids: [ids.MDN, ids.TypeScript, ids.Vite, ids.GitHub] }] });
    expect([foreign.status, foreign.body.message]).toEqual([400, RESOURCE_ADMIN_MESSAGES.orderMismatch]);
    expect((await admin.update({ id: ids.GitHub, ...site('GitHub', '工具', 'front') })).body).toEqual({ code: 100, message: RESOURCE_ADMIN_MESSAGES.missing, result: null });
    expect((await admin.rename({ list: 'front', from: '文档', to: '构建工具' })).body.message).toBe(RESOURCE_ADMIN_MESSAGES.groupTaken);
    expect(await snapshot()).toEqual(before);
  });

  it('修改、移到别的分组（排在末尾）、上传的图标、删除', async () => {
    const saved = await admin.update({ id: ids.MDN, ...site('MDN Web Docs', '构建工具'), icon: `/uploads/img/${'a'.repeat(64)}.webp` });
    expect(saved.body.message).toBe('保存成功');
    expect(await visitorSees()).toEqual([
      ['文档', ['TypeScript']],
      ['构建工具', ['Vite', 'esbuild', 'MDN Web Docs']],
    ]);
    const [, tools] = resultOf(await get<ResourceGroup[]>(server, '/api/resource/getResourceList/front'));
    expect(tools?.list[2]?.icon).toBe(`/uploads/img/${'a'.repeat(64)}.webp`);
    expect((await admin.remove(ids.MDN!)).body.message).toBe('删除成功');
    expect((await admin.remove(ids.MDN!)).body.message).toBe(RESOURCE_ADMIN_MESSAGES.missing);
    expect(await visitorSees()).toEqual([
      ['文档', ['TypeScript']],
      ['构建工具', ['Vite', 'esbuild']],
    ]);
  });

  it('排序：分组和网站的新顺序、跨组移动访客马上看到', async () => {
    const response = await admin.order({
      list: 'front',
      groups: [
        { group_name: '构建工具', ids: [ids.esbuild, ids.Vite] },
        { group_name: '文档', ids: [] },
        { group_name: '类型', ids: [ids.TypeScript] },
      ],
    });
    expect(response.body.message).toBe('保存成功');
    expect(await visitorSees()).toEqual([
      ['构建工具', ['esbuild', 'Vite']],
      ['类型', ['TypeScript']],
    ]);
  });

  it('分组改名和删除分组（连同其中的网站，返回删了几个）', async () => {
    expect((await admin.rename({ list: 'front', from: '构建工具', to: '打包' })).body.message).toBe('保存成功');
    expect((await admin.rename({ list: 'front', from: '不存在', to: '随便' })).body.message).toBe(RESOURCE_ADMIN_MESSAGES.groupUnknown);
    expect(await visitorSees()).toEqual([
      ['打包', ['esbuild', 'Vite']],
      ['类型', ['TypeScript']],
    ]);
    const removed = await admin.removeGroup({ list: 'front', group_name: '打包' });
    expect([removed.body.message, removed.body.result]).toEqual(['删除成功', 2]);
    expect(await visitorSees()).toEqual([['类型', ['TypeScript']]]);
    expect(await visitorSees('site')).toEqual([['工具', ['GitHub']]]);
  });
});
