import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type CategoryEntry, type PageHeader, type SiteConfig, type Statistic, type TagEntry } from '@blog/contract';
import { newReader } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('站点配置、页头、统计、分类和标签字典', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    await f.siteConfig({ blog_name: '小张的博客', blog_notice: '欢迎常来', view_time: 41 });
    await f.pageHeader('Home', '/uploads/home.webp');
    await f.pageHeader('Archives', '/uploads/archives.webp');
    ids.front = await f.category('前端');
    ids.back = await f.category('后端');
    ids.empty = await f.category('空分类');
    ids.react = await f.tag('React');
    ids.node = await f.tag('Node');
    ids.unused = await f.tag('没用过');
    await f.article({ title: '一', categoryId: ids.front, tagIds: [ids.react, ids.node] });
    await f.article({ title: '二', categoryId: ids.front, tagIds: [ids.react] });
    await f.article({ title: '三', categoryId: ids.back, tagIds: [ids.node] });
    await f.article({ title: '私密', categoryId: ids.back, tagIds: [ids.react, ids.unused], status: ARTICLE_STATUS.private });
  });

  it('网站配置', async () => {
    const config = resultOf(await get<SiteConfig>(server, '/api/config'));
    expect(config).toMatchObject({ blog_name: '小张的博客', blog_notice: '欢迎常来', personal_say: '慢慢写，认真活', view_time: 41 });
    expect(config.github_link).toBe('https://github.com/example');
  });

  it('访问量加一：空请求体也接受，即使带着 JSON 的 Content-Type', async () => {
    resultOf(await put(server, '/api/config/addView', { headers: newReader() }));
    resultOf(await call(server, 'PUT', '/api/config/addView', { headers: { 'content-type': 'application/json', ...newReader() } }));
    resultOf(await call(server, 'PUT', '/api/config/addView', { body: {}, headers: newReader() }));
    expect(resultOf(await get<SiteConfig>(server, '/api/config')).view_time).toBe(44);
  });

  it('页头背景全部返回', async () => {
    const headers = resultOf(await get<PageHeader[]>(server, '/api/pageHeader/getAll'));
    expect(headers.map(({ route_name, bg_url }) => ({ route_name, bg_url }))).toEqual([
      { route_name: 'Home', bg_url: '/uploads/home.webp' },
      { route_name: 'Archives', bg_url: '/uploads/archives.webp' },
    ]);
  });

  it('统计：公开文章数、分类数、有公开文章的标签数', async () => {
    expect(resultOf(await get<Statistic>(server, '/api/statistic'))).toEqual({ articleCount: 3, categoryCount: 3, tagCount: 2 });
  });

  it('分类字典按公开文章计数，空分类为 0', async () => {
    expect(resultOf(await get<CategoryEntry[]>(server, '/api/category/getCategoryDictionary'))).toEqual([
      { id: ids.front, category_name: '前端', articleCount: 2 },
      { id: ids.back, category_name: '后端', articleCount: 1 },
      { id: ids.empty, category_name: '空分类', articleCount: 0 },
    ]);
  });

  it('标签字典按公开文章计数，只有私密文章用到的标签不列出', async () => {
    expect(resultOf(await get<TagEntry[]>(server, '/api/tag/getTagDictionary'))).toEqual([
      { id: ids.react, tag_name: 'React', articleCount: 2 },
      { id: ids.node, tag_name: 'Node', articleCount: 2 },
    ]);
  });
});

describeEachEngine('空数据库的网站配置', (engine) => {
  const server = useTestServer(engine);

  it('没有配置时返回默认值，访问量从 1 开始计', async () => {
    const config = resultOf(await get<SiteConfig>(server, '/api/config'));
    expect(config).toMatchObject({ blog_name: '个人博客', view_time: 0 });
    resultOf(await put(server, '/api/config/addView', { headers: newReader() }));
    expect(resultOf(await get<SiteConfig>(server, '/api/config')).view_time).toBe(1);
    expect(resultOf(await get<PageHeader[]>(server, '/api/pageHeader/getAll'))).toEqual([]);
    expect(resultOf(await get<Statistic>(server, '/api/statistic'))).toEqual({ articleCount: 0, categoryCount: 0, tagCount: 0 });
  });
});
