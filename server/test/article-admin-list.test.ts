import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type AdminArticleListBody } from '@blog/contract';
import { adminApi } from './article-admin-helpers';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('文章管理：列表筛选、排序与分页', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'artl');
    const f = fixtures(server.db);
    ids.front = await f.category('前端');
    ids.back = await f.category('后端');
    ids.tagReact = await f.tag('React');
    ids.tagSql = await f.tag('SQL');
    ids.hooks = await f.article({
      title: 'React Hooks 入门',
      categoryId: ids.front,
      tagIds: [ids.tagReact],
      viewTimes: 30,
      createdAt: '2024-01-10T02:00:00.000Z',
    });
    ids.pinned = await f.article({ title: '置顶的公告', categoryId: ids.front, isTop: true, topOrder: 1, viewTimes: 10, createdAt: '2024-02-01T00:00:00.000Z' });
    ids.sql = await f.article({ title: 'SQL 索引笔记', categoryId: ids.back, tagIds: [ids.tagSql, ids.tagReact], viewTimes: 10, createdAt: '2024-03-01T00:00:00.000Z' });
    ids.secret = await f.article({ title: '私密的随笔 100%', categoryId: ids.back, status: ARTICLE_STATUS.private, viewTimes: 50, createdAt: '2024-04-01T00:00:00.000Z' });
    ids.draft = await f.article({ title: '还没写完的草稿', status: ARTICLE_STATUS.draft, createdAt: '2024-05-01T00:00:00.000Z' });
    ids.recycled = await f.article({ title: 'React 回收站里的', categoryId: ids.front, tagIds: [ids.tagReact], createdAt: '2024-06-01T00:00:00.000Z' });
    await server.db.kysely.updateTable('article').set({ deleted_at: '2024-06-02T00:00:00.000Z' }).where('id', '=', ids.recycled).execute();
  });

  const listIds = async (filters: Partial<AdminArticleListBody> = {}) => resultOf(await admin.list({ current: 1, size: 50, ...filters })).list.map((a) => a.id);

  it('默认：所有状态的未删除文章，新的在前，带分类和标签', async () => {
    const page = resultOf(await admin.list({ current: 1, size: 50 }));
    expect(page).toMatchObject({ current: 1, size: 50, total: 5 });
    expect(page.list.map((a) => a.id)).toEqual([ids.draft, ids.secret, ids.sql, ids.pinned, ids.hooks]);
    expect(page.list.find((a) => a.id === ids.sql)).toMatchObject({
      article_title: 'SQL 索引笔记',
      category_id: ids.back,
      category_name: '后端',
      tagList: [
        { id: ids.tagReact, tag_name: 'React' },
        { id: ids.tagSql, tag_name: 'SQL' },
      ],
      status: ARTICLE_STATUS.public,
      view_times: 10,
      createdAt: '2024-03-01T00:00:00.000Z',
      deletedAt: null,
    });
    expect(page.list.find((a) => a.id === ids.draft)).toMatchObject({ category_id: null, category_name: null, tagList: [] });
  });

  it('按标题关键字（不区分大小写，% 和 _ 按字面）、分类、标签、状态、置顶筛选', async () => {
    expect(await listIds({ article_title: 'react' })).toEqual([ids.hooks]);
    expect(await listIds({ article_title: ' HOOKS ' })).toEqual([ids.hooks]);
    expect(await listIds({ article_title: '100%' })).toEqual([ids.secret]);
    expect(await listIds({ article_title: '%' })).toEqual([ids.secret]);
    expect(await listIds({ article_title: '_' })).toEqual([]);
    expect(await listIds({ category_id: ids.front })).toEqual([ids.pinned, ids.hooks]);
    expect(await listIds({ tag_id: ids.tagReact })).toEqual([ids.sql, ids.hooks]);
    expect(await listIds({ status: ARTICLE_STATUS.private })).toEqual([ids.secret]);
    expect(await listIds({ status: ARTICLE_STATUS.draft })).toEqual([ids.draft]);
    expect(await listIds({ is_top: 1 })).toEqual([ids.pinned]);
    expect(await listIds({ is_top: 2, category_id: ids.front })).toEqual([ids.hooks]);
    expect(await listIds({ tag_id: ids.tagReact, category_id: ids.back, status: ARTICLE_STATUS.public })).toEqual([ids.sql]);
    expect(resultOf(await admin.list({ current: 1, size: 10, category_id: 999_999 }))).toMatchObject({ total: 0, list: [] });
  });

  it('按创建时间范围筛选：含两端，任何时区的写法都按同一时刻比较', async () => {
    expect(await listIds({ start: '2024-02-01T00:00:00.000Z', end: '2024-04-01T00:00:00.000Z' })).toEqual([ids.secret, ids.sql, ids.pinned]);
    // 2024-01-10 10:00 in Beijing is 02:00 UTC: the Hooks article's very moment.
    expect(await listIds({ start: '2024-01-10T10:00:00+08:00', end: '2024-01-10T10:00:00+08:00' })).toEqual([ids.hooks]);
    expect(await listIds({ start: '2024-04-15T00:00:00Z' })).toEqual([ids.draft]);
    expect(await listIds({ end: '2024-01-31T23:59:59.999Z' })).toEqual([ids.hooks]);
    const bad = await admin.list({ current: 1, size: 10, start: '昨天' });
    expect([bad.status, bad.body.message]).toEqual([400, '日期格式不正确']);
  });

  it('按浏览量、更新时间排序，相同时按 id；分页', async () => {
    expect(await listIds({ sort_by: 'view_times', order: 'desc' })).toEqual([ids.secret, ids.hooks, ids.sql, ids.pinned, ids.draft]);
    expect(await listIds({ sort_by: 'view_times', order: 'asc' })).toEqual([ids.draft, ids.pinned, ids.sql, ids.hooks, ids.secret]);
    expect(await listIds({ sort_by: 'created_at', order: 'asc' })).toEqual([ids.hooks, ids.pinned, ids.sql, ids.secret, ids.draft]);

    await admin.update({ id: ids.hooks, article_title: 'React Hooks 入门', article_content: '改过了', category_name: '前端', tag_names: ['React'] });
    expect((await listIds({ sort_by: 'updated_at', order: 'desc' }))[0]).toBe(ids.hooks);

    const second = resultOf(await admin.list({ current: 2, size: 2, sort_by: 'created_at', order: 'asc' }));
    expect(second).toMatchObject({ current: 2, size: 2, total: 5 });
    expect(second.list.map((a) => a.id)).toEqual([ids.sql, ids.secret]);
    expect(resultOf(await admin.list({ current: 3, size: 2, sort_by: 'created_at', order: 'asc' })).list.map((a) => a.id)).toEqual([ids.draft]);
    expect(resultOf(await admin.list({ current: 4, size: 2 })).list).toEqual([]);

    const badSort = await admin.list({ current: 1, size: 10, sort_by: 'deleted_at' as never });
    expect([badSort.status, badSort.body.message]).toEqual([400, '不支持的排序字段']);
    const badOrder = await admin.list({ current: 1, size: 10, order: 'up' as never });
    expect([badOrder.status, badOrder.body.message]).toEqual([400, '排序方向只能是 asc 或 desc']);
  });

  it('回收站只列出删除了的文章，同样能筛选', async () => {
    const bin = resultOf(await admin.recycleList({ current: 1, size: 10 }));
    expect(bin.total).toBe(1);
    expect(bin.list[0]).toMatchObject({ id: ids.recycled, deletedAt: '2024-06-02T00:00:00.000Z', tagList: [{ id: ids.tagReact, tag_name: 'React' }] });
    expect(resultOf(await admin.recycleList({ current: 1, size: 10, tag_id: ids.tagReact, article_title: 'react' })).total).toBe(1);
    expect(resultOf(await admin.recycleList({ current: 1, size: 10, category_id: ids.back })).total).toBe(0);
  });
});
