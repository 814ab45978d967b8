import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_STATUS,
  COMMENT_IP_UNKNOWN,
  COMMENT_TEXT,
  COMMENT_TYPE,
  LIKE_TYPE,
  VISITOR_KEY_HEADER,
  type CommentItem,
  type CommentTotal,
  type CommentType,
  type PageResult,
  type ParentComment,
} from '@blog/contract';
import { deleteCommentsOf } from '../src/modules/comment/cleanup';
import { COMMENT_WRITE_LIMIT } from '../src/modules/comment/routes';
import { communityFixtures } from './comment-fixtures';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachEngine('评论', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    const c = communityFixtures(server.db);
    ids.admin = await c.user('cm_admin', { admin: true, nickName: '博主' });
    for (const name of ['alice', 'bob', 'carol', 'dave', 'frank']) {
      ids[name] = await c.user(`cm_${name}`, { nickName: name === 'alice' ? '爱丽丝' : name });
      tokens[name] = await server.tokenFor(ids[name]!);
    }
    tokens.admin = await server.tokenFor(ids.admin, 1);
    ids.article = await f.article({ title: '评论区文章' });
    ids.secretArticle = await f.article({ title: '私密文章', status: ARTICLE_STATUS.private });
    ids.draft = await f.article({ title: '草稿', status: ARTICLE_STATUS.draft });
    ids.talk = await c.talk(ids.admin);
    ids.secretTalk = await c.talk(ids.admin, 2);
    ids.message = await c.message(ids.alice!);
    ids.hiddenMessage = await c.message(ids.alice!, 2);
  });

  const as = (who: string) => ({ headers: bearer(tokens[who]!) });
  const add = (who: string, type: number, forId: number, content: string) => post<CommentItem>(server, '/api/comment/add', { type, for_id: forId, content }, as(who));
  const apply = (who: string, body: Record<string, unknown>) => post<CommentItem>(server, '/api/comment/apply', body, as(who));
  const remove = (who: string | null, id: number, parentId: number) =>
    call<null>(server, 'DELETE', `/api/comment/delete/${id}/${parentId}`, who ? as(who) : {});
  const parents = (type: number, forId: number, current = 1, size = 10, headers: Record<string, string> = {}) =>
    post<PageResult<ParentComment>>(server, '/api/comment/frontGetParentComment', { type, for_id: forId, current, size }, { headers });
  const children = (parentId: number, current = 1, size = 10) =>
    post<PageResult<CommentItem>>(server, '/api/comment/frontGetChildrenComment', { parent_id: parentId, current, size });
  const total = async (type: CommentType, forId: number) => resultOf(await post<CommentTotal>(server, '/api/comment/getCommentTotal', { type, for_id: forId }));
  const commentCount = async () => Number((await server.db.kysely.selectFrom('comment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('游客不能写：发表、回复、删除、隐藏都是 401「请先登录」', async () => {
    const before = await commentCount();
    const responses = [
      await post(server, '/api/comment/add', { type: 1, for_id: ids.article, content: '游客评论' }),
      await post(server, '/api/comment/apply', { parent_id: 1, content: '游客回复' }),
      await call(server, 'DELETE', '/api/comment/delete/1/0'),
      await put(server, '/api/comment/hide/1'),
      await post(server, '/api/comment/add', { type: 1, for_id: ids.article, content: '坏令牌' }, { headers: bearer('bad.token.here') }),
    ];
    for (const response of responses.slice(0, 4)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 401, message: '请先登录', result: null });
    }
    expect(responses[4]!.status).toBe(401);
    expect(responses[4]!.body.message).toBe('登录过期，请重新登录');
    expect(await commentCount()).toBe(before);
  });

  it('内容和参数不对 → 400 和中文说明，什么都不写', async () => {
    const before = await commentCount();
    const cases: Array<[string, unknown, string]> = [
      ['/api/comment/add', { type: 1, for_id: ids.article, content: '   \n ' }, COMMENT_TEXT.empty],
      ['/api/comment/add', { type: 1, for_id: ids.article }, COMMENT_TEXT.empty],
      ['/api/comment/add', { type: 5, for_id: ids.article, content: '类型不对' }, COMMENT_TEXT.badType],
      ['/api/comment/add', { type: 1, for_id: 0, content: '编号不对' }, '编号必须大于 0'],
      ['/api/comment/apply', { parent_id: 'x', content: '回复' }, '编号必须是数字'],
      ['/api/comment/apply', { parent_id: 1, content: '' }, COMMENT_TEXT.empty],
      ['/api/comment/frontGetParentComment', { type: 1, for_id: ids.article, current: 1, size: 51 }, '每页条数不能大于 50'],
      ['/api/comment/frontGetChildrenComment', { parent_id: 1, current: 0, size: 10 }, '页码必须大于 0'],
      ['/api/comment/getCommentTotal', { type: 9, for_id: ids.article }, COMMENT_TEXT.badType],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(server, path, body, as('dave'));
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body).toEqual({ code: 400, message, result: null });
    }
    // Too long is the original client's box, which lets it through: a code 100 it shows, still nothing written.
    for (const path of ['/api/comment/add', '/api/comment/apply']) {
      const response = await post(server, path, { type: 1, for_id: ids.article, parent_id: 1, content: '字'.repeat(501) }, as('dave'));
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 200, body: { code: 100, message: COMMENT_TEXT.tooLong, result: null } });
    }
    const badDelete = await remove('dave', 1, -1);
    expect(badDelete.status).toBe(400);
    expect(badDelete.body.message).toBe('上级评论编号不能为负数');
    expect(await commentCount()).toBe(before);
  });

  it('500 个字（按字符计，表情算一个）可以发表，首尾空白会去掉', async () => {
    const content = `😀${'好'.repeat(499)}`;
    const item = resultOf(await add('dave', COMMENT_TYPE.talk, ids.talk!, `  ${content}\n`));
    expect(item.content).toBe(content);
    resultOf(await remove('dave', item.id, 0));
  });

  it('看不到的目标：私密/草稿文章、私密说说、隐藏的留言、不存在 → code 100，读写都是', async () => {
    const before = await commentCount();
    const cases: Array<[CommentType, number, string]> = [
      [COMMENT_TYPE.article, ids.secretArticle!, COMMENT_TEXT.targetMissing[1]],
      [COMMENT_TYPE.article, ids.draft!, COMMENT_TEXT.targetMissing[1]],
      [COMMENT_TYPE.article, 999_999, COMMENT_TEXT.targetMissing[1]],
      [COMMENT_TYPE.talk, ids.secretTalk!, COMMENT_TEXT.targetMissing[2]],
      [COMMENT_TYPE.message, ids.hiddenMessage!, COMMENT_TEXT.targetMissing[3]],
      [COMMENT_TYPE.message, 999_999, COMMENT_TEXT.targetMissing[3]],
    ];
    for (const [type, forId, message] of cases) {
      for (const response of [
        await add('frank', type, forId, '看得到吗'),
        await parents(type, forId),
        await post(server, '/api/comment/getCommentTotal', { type, for_id: forId }),
      ]) {
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ code: 100, message, result: null });
      }
    }
    expect(await commentCount()).toBe(before);
  });

  describe('一篇文章下的对话', () => {
    const made: Record<string, number> = {};

    beforeAll(async () => {
      // Sequential, so creation order is time order.
      made.first = resultOf(await add('alice', COMMENT_TYPE.article, ids.article!, '第一条评论')).id;
      made.second = resultOf(await add('bob', COMMENT_TYPE.article, ids.article!, '第二条评论')).id;
    });

    it('发表后返回新评论，列表新的在前，带作者、时间、点赞数', async () => {
      const page = resultOf(await parents(COMMENT_TYPE.article, ids.article!));
      expect(page).toMatchObject({ current: 1, size: 10, total: 2 });
      expect(page.list.map((c) => c.content)).toEqual(['第二条评论', '第一条评论']);
      expect(page.list[1]).toEqual({
        id: made.first,
        type: COMMENT_TYPE.article,
        for_id: ids.article,
        parent_id: null,
        content: '第一条评论',
        thumbs_up: 0,
        is_like: false,
        from_id: ids.alice,
        from_name: '爱丽丝',
        from_avatar: '',
        to_id: null,
        to_name: null,
        to_avatar: null,
        ipAddress: COMMENT_IP_UNKNOWN,
        from_url: '',
        pending: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        reply_count: 0,
        replies: [],
      });
    });

    it('回复：to_id 由服务器从被回复的那条算出；回复的回复写明回复谁', async () => {
      // Bob answers Alice's comment; Carol answers Bob's reply; Dave names no one (answers the parent).
      const bobReply = resultOf(await apply('bob', { parent_id: made.first, reply_id: made.first, content: '同意楼主' }));
      expect(bobReply).toMatchObject({ parent_id: made.first, type: COMMENT_TYPE.article, for_id: ids.article, to_id: ids.alice, to_name: '爱丽丝' });
      const carolReply = resultOf(await apply('carol', { parent_id: made.first, reply_id: bobReply.id, content: '我也同意 bob' }));
      expect([carolReply.to_id, carolReply.to_name, carolReply.to_avatar]).toEqual([ids.bob, 'bob', '']);
      const daveReply = resultOf(await apply('dave', { parent_id: made.first, content: '路过' }));
      expect(daveReply.to_id).toBe(ids.alice);
      // to_id (or its older name to_user) alone is accepted only for someone in the thread.
      const named = resultOf(await apply('alice', { parent_id: made.first, to_id: ids.carol, content: '谢谢 carol' }));
      expect(named.to_id).toBe(ids.carol);
      made.bobReply = bobReply.id;
      made.carolReply = carolReply.id;

      const replies = resultOf(await children(made.first!));
      expect(replies.total).toBe(4);
      expect(replies.list.map((r) => [r.content, r.from_name, r.to_name])).toEqual([
        ['同意楼主', 'bob', '爱丽丝'],
        ['我也同意 bob', 'carol', 'bob'],
        ['路过', 'dave', '爱丽丝'],
        ['谢谢 carol', '爱丽丝', 'carol'],
      ]);
      const paged = resultOf(await children(made.first!, 2, 3));
      expect(paged).toMatchObject({ current: 2, size: 3, total: 4 });
      expect(paged.list.map((r) => r.content)).toEqual(['谢谢 carol']);

      const top = resultOf(await parents(COMMENT_TYPE.article, ids.article!)).list.find((c) => c.id === made.first)!;
      expect(top.reply_count).toBe(4);
      expect(top.replies.map((r) => r.content)).toEqual(['同意楼主', '我也同意 bob', '路过', '谢谢 carol']);
      expect(await total(COMMENT_TYPE.article, ids.article!)).toBe(6);
    });

    it('回复对象必须在这条评论下：冒充的 to_user → 400，别的楼的 reply_id 或回复的回复当 parent_id → code 100', async () => {
      const before = await commentCount();
      const fake = await apply('bob', { parent_id: made.second, to_user: ids.carol, content: 'carol 没在这层楼' });
      expect(fake.status).toBe(400);
      expect(fake.body.message).toBe(COMMENT_TEXT.badReplyTarget);
      const otherThread = await apply('bob', { parent_id: made.second, reply_id: made.carolReply, content: '串楼' });
      expect(otherThread.body).toEqual({ code: 100, message: COMMENT_TEXT.commentMissing, result: null });
      const replyAsParent = await apply('bob', { parent_id: made.carolReply, content: '楼中楼中楼' });
      expect(replyAsParent.body).toEqual({ code: 100, message: COMMENT_TEXT.commentMissing, result: null });
      const missing = await apply('bob', { parent_id: 999_999, content: '不存在' });
      expect(missing.body.code).toBe(100);
      expect(await commentCount()).toBe(before);
    });

    it('分页：一级评论每页 10 条，第 2 页接着来，每条最多带 5 条回复', async () => {
      const article = await fixtures(server.db).article({ title: '热闹的文章' });
      const c = communityFixtures(server.db);
      const made12: number[] = [];
      for (let i = 1; i <= 12; i++) made12.push(await c.comment({ type: COMMENT_TYPE.article, forId: article, fromUser: ids.dave!, content: `第 ${i} 条` }));
      // Equal timestamps (the fixture's): the newer id comes first.
      for (let i = 1; i <= 7; i++) await c.comment({ type: COMMENT_TYPE.article, forId: article, fromUser: ids.bob!, parentId: made12[11], toUser: ids.dave, content: `回复 ${i}` });
      const first = resultOf(await parents(COMMENT_TYPE.article, article, 1, 10));
      expect(first.total).toBe(12);
      expect(first.list.map((p) => p.content)).toEqual(Array.from({ length: 10 }, (_, i) => `第 ${12 - i} 条`));
      expect(first.list[0]!.reply_count).toBe(7);
      expect(first.list[0]!.replies.map((r) => r.content)).toEqual(['回复 1', '回复 2', '回复 3', '回复 4', '回复 5']);
      expect(first.list[1]!.replies).toEqual([]);
      const second = resultOf(await parents(COMMENT_TYPE.article, article, 2, 10));
      expect(second.list.map((p) => p.content)).toEqual(['第 2 条', '第 1 条']);
      expect(resultOf(await children(made12[11]!, 2, 5)).list.map((r) => r.content)).toEqual(['回复 6', '回复 7']);
      expect(await total(COMMENT_TYPE.article, article)).toBe(19);
    });

    it('点过赞的评论在列表里标明（按访客标识或账号）', async () => {
      const key = { [VISITOR_KEY_HEADER]: 'comment-liker-1' };
      resultOf(await post(server, '/api/like/addLike', { type: LIKE_TYPE.comment, for_id: made.bobReply }, { headers: key }));
      resultOf(await post(server, '/api/like/addLike', { type: LIKE_TYPE.comment, for_id: made.second }, { headers: key }));
      const mine = resultOf(await parents(COMMENT_TYPE.article, ids.article!, 1, 10, key)).list;
      const second = mine.find((c) => c.id === made.second)!;
      expect([second.is_like, second.thumbs_up]).toEqual([true, 1]);
      const first = mine.find((c) => c.id === made.first)!;
      expect(first.is_like).toBe(false);
      expect(first.replies.map((r) => r.is_like)).toEqual([true, false, false, false]);
      const strangers = resultOf(await parents(COMMENT_TYPE.article, ids.article!)).list;
      expect(strangers.every((c) => !c.is_like)).toBe(true);
      const replies = await post<PageResult<CommentItem>>(server, '/api/comment/frontGetChildrenComment', { parent_id: made.first, current: 1, size: 10 }, { headers: key });
      expect(resultOf(replies).list[0]).toMatchObject({ id: made.bobReply, is_like: true, thumbs_up: 1 });
    });

    it('删除：别人的 403 且还在；parent_id 不符 400；作者本人可以', async () => {
      const foreign = await remove('carol', made.bobReply!, made.first!);
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ code: 403, message: COMMENT_TEXT.notYours, result: null });
      const wrongParent = await remove('bob', made.bobReply!, 0);
      expect(wrongParent.status).toBe(400);
      expect(wrongParent.body.message).toBe(COMMENT_TEXT.parentMismatch);
      expect((await remove('bob', made.bobReply!, made.second!)).status).toBe(400);
      expect(resultOf(await children(made.first!)).total).toBe(4);

      const own = await remove('bob', made.bobReply!, made.first!);
      expect(own.body).toEqual({ code: 0, message: COMMENT_TEXT.deleted, result: null });
      expect(resultOf(await children(made.first!)).list.map((r) => r.content)).toEqual(['我也同意 bob', '路过', '谢谢 carol']);
      // Its like goes with it.
      const likes = await server.db.kysely.selectFrom('like').select('id').where('type', '=', LIKE_TYPE.comment).where('for_id', '=', made.bobReply!).execute();
      expect(likes).toEqual([]);
      expect((await remove('bob', made.bobReply!, made.first!)).body).toEqual({ code: 100, message: COMMENT_TEXT.commentMissing, result: null });
    });

    it('管理员能删任何人的评论；删一级评论连同它的回复', async () => {
      expect(await total(COMMENT_TYPE.article, ids.article!)).toBe(5);
      const response = await remove('admin', made.first!, 0);
      expect(response.body.code).toBe(0);
      const rows = await server.db.kysely.selectFrom('comment').select('id').where('type', '=', COMMENT_TYPE.article).where('for_id', '=', ids.article!).execute();
      expect(rows.map((r) => r.id)).toEqual([made.second]);
      expect(await total(COMMENT_TYPE.article, ids.article!)).toBe(1);
      expect((await children(made.first!)).body).toEqual({ code: 100, message: COMMENT_TEXT.commentMissing, result: null });
    });
  });

  describe('管理员隐藏', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      made.parent = resultOf(await add('carol', COMMENT_TYPE.talk, ids.talk!, '会被隐藏的评论')).id;
      made.reply = resultOf(await apply('dave', { parent_id: made.parent, content: '它下面的回复' })).id;
      made.kept = resultOf(await add('dave', COMMENT_TYPE.talk, ids.talk!, '留下的评论')).id;
      made.keptReply = resultOf(await apply('carol', { parent_id: made.kept, content: '会被隐藏的回复' })).id;
    });

    it('只有管理员能隐藏：普通用户 403「权限不足」', async () => {
      const response = await put(server, `/api/comment/hide/${made.parent}`, as('carol'));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ code: 403, message: '权限不足', result: null });
      expect(await total(COMMENT_TYPE.talk, ids.talk!)).toBe(4);
    });

    it('隐藏的评论不列出、不计数，连同一级评论下的回复；不能再回复或点赞；恢复后回来', async () => {
      expect(resultOf(await put(server, `/api/comment/hide/${made.parent}`, as('admin')))).toBeNull();
      expect(resultOf(await put(server, `/api/comment/hide/${made.keptReply}`, as('admin')))).toBeNull();
      const page = resultOf(await parents(COMMENT_TYPE.talk, ids.talk!));
      expect(page.total).toBe(1);
      expect(page.list.map((c) => [c.content, c.reply_count, c.replies.length])).toEqual([['留下的评论', 0, 0]]);
      expect(await total(COMMENT_TYPE.talk, ids.talk!)).toBe(1);
      expect((await children(made.parent!)).body.code).toBe(100);
      expect(resultOf(await children(made.kept!)).list).toEqual([]);
      expect((await apply('dave', { parent_id: made.parent, content: '还能回复吗' })).body.code).toBe(100);
      expect((await apply('dave', { parent_id: made.kept, reply_id: made.keptReply, content: '回复隐藏的回复' })).body.code).toBe(100);
      const like = await post(server, '/api/like/addLike', { type: LIKE_TYPE.comment, for_id: made.parent }, { headers: { [VISITOR_KEY_HEADER]: 'hidden-liker' } });
      expect(like.body).toEqual({ code: 100, message: '评论不存在或已被删除', result: null });
      expect((await put(server, '/api/comment/hide/999999', as('admin'))).body.code).toBe(100);

      resultOf(await put(server, `/api/comment/show/${made.parent}`, as('admin')));
      expect(await total(COMMENT_TYPE.talk, ids.talk!)).toBe(3);
      expect(resultOf(await parents(COMMENT_TYPE.talk, ids.talk!)).list.map((c) => c.content)).toEqual(['留下的评论', '会被隐藏的评论']);
    });
  });

  it('deleteCommentsOf：删除一个目标时带走它的全部评论、回复和评论的点赞，别的目标不受影响', async () => {
    const c = communityFixtures(server.db);
    const gone = await c.message(ids.bob!);
    const kept = await c.message(ids.bob!);
    const top = await c.comment({ type: COMMENT_TYPE.message, forId: gone, fromUser: ids.carol! });
    await c.comment({ type: COMMENT_TYPE.message, forId: gone, fromUser: ids.dave!, parentId: top, toUser: ids.carol });
    const other = await c.comment({ type: COMMENT_TYPE.message, forId: kept, fromUser: ids.carol! });
    // Same number, other type: an article comment must survive.
    const sameIdArticle = await c.comment({ type: COMMENT_TYPE.article, forId: gone, fromUser: ids.carol! });
    for (const id of [top, other]) {
      resultOf(await post(server, '/api/like/addLike', { type: LIKE_TYPE.comment, for_id: id }, { headers: { [VISITOR_KEY_HEADER]: 'cleanup-liker' } }));
    }
    expect(await deleteCommentsOf(server.db, COMMENT_TYPE.message, gone)).toBe(2);
    const left = await server.db.kysely.selectFrom('comment').select('id').where('id', 'in', [top, other, sameIdArticle]).orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([other, sameIdArticle]);
    const likes = await server.db.kysely.selectFrom('like').select('for_id').where('liker', '=', 'v:cleanup-liker').execute();
    expect(likes.map((r) => r.for_id)).toEqual([other]);
    expect(await deleteCommentsOf(server.db, COMMENT_TYPE.message, gone)).toBe(0);
  });

  it('留言下也能评论和回复', async () => {
    const top = resultOf(await add('bob', COMMENT_TYPE.message, ids.message!, '留言写得好'));
    resultOf(await apply('alice', { parent_id: top.id, reply_id: top.id, content: '谢谢' }));
    const page = resultOf(await parents(COMMENT_TYPE.message, ids.message!));
    expect(page.list.map((c) => [c.content, c.replies.map((r) => r.content)])).toEqual([['留言写得好', ['谢谢']]]);
    expect(await total(COMMENT_TYPE.message, ids.message!)).toBe(2);
  });

  it(`写得太快：同一用户一分钟内第 ${COMMENT_WRITE_LIMIT.max + 1} 条 → 429，不保存`, async () => {
    const c = communityFixtures(server.db);
    const token = await server.tokenFor(await c.user('cm_flooder', { nickName: '刷屏的人' }));
    const write = (n: number) => post<CommentItem>(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.article, content: `第 ${n} 条` }, { headers: bearer(token) });
    for (let n = 1; n <= COMMENT_WRITE_LIMIT.max; n++) resultOf(await write(n));
    const before = await commentCount();
    const refused = await write(COMMENT_WRITE_LIMIT.max + 1);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(COMMENT_TEXT.tooFrequent);
    expect(await commentCount()).toBe(before);
  });
});
