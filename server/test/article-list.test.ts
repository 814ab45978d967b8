import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type ArticleListItem, type PageResult, type TimelinePage } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const titles = (page: PageResult<ArticleListItem>) => page.list.map((a) => a.article_title);

describeEachEngine('文章列表', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    ids.front = await f.category('前端');
    ids.back = await f.category('后端');
    ids.empty = await f.category('随笔');
    ids.react = await f.tag('React');
    ids.node = await f.tag('Node');
    ids.sql = await f.tag('SQL');
    const add = (title: string, createdAt: string, extra: Parameters<typeof f.article>[0] | object = {}) =>
      f.article({ title, createdAt, ...extra }).then((id) => (ids[title] = id));
    await add('二二年的组件', '2022-03-01T08:00:00.000Z', { categoryId: ids.front, tagIds: [ids.react] });
    await add('二三年的服务', '2023-05-01T08:00:00.000Z', { categoryId: ids.front, tagIds: [ids.react, ids.node] });
    await add('二四年一月', '2024-01-01T08:00:00.000Z', { categoryId: ids.back, tagIds: [ids.node] });
    await add('二四年三月', '2024-03-01T08:00:00.000Z', { categoryId: ids.back, tagIds: [ids.sql] });
    await add('私密文章', '2024-06-01T08:00:00.000Z', { categoryId: ids.back, tagIds: [ids.react], status: ARTICLE_STATUS.private });
    await add('草稿文章', '2024-07-01T08:00:00.000Z', { categoryId: ids.front, tagIds: [ids.sql], status: ARTICLE_STATUS.draft });
    await add('置顶第二', '2021-01-01T08:00:00.000Z', { isTop: true, topOrder: 2 });
    await add('置顶第一', '2020-01-01T08:00:00.000Z', { isTop: true, topOrder: 1 });
  });

  it('首页：置顶按顺序在前，其余最新在前，不含私密和草稿', async () => {
    const page = resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/1/10'));
    expect(titles(page)).toEqual(['置顶第一', '置顶第二', '二四年三月', '二四年一月', '二三年的服务', '二二年的组件']);
    expect(page).toMatchObject({ current: 1, size: 10, total: 6 });
  });

  it('首页每项带分类名、标签、封面、摘要和计数', async () => {
    const page = resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/1/10'));
    const item = page.list.find((a) => a.article_title === '二三年的服务');
    expect(item).toMatchObject({
      id: ids['二三年的服务'],
      category_id: ids.front,
      categoryName: '前端',
      tagNameList: ['React', 'Node'],
      tagList: [
        { id: ids.react, tag_name: 'React' },
        { id: ids.node, tag_name: 'Node' },
      ],
      article_description: '二三年的服务的摘要',
      is_top: 2,
      view_times: 0,
      thumbs_up_times: 0,
      // Site time (Asia/Shanghai), as the original client prints it.
      createdAt: '2023-05-01 16:00:00',
    });
    expect(item?.article_cover).toContain('/uploads/');
    expect(page.list[0]?.is_top).toBe(1);
    expect(page.list[0]?.categoryName).toBeNull();
  });

  it('首页分页：第 2 页每页 2 条，超出末页为空', async () => {
    const second = resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/2/2'));
    expect(titles(second)).toEqual(['二四年三月', '二四年一月']);
    expect(second.total).toBe(6);
    const beyond = resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/9/10'));
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(6);
  });

  it('时间轴按年分组，最新在前，只含公开文章', async () => {
    const page = resultOf(await get<TimelinePage>(server, '/api/article/blogTimelineGetArticleList/1/10'));
    expect(page.total).toBe(6);
    expect(page.list.map((y) => [y.year, y.articleList.map((a) => a.article_title)])).toEqual([
      ['2024', ['二四年三月', '二四年一月']],
      ['2023', ['二三年的服务']],
      ['2022', ['二二年的组件']],
      ['2021', ['置顶第二']],
      ['2020', ['置顶第一']],
    ]);
    const entry = page.list[0]?.articleList[0];
    expect(entry).toEqual({ id: ids['二四年三月'], article_title: '二四年三月', article_cover: expect.stringContaining('/uploads/'), createdAt: '2024-03-01 16:00:00' });
  });

  it('时间轴分页只分当前页的文章', async () => {
    const page = resultOf(await get<TimelinePage>(server, '/api/article/blogTimelineGetArticleList/2/3'));
    expect(page.list.map((y) => [y.year, y.articleList.map((a) => a.article_title)])).toEqual([
      ['2022', ['二二年的组件']],
      ['2021', ['置顶第二']],
      ['2020', ['置顶第一']],
    ]);
  });

  it('按标签：只含公开文章，最新在前', async () => {
    const page = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByTagId', { current: 1, size: 10, id: ids.react }));
    expect(titles(page)).toEqual(['二三年的服务', '二二年的组件']);
    expect(page.total).toBe(2);
    const paged = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByTagId', { current: 2, size: 1, id: ids.react }));
    expect(titles(paged)).toEqual(['二二年的组件']);
  });

  it('按分类：只含公开文章，最新在前', async () => {
    const back = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 10, id: ids.back }));
    expect(titles(back)).toEqual(['二四年三月', '二四年一月']);
    expect(back.total).toBe(2);
    expect(back.list[0]?.tagNameList).toEqual(['SQL']);
  });

  it('不存在或没有文章的标签、分类返回空列表而不是错误', async () => {
    for (const path of ['/api/article/getArticleListByTagId', '/api/article/getArticleListByCategoryId']) {
      const page = resultOf(await post<PageResult<ArticleListItem>>(server, path, { current: 1, size: 10, id: 99_999 }));
      expect(page).toEqual({ current: 1, size: 10, total: 0, list: [] });
    }
    const empty = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 10, id: ids.empty }));
    expect(empty.list).toEqual([]);
  });

  it('接受字符串形式的数字参数', async () => {
    const page = resultOf(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByTagId', { current: '1', size: '10', id: String(ids.sql) }));
    expect(titles(page)).toEqual(['二四年三月']);
  });
});
