import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ADMIN_NOTIFY_SCREEN,
  COMMENT_TEXT,
  COMMENT_TYPE,
  NOTIFY_TYPE,
  SITE_PAGE_MESSAGES,
  type AdminCommentRow,
  type CommentItem,
  type NotifyItem,
  type PageResult,
  type ParentComment,
  type SitePageAdmin,
  type SitePageView,
} from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/** Comments on pages of one's own (COMMENT_TYPE.page), and a renamed page's old address. */

describeEachEngine('自建页面的评论与改名后的旧地址', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;
  const asAdmin = () => ({ headers: bearer(accounts.adminToken) });
  const asUser = () => ({ headers: bearer(accounts.userToken) });
  const pages = {
    add: async (body: Record<string, unknown>) => resultOf(await post<{ id: number; slug: string }>(server, '/api/sitePage/admin/add', body, asAdmin())),
    update: (body: Record<string, unknown>) => call<{ id: number; slug: string }>(server, 'PUT', '/api/sitePage/admin/update', { ...asAdmin(), body }),
    get: async (id: number) => resultOf(await get<SitePageAdmin>(server, `/api/sitePage/admin/get/${id}`, asAdmin())),
    remove: (id: number) => call<null>(server, 'DELETE', `/api/sitePage/admin/delete/${id}`, asAdmin()),
  };
  const comment = (forId: number, content: string) => post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.page, for_id: forId, content }, asUser());
  const reply = (parentId: number, content: string) => post<CommentItem>(server, '/api/comment/apply', { parent_id: parentId, content }, asUser());
  const parents = (forId: number) => post<PageResult<ParentComment>>(server, '/api/comment/frontGetParentComment', { type: COMMENT_TYPE.page, for_id: forId, current: 1, size: 10 });
  const queue = async () =>
    resultOf(await post<PageResult<AdminCommentRow>>(server, '/api/comment/getAdminCommentList', { current: 1, size: 50, type: COMMENT_TYPE.page }, asAdmin())).list;
  const inbox = async () =>
    resultOf(await post<PageResult<NotifyItem>>(server, '/api/notify/getNotifyList', { current: 1, size: 50, userId: accounts.adminId }, asAdmin())).list;
  const commentRows = () => server.db.kysely.selectFrom('comment').select(['id', 'content']).where('type', '=', COMMENT_TYPE.page).orderBy('id').execute();
  const fetchManual = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'pgcomment');
    await server.db.kysely.updateTable('user').set({ nick_name: '访客小明' }).where('id', '=', accounts.userId).execute();
  });

  beforeEach(async () => {
    await server.db.kysely.updateTable('notify').set({ is_view: 2 }).where('user_id', '=', accounts.adminId).execute();
  });

  it('新页面默认开启评论；访客评论和回复后在页面下可见，管理员收到提醒，评论队列带页面标题和 /page/<slug>', async () => {
    const { id } = await pages.add({ title: '关于我', slug: 'about-comments', content: '你好', status: 1 });
    expect((await pages.get(id)).commentsEnabled).toBe(true);
    expect(resultOf(await get<SitePageView>(server, '/api/sitePage/bySlug/about-comments')).commentsEnabled).toBe(true);

    const added = resultOf(await comment(id, '页面写得真好'));
    resultOf(await reply(added.id, '补充一句'));
    const listed = resultOf(await parents(id));
    expect(listed.list.map((c) => [c.content, c.replies.map((r) => r.content)])).toEqual([['页面写得真好', ['补充一句']]]);
    expect(resultOf(await post<number>(server, '/api/comment/getCommentTotal', { type: COMMENT_TYPE.page, for_id: id }))).toBe(2);

    const [note] = await inbox();
    expect(note).toMatchObject({ type: NOTIFY_TYPE.adminPage, to_id: ADMIN_NOTIFY_SCREEN.comments });
    expect(note!.message).toContain('访客小明 在页面《关于我》下回复了');

    const rows = await queue();
    expect(rows.map((r) => [r.content, r.place_title, r.page_slug])).toEqual([
      ['补充一句', '关于我', 'about-comments'],
      ['页面写得真好', '关于我', 'about-comments'],
    ]);
  });

  it('关闭评论后：页面说明没有评论框，新评论和回复都被拒绝（中文），已有评论不变', async () => {
    const { id } = await pages.add({ title: '隐私政策', slug: 'privacy-closed', content: '条款', status: 1 });
    const first = resultOf(await comment(id, '开着的时候写的'));
    resultOf(await pages.update({ id, title: '隐私政策', slug: 'privacy-closed', content: '条款', status: 1, commentsEnabled: false }));
    expect(resultOf(await get<SitePageView>(server, '/api/sitePage/bySlug/privacy-closed')).commentsEnabled).toBe(false);
    const before = await commentRows();

    for (const refused of [await comment(id, '关了还想写'), await reply(first.id, '关了还想回复')]) {
      expect(refused.body).toMatchObject({ code: 100, message: SITE_PAGE_MESSAGES.commentsClosed });
    }
    expect(await commentRows()).toEqual(before);
  });

  it('草稿页面的评论从不外泄：读不到、数不到、写不进；评论开关必须是布尔值', async () => {
    const { id } = await pages.add({ title: '留言须知', slug: 'rules-draft', content: '规则', status: 1 });
    resultOf(await comment(id, '公开时的评论'));
    resultOf(await pages.update({ id, title: '留言须知', slug: 'rules-draft', content: '规则', status: 3 }));
    const missing = COMMENT_TEXT.targetMissing[COMMENT_TYPE.page];
    expect((await parents(id)).body).toMatchObject({ code: 100, message: missing, result: null });
    expect((await post(server, '/api/comment/getCommentTotal', { type: COMMENT_TYPE.page, for_id: id })).body).toMatchObject({ code: 100, message: missing });
    expect((await comment(id, '草稿上的评论')).body).toMatchObject({ code: 100, message: missing });

    const bad = await pages.update({ id, title: '留言须知', status: 1, commentsEnabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(SITE_PAGE_MESSAGES.commentsInvalid);
  });

  it('删除页面时它的评论一起删除', async () => {
    const { id } = await pages.add({ title: '临时页面', slug: 'temp-page', content: 'x', status: 1 });
    resultOf(await comment(id, '临时页面的评论'));
    resultOf(await pages.remove(id));
    expect((await commentRows()).map((r) => r.content)).not.toContain('临时页面的评论');
  });

  it('公开页面改链接名后，旧地址 301 到新地址；改回来不会循环，删除页面后旧地址不再跳转', async () => {
    const { id } = await pages.add({ title: '作品集', slug: 'works', content: '作品', status: 1 });
    resultOf(await pages.update({ id, title: '作品集', slug: '作品', content: '作品', status: 1 }));
    const moved = await fetchManual('/page/works');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/page/${encodeURIComponent('作品')}`);
    expect((await fetchManual(`/page/${encodeURIComponent('作品')}`)).status).toBe(200);

    resultOf(await pages.update({ id, title: '作品集', slug: 'portfolio', content: '作品', status: 1 }));
    // Both earlier addresses go straight to the current one (no chain).
    for (const old of ['/page/works', `/page/${encodeURIComponent('作品')}`]) {
      const answer = await fetchManual(old);
      expect(answer.status, old).toBe(301);
      expect(answer.headers.get('location'), old).toBe('/page/portfolio');
    }

    resultOf(await pages.update({ id, title: '作品集', slug: 'works', content: '作品', status: 1 }));
    expect((await fetchManual('/page/works')).status).toBe(200);
    expect((await fetchManual('/page/portfolio')).headers.get('location')).toBe('/page/works');

    resultOf(await pages.remove(id));
    expect((await fetchManual('/page/portfolio')).status).toBe(404);
    expect((await fetchManual('/page/works')).status).toBe(404);
  });

  it('草稿页面改链接名不留跳转：旧地址不会说出草稿的新地址', async () => {
    const { id } = await pages.add({ title: '秘密计划', slug: 'plan-a', content: 'x', status: 3 });
    resultOf(await pages.update({ id, title: '秘密计划', slug: 'plan-b', content: 'x', status: 3 }));
    const answer = await fetchManual('/page/plan-a');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
  });
});
