import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, REVISION_MESSAGES, type AdminArticleRow, type ArticleBulkResult } from '@blog/contract';
import { adminApi, visitorApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('文章列表的批量操作', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);
  const bulk = (body: unknown) => post<ArticleBulkResult>(server, '/api/article/bulk', body, { headers: bearer(accounts.adminToken) });
  /** Every live article as the console lists it, by title. */
  const rows = async () => {
    const all = resultOf(await admin.list({ current: 1, size: 50 })).list;
    return Object.fromEntries(all.map((row: AdminArticleRow) => [row.article_title, { category: row.category_name, tags: row.tagList.map((t) => t.tag_name).sort(), status: row.status }]));
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'bulk');
    ids.a = await admin.created({ article_title: '导入一', category_name: '未分类', tag_names: ['旧标签'] });
    ids.b = await admin.created({ article_title: '导入二', category_name: '未分类', tag_names: ['旧标签', '留着'] });
    ids.c = await admin.created({ article_title: '别的文章', category_name: '随笔' });
    // A draft without a category: it cannot be published.
    ids.draft = await admin.created({ article_title: '没分类的草稿', category_name: '', status: ARTICLE_STATUS.draft });
  });

  it('选中的文章一次设置分类、添加和移除标签；访客的分类列表随即跟上', async () => {
    expect(resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'category', category_name: '读书笔记' } }))).toEqual({ count: 2 });
    resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'addTags', tag_names: ['新标签', '留着'] } }));
    resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'removeTags', tag_names: ['旧标签'] } }));
    const now = await rows();
    expect(now['导入一']).toEqual({ category: '读书笔记', tags: ['新标签', '留着'].sort(), status: 1 });
    expect(now['导入二']).toEqual({ category: '读书笔记', tags: ['新标签', '留着'].sort(), status: 1 });
    expect(now['别的文章']).toEqual({ category: '随笔', tags: [], status: 1 });
    const category = (await visitor.categories()).find((c) => c.category_name === '读书笔记')!;
    expect((await visitor.byCategory(category.id)).list.map((a) => a.article_title).sort()).toEqual(['导入一', '导入二']);
  });

  it('按筛选选中全部：只改符合筛选的文章', async () => {
    const category = (await visitor.categories()).find((c) => c.category_name === '读书笔记')!;
    expect(resultOf(await bulk({ filter: { category_id: category.id }, action: { kind: 'status', status: ARTICLE_STATUS.private } }))).toEqual({ count: 2 });
    const now = await rows();
    expect([now['导入一']!.status, now['导入二']!.status, now['别的文章']!.status]).toEqual([2, 2, 1]);
    expect((await visitor.home(50)).list.map((a) => a.article_title)).not.toContain('导入一');
    resultOf(await bulk({ filter: { category_id: category.id }, action: { kind: 'status', status: ARTICLE_STATUS.public } }));
  });

  it('一个事务：中途有一篇不能公开（或不存在）时，哪篇都不改', async () => {
    resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'status', status: ARTICLE_STATUS.draft } }));
    const before = await rows();
    // 导入一 and 导入二 come first (smaller ids) and would be published before the draft refuses.
    const refused = await bulk({ ids: [ids.a, ids.b, ids.draft], action: { kind: 'status', status: ARTICLE_STATUS.public } });
    expect(refused.body.code).toBe(100);
    expect(refused.body.message).toContain('《没分类的草稿》无法公开');
    expect(await rows()).toEqual(before);

    const missing = await bulk({ ids: [ids.a, 999_999], action: { kind: 'category', category_name: '不该出现' } });
    expect(missing.body).toMatchObject({ code: 100, message: REVISION_MESSAGES.bulkMissing });
    expect(await rows()).toEqual(before);
    expect((await visitor.categories()).map((c) => c.category_name)).not.toContain('不该出现');

    const bad = await bulk({ ids: [ids.a], action: { kind: 'addTags', tag_names: [] } });
    expect(bad.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('移到回收站：确认后这些文章进入回收站，访客看不到', async () => {
    resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'status', status: ARTICLE_STATUS.public } }));
    expect(resultOf(await bulk({ ids: [ids.a, ids.b], action: { kind: 'recycle' } }))).toEqual({ count: 2 });
    expect(Object.keys(await rows()).sort()).toEqual(['别的文章', '没分类的草稿'].sort());
    expect(resultOf(await admin.recycleList()).list.map((r) => r.article_title).sort()).toEqual(['导入一', '导入二'].sort());
    expect((await visitor.detail(ids.a)).body.code).not.toBe(0);
    // Already in the recycle bin: refused, nothing changes.
    expect((await bulk({ ids: [ids.a], action: { kind: 'recycle' } })).body).toMatchObject({ code: 100, message: REVISION_MESSAGES.bulkMissing });
  });

  it('只有管理员能批量操作', async () => {
    await expectAdminOnly(server, [['POST', '/api/article/bulk', { ids: [ids.c], action: { kind: 'recycle' } }]], accounts.userToken, rows);
  });

  it('批量设为公开：定时文章立即发布，发布时间变成现在（同「立即发布」），访客首页随即看到', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await admin.created({ article_title: '排好的定时文', category_name: '随笔', status: ARTICLE_STATUS.scheduled, publish_time: future });
    expect((await visitor.home(50)).list.map((a) => a.article_title)).not.toContain('排好的定时文');
    const before = new Date().toISOString();
    resultOf(await bulk({ ids: [scheduled], action: { kind: 'status', status: ARTICLE_STATUS.public } }));
    const after = new Date().toISOString();
    const row = await server.db.kysely.selectFrom('article').select(['status', 'created_at']).where('id', '=', scheduled).executeTakeFirstOrThrow();
    expect(row.status).toBe(ARTICLE_STATUS.public);
    // Dated when it was published, not three days ahead.
    expect(new Date(row.created_at).toISOString() >= before && new Date(row.created_at).toISOString() <= after).toBe(true);
    expect((await visitor.home(50)).list.map((a) => a.article_title)).toContain('排好的定时文');
  });

  it('批量设为草稿：定时文章取消定时，不会到时自动公开', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await admin.created({ article_title: '取消的定时文', category_name: '随笔', status: ARTICLE_STATUS.scheduled, publish_time: future });
    resultOf(await bulk({ ids: [scheduled], action: { kind: 'status', status: ARTICLE_STATUS.draft } }));
    const row = await server.db.kysely.selectFrom('article').select(['status', 'created_at']).where('id', '=', scheduled).executeTakeFirstOrThrow();
    expect(row.status).toBe(ARTICLE_STATUS.draft);
    expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
