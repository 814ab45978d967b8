import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultMenu,
  isReservedPageSlug,
  MENU_MESSAGES,
  SITE_PAGE_MESSAGES,
  type PageResult,
  type SiteConfig,
  type SiteMenuAdmin,
  type SitePageAdmin,
  type SitePageView,
} from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/** Pages of one's own (/page/<slug>) and the header menu, as the console and a visitor meet them. */

async function visit(server: TestServer, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('页面链接名不能占用本站自己的地址', () => {
  it('路由、程序前缀和站点文件都算占用，其余不算', () => {
    for (const slug of ['home', 'archives', 'admin', 'api', 'post', 'page', 'message', 'sitemap.xml', 'Link']) expect(isReservedPageSlug(slug), slug).toBe(true);
    for (const slug of ['about', '关于', 'privacy', 'homepage']) expect(isReservedPageSlug(slug), slug).toBe(false);
  });
});

describeEachEngine('自建页面与页头菜单', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;
  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const pages = {
    list: async (keyword?: string) => resultOf(await post<PageResult<SitePageAdmin>>(server, '/api/sitePage/admin/list', { current: 1, size: 50, keyword }, auth())),
    add: (body: unknown) => post<{ id: number; slug: string }>(server, '/api/sitePage/admin/add', body, auth()),
    update: (body: unknown) => call<{ id: number; slug: string }>(server, 'PUT', '/api/sitePage/admin/update', { ...auth(), body }),
    remove: (id: number) => call<null>(server, 'DELETE', `/api/sitePage/admin/delete/${id}`, auth()),
    get: (id: number) => get<SitePageAdmin>(server, `/api/sitePage/admin/get/${id}`, auth()),
  };
  const menu = {
    get: async () => resultOf(await get<SiteMenuAdmin>(server, '/api/sitePage/admin/menu', auth())),
    save: (items: unknown) => call<SiteMenuAdmin>(server, 'PUT', '/api/sitePage/admin/menu', { ...auth(), body: { items } }),
    restore: () => call<SiteMenuAdmin>(server, 'DELETE', '/api/sitePage/admin/menu', auth()),
  };
  const visitorMenu = async () => resultOf(await get<SiteConfig>(server, '/api/config')).nav_menu;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'sitepage');
  });

  it('只有管理员能管理页面和菜单，别人的请求什么都不改', async () => {
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/sitePage/admin/list', { current: 1, size: 10 }],
        ['GET', '/api/sitePage/admin/get/1'],
        ['POST', '/api/sitePage/admin/add', { title: '偷偷加的', status: 1 }],
        ['PUT', '/api/sitePage/admin/update', { id: 1, title: 'x' }],
        ['DELETE', '/api/sitePage/admin/delete/1'],
        ['GET', '/api/sitePage/admin/menu'],
        ['PUT', '/api/sitePage/admin/menu', { items: [] }],
        ['DELETE', '/api/sitePage/admin/menu'],
      ],
      accounts.userToken,
      async () => [await server.db.kysely.selectFrom('site_page').selectAll().execute(), await visitorMenu()],
    );
  });

  it('新建公开页面：/page/<slug> 由服务端渲染（标题、正文、规范地址），进站点地图，可按链接名读取', async () => {
    const saved = resultOf(await pages.add({ title: '关于本站', slug: '关于', content: '## 你好\n\n这是**关于**页面，公式 $a^2$。', status: 1 }));
    expect(saved.slug).toBe('关于');
    const path = `/page/${encodeURIComponent('关于')}`;
    const page = await visit(server, path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>关于本站');
    expect(page.html).toContain('<strong>关于</strong>');
    expect(page.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path.replace(/%/g, '\\%')}">`));
    const view = resultOf(await get<SitePageView>(server, `/api/sitePage/bySlug/${encodeURIComponent('关于')}`));
    expect(view).toMatchObject({ id: saved.id, title: '关于本站', slug: '关于' });
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toContain(path);
    // An empty slug is made from the title.
    expect(resultOf(await pages.add({ title: 'Privacy Policy', status: 1 })).slug).toBe('privacy-policy');
  });

  it('草稿从不外泄：页面 404、接口找不到、站点地图和菜单里都没有', async () => {
    const draft = resultOf(await pages.add({ title: '秘密草稿', slug: 'secret-draft', content: '草稿正文不该出现', status: 3 }));
    const page = await visit(server, '/page/secret-draft');
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('草稿正文不该出现');
    expect(page.html).not.toContain('秘密草稿');
    expect((await get(server, '/api/sitePage/bySlug/secret-draft')).body).toMatchObject({ code: 100, message: SITE_PAGE_MESSAGES.missing });
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).not.toContain('secret-draft');
    resultOf(await menu.save([{ kind: 'page', pageId: draft.id, name: '草稿菜单项' }, { kind: 'route', route: '/home', name: '首页' }]));
    expect(await visitorMenu()).toEqual([{ name: '首页', icon: '', to: '/home', external: false }]);
    expect((await visit(server, '/home')).html).not.toContain('草稿菜单项');
    // Published, it shows up everywhere at once.
    resultOf(await pages.update({ id: draft.id, title: '秘密草稿', slug: 'secret-draft', content: '现在公开了', status: 1 }));
    expect((await visit(server, '/page/secret-draft')).status).toBe(200);
    expect(await visitorMenu()).toContainEqual({ name: '草稿菜单项', icon: '', to: '/page/secret-draft', external: false });
    expect((await visit(server, '/page/no-such-page')).status).toBe(404);
    resultOf(await menu.restore());
  });

  it('链接名规则：与本站地址冲突、与其他页面重复、格式不对都被拒绝（中文说明），什么都不改', async () => {
    const before = await pages.list();
    const reserved = await pages.add({ title: '首页冒充', slug: 'Home', status: 1 });
    expect(reserved.status).toBe(400);
    expect(reserved.body.message).toBe(SITE_PAGE_MESSAGES.slugReserved('home'));
    const admin = await pages.add({ title: '后台冒充', slug: 'admin', status: 1 });
    expect(admin.body.message).toContain('本站程序自己的地址');
    const first = resultOf(await pages.add({ title: '重复一', slug: 'dup-page', status: 1 }));
    const dup = await pages.add({ title: '重复二', slug: 'DUP-page', status: 1 });
    expect(dup.body).toMatchObject({ code: 100, message: SITE_PAGE_MESSAGES.slugTaken });
    const invalid = await pages.add({ title: '坏链接', slug: '-a b/c', status: 1 });
    expect(invalid.status).toBe(400);
    const noTitle = await pages.add({ title: '  ', status: 1 });
    expect(noTitle.body.message).toBe(SITE_PAGE_MESSAGES.titleMissing);
    const badCover = await pages.add({ title: '坏封面', cover: 'javascript:alert(1)', status: 1 });
    expect(badCover.body.message).toBe(SITE_PAGE_MESSAGES.coverInvalid);
    const after = await pages.list();
    expect(after.total).toBe(before.total + 1);
    // Editing keeps its own slug; deleting makes it 404.
    expect(resultOf(await pages.update({ id: first.id, title: '重复一改', slug: 'dup-page', status: 1 })).slug).toBe('dup-page');
    resultOf(await pages.remove(first.id));
    expect((await visit(server, '/page/dup-page')).status).toBe(404);
    expect((await pages.get(first.id)).body).toMatchObject({ code: 100, message: SITE_PAGE_MESSAGES.missing });
    expect((await pages.remove(first.id)).body).toMatchObject({ code: 100 });
  });

  it('菜单：默认是 SPEC 的页头；保存自定义（隐藏项、子项、外部链接）后访客随站点配置拿到，恢复默认一步回去', async () => {
    const initial = await menu.get();
    expect(initial.isDefault).toBe(true);
    expect(initial.items).toEqual(defaultMenu());
    expect(await visitorMenu()).toBeNull();
    const about = resultOf(await pages.add({ title: '关于我', slug: 'about-me', status: 1 }));
    const saved = await menu.save([
      { kind: 'route', route: '/home', name: '主页', icon: 'home' },
      { kind: 'page', pageId: about.id, name: '关于' },
      { kind: 'route', route: '/talk', name: '说说', hidden: true },
      {
        kind: 'group',
        name: '更多',
        children: [
          { kind: 'link', url: 'https://github.com/example', name: 'GitHub', icon: 'global' },
          { kind: 'route', route: '/resources/front', name: '前端推荐' },
        ],
      },
    ]);
    expect(saved.body).toMatchObject({ code: 0, message: MENU_MESSAGES.saved });
    expect((await menu.get()).isDefault).toBe(false);
    expect(await visitorMenu()).toEqual([
      { name: '主页', icon: 'home', to: '/home', external: false },
      { name: '关于', icon: '', to: '/page/about-me', external: false },
      {
        name: '更多',
        icon: '',
        children: [
          { name: 'GitHub', icon: 'global', to: 'https://github.com/example', external: true },
          { name: '前端推荐', icon: '', to: '/resources/front', external: false },
        ],
      },
    ]);
    // The first page load carries it in the site data written into the HTML.
    expect((await visit(server, '/home')).html).toContain('/page/about-me');
    const restored = await menu.restore();
    expect(restored.body).toMatchObject({ code: 0, message: MENU_MESSAGES.restored });
    expect(resultOf(restored).isDefault).toBe(true);
    expect(await visitorMenu()).toBeNull();
  });

  it('菜单校验：javascript: 链接、空名、未知图标、空分组、两层子项、不存在的页面都被拒绝（中文），菜单不变', async () => {
    resultOf(await menu.save([{ kind: 'route', route: '/home', name: '首页' }]));
    const before = await menu.get();
    const cases: [unknown, string][] = [
      [[{ kind: 'link', url: 'javascript:alert(1)', name: '坏' }], MENU_MESSAGES.urlInvalid],
      [[{ kind: 'link', url: '//evil.example', name: '坏' }], MENU_MESSAGES.urlInvalid],
      [[{ kind: 'route', route: '/home', name: '  ' }], MENU_MESSAGES.nameMissing],
      [[{ kind: 'route', route: '/home', name: '首页', icon: 'skull' }], MENU_MESSAGES.iconInvalid],
      [[{ kind: 'route', route: '/nope', name: '首页' }], MENU_MESSAGES.routeInvalid],
      [[{ kind: 'group', name: '空', children: [] }], MENU_MESSAGES.groupEmpty],
      [[{ kind: 'group', name: '两层', children: [{ kind: 'group', name: '子', children: [{ kind: 'route', route: '/home', name: '首页' }] }] }], MENU_MESSAGES.kindInvalid],
      [Array.from({ length: 21 }, () => ({ kind: 'route', route: '/home', name: '首页' })), MENU_MESSAGES.tooMany],
    ];
    for (const [items, message] of cases) {
      const response = await menu.save(items);
      expect({ items, status: response.status, message: response.body.message }).toEqual({ items, status: 400, message });
    }
    const missingPage = await menu.save([{ kind: 'page', pageId: 999_999, name: '没有的页面' }]);
    expect(missingPage.body).toMatchObject({ code: 100, message: MENU_MESSAGES.pageMissing });
    expect(await menu.get()).toEqual(before);
    resultOf(await menu.restore());
  });
});
