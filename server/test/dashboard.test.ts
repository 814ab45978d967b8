import { beforeAll, expect, it } from 'vitest';
import {
  ARTICLE_STATUS,
  COMMENT_TYPE,
  DASHBOARD_VIEW_DAYS,
  LINK_STATUS,
  type DashboardOverview,
} from '@blog/contract';
import { shiftDay, siteDay } from '../src/modules/config/siteDay';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { bearer, newReader } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const TALK_TEXT = '今天天气很好，适合出门走走。'.repeat(3);

/** Noon UTC of a day: the same calendar day in UTC and in the site's zone (UTC+8). */
const noonOf = (day: string) => `${day}T04:00:00.000Z`;

describeEachEngine('仪表盘', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};
  const today = siteDay();
  const tenDaysAgo = shiftDay(today, -10);

  const overview = async () => resultOf(await get<DashboardOverview>(server, '/api/dashboard/overview', { headers: bearer(accounts.adminToken) }));

  beforeAll(async () => {
    const f = fixtures(server.db);
    const k = server.db.kysely;
    accounts = await createAdminAccounts(server, 'dash');
    ids.admin = accounts.adminId;
    ids.reader = accounts.userId;
    await f.siteConfig({ blog_name: '仪表盘测试', view_time: 10 });

    const used = await f.tag('常用');
    const once = await f.tag('用过一次');
    await f.tag('没用过');
    // 17:30 UTC is 01:30 the next day in Asia/Shanghai: the calendar counts it on tenDaysAgo.
    ids.late = await f.article({ title: '深夜写的', createdAt: `${shiftDay(tenDaysAgo, -1)}T17:30:00.000Z`, tagIds: [used, once] });
    ids.noon = await f.article({ title: '中午写的', status: ARTICLE_STATUS.private, createdAt: noonOf(tenDaysAgo), tagIds: [used] });
    await f.article({ title: '草稿', status: ARTICLE_STATUS.draft, createdAt: noonOf(shiftDay(today, -100)), tagIds: [used] });
    await f.article({ title: '去年以前', createdAt: noonOf(shiftDay(today, -400)) });
    const recycled = await f.article({ title: '回收站里的', createdAt: noonOf(tenDaysAgo), tagIds: [once] });
    await k.updateTable('article').set({ deleted_at: new Date().toISOString() }).where('id', '=', recycled).execute();

    const talk = await k
      .insertInto('talk')
      .values([
        { user_id: ids.admin, content: TALK_TEXT, created_at: noonOf(today), updated_at: noonOf(today) },
        { user_id: ids.admin, content: '第二条说说', created_at: noonOf(today), updated_at: noonOf(today) },
      ])
      .returning('id')
      .execute();
    const message = await k
      .insertInto('message')
      .values({ content: '博主好', user_id: null, nick_name: '路人', created_at: noonOf(today), updated_at: noonOf(today) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k.insertInto('message').values({ content: '再来留言', user_id: ids.reader, created_at: noonOf(today), updated_at: noonOf(today) }).execute();

    const comment = (type: number, forId: number, content: string, minute: number) => ({
      type,
      for_id: forId,
      from_user: ids.reader!,
      content,
      created_at: `${today}T00:${String(minute).padStart(2, '0')}:00.000Z`,
      updated_at: `${today}T00:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    await k
      .insertInto('comment')
      .values([
        comment(COMMENT_TYPE.article, ids.late, '最早的一条，不在最新五条里', 1),
        comment(COMMENT_TYPE.article, ids.noon, '文章评论', 2),
        comment(COMMENT_TYPE.talk, talk[0]!.id, '说说评论', 3),
        comment(COMMENT_TYPE.message, message.id, '留言评论', 4),
        comment(COMMENT_TYPE.article, 99_999, '文章已经没了', 5),
        comment(COMMENT_TYPE.article, ids.late, '长'.repeat(100), 6),
      ])
      .execute();

    const link = (site_name: string, status: number, minute: number) => ({
      site_name,
      site_desc: '描述',
      site_avatar: '',
      url: `https://${minute}.example.org`,
      status,
      user_id: null,
      created_at: `2025-03-01T08:${String(minute).padStart(2, '0')}:00.000Z`,
      updated_at: `2025-03-01T08:${String(minute).padStart(2, '0')}:00.000Z`,
    });
    await k
      .insertInto('link')
      .values([
        link('待审一', LINK_STATUS.pending, 1),
        link('已通过（最新）', LINK_STATUS.approved, 59),
        link('待审二', LINK_STATUS.pending, 2),
        link('待审三', LINK_STATUS.pending, 3),
        link('待审四', LINK_STATUS.pending, 4),
        link('待审五', LINK_STATUS.pending, 5),
        link('待审六', LINK_STATUS.pending, 6),
      ])
      .execute();

    await k
      .insertInto('view_daily')
      .values([
        { day: shiftDay(today, -2), views: 5 },
        { day: shiftDay(today, 1 - DASHBOARD_VIEW_DAYS), views: 7 },
        { day: shiftDay(today, -DASHBOARD_VIEW_DAYS), views: 100 },
      ])
      .execute();
  });

  it('未登录 401，普通用户 403', async () => {
    await expectAdminOnly(server, [['GET', '/api/dashboard/overview']], accounts.userToken);
  });

  it('访问量加一：创建并累加今天的每日访问量，总数同时增加', async () => {
    const todayRow = () => server.db.kysely.selectFrom('view_daily').select('views').where('day', '=', today).executeTakeFirst();
    expect(await todayRow()).toBeUndefined();
    resultOf(await put(server, '/api/config/addView', { headers: newReader() }));
    expect(await todayRow()).toEqual({ views: 1 });
    resultOf(await put(server, '/api/config/addView', { headers: newReader() }));
    resultOf(await put(server, '/api/config/addView', { headers: newReader() }));
    expect(await todayRow()).toEqual({ views: 3 });
    const { counts } = await overview();
    expect(counts.todayViews).toBe(3);
    expect(counts.totalViews).toBe(13);
  });

  it('计数：回收站里的文章不算，其余按表计数', async () => {
    expect((await overview()).counts).toEqual({
      articles: 4,
      talk: 2,
      comments: 6,
      messages: 2,
      users: 2,
      totalViews: 13,
      todayViews: 3,
    });
  });

  it('最近 30 天每天的访问量，没有访问的日子补 0，今天在最后', async () => {
    const { viewsPerDay } = await overview();
    expect(viewsPerDay).toHaveLength(DASHBOARD_VIEW_DAYS);
    expect(viewsPerDay[0]).toEqual({ day: shiftDay(today, 1 - DASHBOARD_VIEW_DAYS), views: 7 });
    expect(viewsPerDay.at(-1)).toEqual({ day: today, views: 3 });
    expect(viewsPerDay.find((entry) => entry.day === shiftDay(today, -2))?.views).toBe(5);
    expect(viewsPerDay.filter((entry) => entry.views === 0)).toHaveLength(DASHBOARD_VIEW_DAYS - 3);
    // Consecutive days, oldest first.
    viewsPerDay.forEach((entry, index) => expect(entry.day).toBe(shiftDay(today, index + 1 - DASHBOARD_VIEW_DAYS)));
  });

  it('写作日历：按网站时区的日期计数最近一年新建的文章，不含回收站', async () => {
    expect((await overview()).calendar).toEqual([
      { day: shiftDay(today, -100), count: 1 },
      { day: tenDaysAgo, count: 2 },
    ]);
  });

  it('标签云：每个标签的文章数（不含回收站）', async () => {
    const { tagCloud } = await overview();
    expect(tagCloud.map(({ tag_name, count }) => ({ tag_name, count }))).toEqual([
      { tag_name: '常用', count: 3 },
      { tag_name: '用过一次', count: 1 },
      { tag_name: '没用过', count: 0 },
    ]);
  });

  it('最新 5 条评论：作者、对象标题，长评论截断', async () => {
    const { latestComments } = await overview();
    expect(latestComments.map(({ content, nick_name, type, target }) => ({ content, nick_name, type, target }))).toEqual([
      { content: `${'长'.repeat(80)}…`, nick_name: 'dash_user', type: COMMENT_TYPE.article, target: '深夜写的' },
      { content: '文章已经没了', nick_name: 'dash_user', type: COMMENT_TYPE.article, target: null },
      { content: '留言评论', nick_name: 'dash_user', type: COMMENT_TYPE.message, target: '博主好' },
      { content: '说说评论', nick_name: 'dash_user', type: COMMENT_TYPE.talk, target: `${TALK_TEXT.slice(0, 30)}…` },
      { content: '文章评论', nick_name: 'dash_user', type: COMMENT_TYPE.article, target: '中午写的' },
    ]);
    expect(latestComments[0]!.for_id).toBe(ids.late);
  });

  it('待审核友链：只列待审核的，最新 5 条在前', async () => {
    const { pendingLinks } = await overview();
    expect(pendingLinks.map((link) => link.site_name)).toEqual(['待审六', '待审五', '待审四', '待审三', '待审二']);
    expect(pendingLinks[0]).toEqual({ id: expect.any(Number), site_name: '待审六', url: 'https://6.example.org', createdAt: '2025-03-01T08:06:00.000Z' });
  });

  it('接口出现在 OpenAPI 文档里', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/dashboard/overview', '/api/config/update', '/api/pageHeader/update']));
  });
});
