import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ADMIN_NOTIFY_SCREEN,
  COMMENT_TYPE,
  LIKE_TYPE,
  MODERATION_MESSAGES,
  NOTIFY_TYPE,
  type AdminCommentRow,
  type AdminMessageRow,
  type CommentItem,
  type NotifyItem,
  type PageResult,
  type ParentComment,
} from '@blog/contract';
import { communityFixtures } from './comment-fixtures';
import { bearer, freshIp, fromIp } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';

/** Every row the moderation calls could change. */
async function snapshot(server: TestServer) {
  const k = server.db.kysely;
  return {
    comments: await k.selectFrom('comment').select(['id', 'status', 'content', 'parent_id']).orderBy('id').execute(),
    messages: await k.selectFrom('message').select(['id', 'status']).orderBy('id').execute(),
    likes: await k.selectFrom('like').select(['id']).orderBy('id').execute(),
    notify: await k.selectFrom('notify').select(['id', 'message', 'is_view']).orderBy('id').execute(),
  };
}

describeEachEngine('后台：评论队列与留言管理', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const asAdmin = () => ({ headers: bearer(accounts.adminToken) });
  const as = (who: string) => ({ headers: bearer(tokens[who]!) });
  const queue = async (filter: Record<string, unknown> = {}) =>
    resultOf(await post<PageResult<AdminCommentRow>>(server, '/api/comment/getAdminCommentList', { current: 1, size: 50, ...filter }, asAdmin()));
  const guestbook = async (filter: Record<string, unknown> = {}) =>
    resultOf(await post<PageResult<AdminMessageRow>>(server, '/api/message/getAdminMessageList', { current: 1, size: 50, ...filter }, asAdmin()));
  const visitorComments = async (type: number, forId: number) =>
    resultOf(await post<PageResult<ParentComment>>(server, '/api/comment/frontGetParentComment', { type, for_id: forId, current: 1, size: 50 })).list;
  const inbox = async (userId: number, token: string) =>
    resultOf(await post<PageResult<NotifyItem>>(server, '/api/notify/getNotifyList', { current: 1, size: 50, userId }, { headers: bearer(token) })).list;
  const count = async (table: 'comment' | 'like' | 'message') =>
    Number((await server.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const like = (forId: number, n: number) =>
    server.db.kysely
      .insertInto('like')
      .values({ type: LIKE_TYPE.comment, for_id: forId, liker: `v:liker-${forId}-${n}`, user_id: null, created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' })
      .execute();

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'mod');
    await server.db.kysely.updateTable('user').set({ nick_name: '博主' }).where('id', '=', accounts.adminId).execute();
    const c = communityFixtures(server.db);
    ids.alice = await c.user('mod_alice', { nickName: '爱丽丝' });
    ids.bob = await c.user('mod_bob', { nickName: '鲍勃' });
    tokens.alice = await server.tokenFor(ids.alice);
    tokens.bob = await server.tokenFor(ids.bob);
    ids.article = await fixtures(server.db).article({ title: '审核测试文章' });
    ids.talk = await c.talk(accounts.adminId);
    ids.message = await c.message(ids.alice);
  });

  // The admin's notifications are batched while unread: each test starts with them read.
  beforeEach(async () => {
    await server.db.kysely.updateTable('notify').set({ is_view: 2 }).where('user_id', '=', accounts.adminId).execute();
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    const c = communityFixtures(server.db);
    const victim = await c.comment({ type: COMMENT_TYPE.article, forId: ids.article!, fromUser: ids.alice!, content: '不该被动的评论' });
    const calls: AdminCall[] = [
      ['POST', '/api/comment/getAdminCommentList', { current: 1, size: 10 }],
      ['PUT', '/api/comment/batchStatus', { ids: [victim], status: 2 }],
      ['PUT', '/api/comment/batchDelete', { ids: [victim] }],
      ['POST', '/api/comment/adminReply', { id: victim, content: '越权回复' }],
      ['PUT', `/api/comment/hide/${victim}`],
      ['POST', '/api/message/getAdminMessageList', { current: 1, size: 10 }],
      ['PUT', '/api/message/batchDelete', { ids: [ids.message] }],
      ['PUT', `/api/message/hide/${ids.message}`],
    ];
    await expectAdminOnly(server, calls, accounts.userToken, () => snapshot(server));
    await server.db.kysely.deleteFrom('comment').where('id', '=', victim).execute();
  });

  it('评论队列：三个位置的评论和回复都在，新的在前，可按位置、状态、作者、关键词筛选', async () => {
    const onArticle = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '文章写得清楚' }, as('alice')));
    const onTalk = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.talk, for_id: ids.talk, content: '说说好有趣' }, as('bob')));
    const onMessage = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.message, for_id: ids.message, content: '留言下的讨论' }, as('bob')));
    const reply = resultOf(await post<CommentItem>(server, '/api/comment/apply', { parent_id: onArticle.id, content: '同意楼上' }, as('bob')));

    const all = await queue();
    expect(all.list.slice(0, 4).map((r) => r.id)).toEqual([reply.id, onMessage.id, onTalk.id, onArticle.id]);
    const articleRow = all.list.find((r) => r.id === onArticle.id)!;
    expect(articleRow).toMatchObject({
      type: COMMENT_TYPE.article,
      for_id: ids.article,
      parent_id: null,
      status: 1,
      reply_count: 1,
      place_title: '审核测试文章',
      from_user: { id: ids.alice, username: 'mod_alice', nick_name: '爱丽丝' },
      to_user: null,
    });
    expect(all.list.find((r) => r.id === reply.id)).toMatchObject({ parent_id: onArticle.id, to_user: { id: ids.alice, nick_name: '爱丽丝' }, reply_count: 0 });
    expect(all.list.find((r) => r.id === onTalk.id)!.place_title).toBe('今天的说说');

    expect((await queue({ type: COMMENT_TYPE.talk })).list.map((r) => r.id)).toEqual([onTalk.id]);
    expect((await queue({ type: COMMENT_TYPE.message })).list.map((r) => r.id)).toEqual([onMessage.id]);
    expect((await queue({ author: '丽丝' })).list.map((r) => r.id)).toEqual([onArticle.id]);
    expect((await queue({ author: 'mod_bob' })).list.map((r) => r.id)).toEqual([reply.id, onMessage.id, onTalk.id]);
    expect((await queue({ keyword: '有趣' })).list.map((r) => r.id)).toEqual([onTalk.id]);
    expect((await queue({ author: 'mod_bob', size: 2 })).total).toBe(3);
    expect((await queue({ author: 'mod_bob', size: 2 })).list).toHaveLength(2);

    await call(server, 'PUT', `/api/comment/hide/${onTalk.id}`, asAdmin());
    expect((await queue({ status: 2 })).list.map((r) => r.id)).toEqual([onTalk.id]);
    expect((await queue({ status: 1, author: 'mod_bob' })).list.map((r) => r.id)).toEqual([reply.id, onMessage.id]);
  });

  it('筛选条件不合规：400，中文说明', async () => {
    for (const [body, message] of [
      // 3 is 待审核 (guests' comments waiting for review); 4 is nothing.
      [{ current: 1, size: 10, status: 4 }, MODERATION_MESSAGES.commentStatusInvalid],
      [{ current: 1, size: 10, keyword: '长'.repeat(51) }, MODERATION_MESSAGES.keywordTooLong],
      [{ current: 1, size: 10, type: 9 }, '评论类型只能是 1（文章）、2（说说）或 3（留言）'],
    ] as const) {
      const response = await post(server, '/api/comment/getAdminCommentList', body, asAdmin());
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('批量隐藏、恢复：访客看不到隐藏的评论；空列表和都不存在的编号什么都不改', async () => {
    const c = communityFixtures(server.db);
    const first = await c.comment({ type: COMMENT_TYPE.article, forId: ids.article!, fromUser: ids.alice!, content: '批量一' });
    const second = await c.comment({ type: COMMENT_TYPE.article, forId: ids.article!, fromUser: ids.bob!, content: '批量二' });
    const hidden = await call<{ changed: number }>(server, 'PUT', '/api/comment/batchStatus', { ...asAdmin(), body: { ids: [first, second, 99999], status: 2 } });
    expect(hidden.body).toEqual({ code: 0, message: '已隐藏', result: { changed: 2 } });
    const seen = (await visitorComments(COMMENT_TYPE.article, ids.article!)).map((r) => r.id);
    expect(seen).not.toContain(first);
    expect(seen).not.toContain(second);

    const before = await snapshot(server);
    const empty = await call(server, 'PUT', '/api/comment/batchStatus', { ...asAdmin(), body: { ids: [], status: 1 } });
    expect([empty.status, empty.body.message]).toEqual([400, MODERATION_MESSAGES.idsMissing]);
    const missing = await call(server, 'PUT', '/api/comment/batchStatus', { ...asAdmin(), body: { ids: [99998], status: 1 } });
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([200, 100, MODERATION_MESSAGES.commentMissing]);
    expect(await snapshot(server)).toEqual(before);

    const shown = await call<{ changed: number }>(server, 'PUT', '/api/comment/batchStatus', { ...asAdmin(), body: { ids: [first, second], status: 1 } });
    expect(shown.body).toEqual({ code: 0, message: '已恢复显示', result: { changed: 2 } });
    expect((await visitorComments(COMMENT_TYPE.article, ids.article!)).map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
  });

  it('批量删除：一级评论连同它的回复，以及这些评论的点赞；别的评论不动', async () => {
    const c = communityFixtures(server.db);
    const top = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.talk!, fromUser: ids.alice!, content: '要删的一级评论' });
    const r1 = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.talk!, fromUser: ids.bob!, parentId: top, toUser: ids.alice!, content: '它的回复' });
    const r2 = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.talk!, fromUser: ids.alice!, parentId: top, toUser: ids.bob!, status: 2, content: '隐藏的回复' });
    const loneReplyParent = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.talk!, fromUser: ids.bob!, content: '留下的一级评论' });
    const loneReply = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.talk!, fromUser: ids.alice!, parentId: loneReplyParent, content: '单独删除的回复' });
    await like(top, 1);
    await like(r1, 1);
    await like(r2, 1);
    await like(loneReplyParent, 1);
    const [comments, likes] = [await count('comment'), await count('like')];

    const response = await call<{ removed: number }>(server, 'PUT', '/api/comment/batchDelete', { ...asAdmin(), body: { ids: [top, loneReply] } });
    expect(response.body).toEqual({ code: 0, message: '删除成功', result: { removed: 4 } });
    const left = (await server.db.kysely.selectFrom('comment').select('id').where('id', 'in', [top, r1, r2, loneReply, loneReplyParent]).execute()).map((r) => r.id);
    expect(left).toEqual([loneReplyParent]);
    expect(await count('comment')).toBe(comments - 4);
    expect(await count('like')).toBe(likes - 3);
  });

  it('以博主身份回复：回复出现在那条评论下，评论的作者收到回复通知', async () => {
    const top = resultOf(await post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '请问有源码吗' }, as('bob')));
    const response = await post<CommentItem>(server, '/api/comment/adminReply', { id: top.id, content: '  在 GitHub 上  ' }, asAdmin());
    expect(response.body.message).toBe('回复成功');
    const item = resultOf(response);
    expect(item).toMatchObject({ parent_id: top.id, content: '在 GitHub 上', from_id: accounts.adminId, from_name: '博主', to_id: ids.bob });

    const thread = (await visitorComments(COMMENT_TYPE.article, ids.article!)).find((r) => r.id === top.id)!;
    expect(thread.replies.map((r) => r.content)).toEqual(['在 GitHub 上']);
    expect((await inbox(ids.bob!, tokens.bob!))[0]).toMatchObject({ type: NOTIFY_TYPE.article, to_id: ids.article, message: '博主 在文章《审核测试文章》下回复了你：「在 GitHub 上」' });

    // A reply to a reply lands in the same thread, addressed to that reply's author.
    const bobReply = resultOf(await post<CommentItem>(server, '/api/comment/apply', { parent_id: top.id, reply_id: item.id, content: '谢谢博主' }, as('alice')));
    const second = resultOf(await post<CommentItem>(server, '/api/comment/adminReply', { id: bobReply.id, content: '不客气' }, asAdmin()));
    expect(second).toMatchObject({ parent_id: top.id, to_id: ids.alice });

    const before = await snapshot(server);
    for (const [body, status, message] of [
      [{ id: top.id, content: '   ' }, 400, '请输入评论内容'],
      [{ id: 99999, content: '回复不存在的' }, 200, MODERATION_MESSAGES.commentMissing],
    ] as const) {
      const bad = await post(server, '/api/comment/adminReply', body, asAdmin());
      expect([bad.status, bad.body.message]).toEqual([status, message]);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('新评论、新留言、新友链申请通知管理员（类型 4，指向后台对应页面）；连续多条合成一条，读过之后再来的另起一条；管理员自己的不通知', async () => {
    const adminInbox = () => inbox(accounts.adminId, accounts.adminToken);
    const before = (await adminInbox()).length;
    await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '第一条' }, as('alice'));
    await post(server, '/api/comment/add', { type: COMMENT_TYPE.talk, for_id: ids.talk, content: '第二条' }, as('bob'));
    await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '第三条' }, as('bob'));
    let notes = await adminInbox();
    expect(notes).toHaveLength(before + 1);
    expect(notes[0]).toMatchObject({
      type: NOTIFY_TYPE.adminPage,
      to_id: ADMIN_NOTIFY_SCREEN.comments,
      isView: 1,
      message: '有 3 条新评论待查看，最新一条：鲍勃 评论了文章《审核测试文章》：「第三条」',
    });
    // The admin's own comment and own reply change nothing in their drawer.
    await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '博主自己说' }, asAdmin());
    expect((await adminInbox())[0]!.message).toBe(notes[0]!.message);

    // Read: the next comment starts a new notification.
    resultOf(await call(server, 'PUT', `/api/notify/update/${notes[0]!.id}`, asAdmin()));
    await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: '第四条' }, as('alice'));
    notes = await adminInbox();
    expect(notes).toHaveLength(before + 2);
    expect(notes[0]).toMatchObject({ to_id: ADMIN_NOTIFY_SCREEN.comments, isView: 1, message: '爱丽丝 评论了文章《审核测试文章》：「第四条」' });

    await post(server, '/api/message/add', { message: '来踩一踩' }, { headers: { ...bearer(tokens.bob!), ...fromIp(freshIp()) } });
    await post(server, '/api/message/add', { message: '<b>路过</b>', nick_name: '游客甲' }, { headers: fromIp(freshIp()) });
    await post(server, '/api/message/add', { message: '博主的留言' }, { headers: { ...asAdmin().headers, ...fromIp(freshIp()) } });
    notes = await adminInbox();
    expect(notes[0]).toMatchObject({
      type: NOTIFY_TYPE.adminPage,
      to_id: ADMIN_NOTIFY_SCREEN.guestbook,
      message: '有 2 条新留言待查看，最新一条：游客甲 在留言板留言：「＜b＞路过＜/b＞」',
    });

    const link = { site_name: '爱丽丝的站', site_desc: '前端笔记', site_avatar: 'https://img.example.com/a.png', url: 'https://alice.example.org/' };
    resultOf(await post(server, '/api/links/add', link, as('alice')));
    notes = await adminInbox();
    expect(notes).toHaveLength(before + 4);
    expect(notes[0]).toMatchObject({ type: NOTIFY_TYPE.adminPage, to_id: ADMIN_NOTIFY_SCREEN.links, message: '收到友链申请「爱丽丝的站」：https://alice.example.org/' });
    expect(notes.filter((n) => n.isView === 1)).toHaveLength(3);
  });

  it('留言管理：含隐藏的，可按标签、状态、关键词筛选；每条带它的评论数', async () => {
    const k = server.db.kysely;
    const stamp = (s: number) => `2099-06-0${s}T00:00:00.000Z`;
    const entry = async (content: string, tag: string, status: number, day: number) =>
      (
        await k
          .insertInto('message')
          .values({ content, tag, user_id: ids.bob!, nick_name: '鲍勃', status, created_at: stamp(day), updated_at: stamp(day) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const a = await entry('春天来了', '生活', 1, 1);
    const b = await entry('今天加班', '工作', 2, 2);
    const c = await entry('春天的工作计划', '工作', 1, 3);
    await communityFixtures(server.db).comment({ type: COMMENT_TYPE.message, forId: c, fromUser: ids.alice!, status: 2 });

    const all = await guestbook();
    expect(all.list.slice(0, 3).map((r) => r.id)).toEqual([c, b, a]);
    expect(all.list.find((r) => r.id === c)).toMatchObject({ comment_count: 1, comment_total: 0, nick_name: '鲍勃', tag: '工作' });
    expect((await guestbook({ tag: '工作' })).list.map((r) => r.id)).toEqual([c, b]);
    expect((await guestbook({ status: 2 })).list.map((r) => r.id)).toEqual([b]);
    expect((await guestbook({ keyword: '春天' })).list.map((r) => r.id)).toEqual([c, a]);

    await call(server, 'PUT', `/api/message/show/${b}`, asAdmin());
    expect((await guestbook({ status: 2 })).list).toEqual([]);
  });

  it('批量删除留言：连同它们的评论、回复和点赞；都不存在时什么都不改', async () => {
    const cf = communityFixtures(server.db);
    const m1 = await cf.message(ids.bob!);
    const m2 = await cf.message(null);
    const top = await cf.comment({ type: COMMENT_TYPE.message, forId: m1, fromUser: ids.alice! });
    const reply = await cf.comment({ type: COMMENT_TYPE.message, forId: m1, fromUser: ids.bob!, parentId: top });
    await like(top, 2);
    await like(reply, 2);
    await server.db.kysely
      .insertInto('like')
      .values({ type: LIKE_TYPE.message, for_id: m2, liker: 'v:entry-liker', user_id: null, created_at: stamp, updated_at: stamp })
      .execute();
    const [messages, comments, likes] = [await count('message'), await count('comment'), await count('like')];

    const before = await snapshot(server);
    const missing = await call(server, 'PUT', '/api/message/batchDelete', { ...asAdmin(), body: { ids: [99999] } });
    expect([missing.body.code, missing.body.message]).toEqual([100, '留言不存在或已被删除']);
    expect(await snapshot(server)).toEqual(before);

    const response = await call(server, 'PUT', '/api/message/batchDelete', { ...asAdmin(), body: { ids: [m1, m2] } });
    expect(response.body).toEqual({ code: 0, message: '删除成功', result: { removed: 2 } });
    expect([await count('message'), await count('comment'), await count('like')]).toEqual([messages - 2, comments - 2, likes - 3]);
  });
});

const stamp = '2024-01-01T00:00:00.000Z';
