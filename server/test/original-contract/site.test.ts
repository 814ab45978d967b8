import { beforeAll, expect, it } from 'vitest';
import { PAGE_HEADER_ROUTES } from '@blog/contract';
import { up as renamePageHeaders } from '../../src/db/migrations/016_original_page_headers';
import { describeEachEngine } from '../helpers/engines';
import { fixtures } from '../helpers/factory';
import { expectOriginalDate, expectOriginalSuccess, originalCall, originalGuest } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/** ORIGINAL-CLIENT-API.md §2.1 (site and boot) and §4 (page-header route names). */
describeEachEngine('原版客户端：站点与启动', (engine) => {
  const server = useTestServer(engine);
  const guest = originalGuest();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    await f.siteConfig({ blog_name: '小张的博客', view_time: 12 });
    await server.db.kysely.updateTable('site_config').set({ qq_group: '/uploads/qq.webp', we_chat_group: 'https://img.example.com/wx.png', created_at: '2024-01-31T16:30:00.000Z' }).execute();
    await f.pageHeader('Home', '/uploads/home.webp');
    await f.pageHeader('LinkList', '/uploads/link.webp');
    ids.front = await f.category('前端');
    ids.react = await f.tag('React');
    await f.article({ title: '公开', categoryId: ids.front, tagIds: [ids.react] });
  });

  it('addView：请求体 {}，answer code 0', async () => {
    const response = await originalCall(server, guest, 'PUT', '/api/config/addView', {});
    expectOriginalSuccess(response);
    expect(response.body.result).toBe('添加成功');
  });

  it('homeGetConfig：result 是对象，含客户端读的每个字段，createdAt 为北京时间的日期字符串', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/config');
    expectOriginalSuccess(response);
    const config = response.body.result;
    expect(typeof config).toBe('object');
    for (const field of ['blog_name', 'blog_avatar', 'avatar_bg', 'personal_say', 'blog_notice', 'qq_link', 'we_chat_link', 'github_link', 'git_ee_link', 'bilibili_link', 'qq_group', 'we_chat_group']) {
      expect(typeof config[field], field).toBe('string');
    }
    expect(config).toMatchObject({ blog_name: '小张的博客', qq_group: '/uploads/qq.webp', we_chat_group: 'https://img.example.com/wx.png', time_zone: 'Asia/Shanghai' });
    expect(typeof config.view_time).toBe('number');
    expectOriginalDate(config.createdAt);
    expect(config.createdAt).toBe('2024-02-01 00:30:00');
  });

  it('homeGetStatistic：三个计数都是数字', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/statistic');
    expectOriginalSuccess(response);
    expect(response.body.result).toMatchObject({ articleCount: 1, categoryCount: 1, tagCount: 1 });
  });

  it('标签、分类字典：{id, tag_name} / {id, category_name}', async () => {
    const tags = await originalCall(server, guest, 'GET', '/api/tag/getTagDictionary');
    expectOriginalSuccess(tags);
    expect(tags.body.result).toEqual([expect.objectContaining({ id: ids.react, tag_name: 'React' })]);
    const categories = await originalCall(server, guest, 'GET', '/api/category/getCategoryDictionary');
    expectOriginalSuccess(categories);
    expect(categories.body.result).toEqual([expect.objectContaining({ id: ids.front, category_name: '前端' })]);
  });

  it('getAllPageHeader：{id, route_name, bg_url}，route_name 是原版客户端的路由名', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/pageHeader/getAll');
    expectOriginalSuccess(response);
    expect(response.body.result).toEqual([
      { id: expect.any(Number), route_name: 'Home', bg_url: '/uploads/home.webp' },
      { id: expect.any(Number), route_name: 'LinkList', bg_url: '/uploads/link.webp' },
    ]);
  });

  it('后台能设置的页面包含原版客户端会匹配的全部路由名', () => {
    const matched = ['Home', 'Archives', 'Category', 'Tag', 'ArticleList', 'PhotoAlbum', 'Photos', 'Talk', 'LinkList', 'Front', 'Back', 'SiteList', 'UserCenter', 'MessageList', 'PublishMessage', 'MessageDetail'];
    expect(PAGE_HEADER_ROUTES).toEqual(expect.arrayContaining(matched));
  });

  it('迁移 016：旧的小写路由名改成原版的名字，资源页复制成 Front 和 Back，已有新名字的旧行删掉', async () => {
    const k = server.db.kysely;
    const stamp = new Date().toISOString();
    await k.deleteFrom('page_header').execute();
    const old = [['home', '/h.webp'], ['link', '/l.webp'], ['resources', '/r.webp'], ['message', '/m.webp'], ['messagePublish', '/p.webp'], ['talk', '/old-talk.webp'], ['Talk', '/new-talk.webp'], ['notFound', '/404.webp']];
    await k.insertInto('page_header').values(old.map(([route_name, bg_url]) => ({ route_name: route_name!, bg_url: bg_url!, created_at: stamp, updated_at: stamp }))).execute();
    await renamePageHeaders(k as never, server.db.dialect);
    const rows = await k.selectFrom('page_header').select(['route_name', 'bg_url']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.route_name, row.bg_url]))).toEqual({
      Home: '/h.webp',
      LinkList: '/l.webp',
      Front: '/r.webp',
      Back: '/r.webp',
      MessageList: '/m.webp',
      PublishMessage: '/p.webp',
      Talk: '/new-talk.webp',
      NotFound: '/404.webp',
    });
  });
});
