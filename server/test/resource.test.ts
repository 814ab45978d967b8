import { beforeAll, expect, it } from 'vitest';
import { UNKNOWN_RESOURCE_LIST_MESSAGE, type ResourceGroup } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('推荐资源', (engine) => {
  const server = useTestServer(engine);

  beforeAll(async () => {
    const stamp = '2024-01-01T00:00:00.000Z';
    // Inserted out of order on purpose: the answer's order must come from `sort`.
    const rows = [
      { list: 'front', group_name: '构建工具', name: 'Vite', sort: 100 },
      { list: 'front', group_name: '文档', name: 'TypeScript', sort: 2 },
      { list: 'front', group_name: '文档', name: 'MDN', sort: 1 },
      { list: 'front', group_name: '构建工具', name: 'esbuild', sort: 101 },
      { list: 'front', group_name: '社区', name: '掘金', sort: 200 },
      { list: 'back', group_name: '数据库', name: 'PostgreSQL', sort: 0 },
      { list: 'site', group_name: '工具', name: 'GitHub', sort: 0 },
    ];
    await server.db.kysely
      .insertInto('resource')
      .values(
        rows.map((r) => ({
          ...r,
          description: `${r.name}的介绍`,
          icon: `/uploads/seed/res-${r.name}.webp`,
          url: `https://${r.name.toLowerCase()}.example.com/`,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  });

  const groups = async (list: string) => resultOf(await get<ResourceGroup[]>(server, `/api/resource/getResourceList/${list}`));

  it('按分组返回，分组和组内网站都按 sort 排序', async () => {
    const front = await groups('front');
    expect(front.map((g) => [g.group_name, g.list.map((s) => s.name)])).toEqual([
      ['文档', ['MDN', 'TypeScript']],
      ['构建工具', ['Vite', 'esbuild']],
      ['社区', ['掘金']],
    ]);
    expect(front[0]?.list[0]).toEqual({
      id: expect.any(Number),
      name: 'MDN',
      description: 'MDN的介绍',
      icon: '/uploads/seed/res-MDN.webp',
      url: 'https://mdn.example.com/',
    });
  });

  it('三个列表互不混杂', async () => {
    expect((await groups('back')).map((g) => g.list.map((s) => s.name))).toEqual([['PostgreSQL']]);
    expect((await groups('site')).map((g) => g.group_name)).toEqual(['工具']);
  });

  it('友链和资源的接口都写进了 OpenAPI 文档', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/resource/getResourceList/{list}',
        '/api/links/getLinksList',
        '/api/links/add',
        '/api/links/frontUpdate',
        '/api/links/getOwnLink',
        '/api/links/approve/{id}',
        '/api/links/reject/{id}',
        '/api/links/adminGetLinksList',
      ]),
    );
  });

  it('未知的列表 → 400 中文提示', async () => {
    for (const list of ['middle', 'FRONT', '%20']) {
      const response = await get(server, `/api/resource/getResourceList/${list}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 400, message: UNKNOWN_RESOURCE_LIST_MESSAGE, result: null });
    }
  });
});
