import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS, COMMENT_TYPE, LIKE_TEXT, LIKE_TYPE, VISITOR_KEY_HEADER, type LikeState, type LikeType } from '@blog/contract';
import { likedIds } from '../src/modules/like/likedIds';
import { communityFixtures } from './comment-fixtures';
import { freshIp, fromIp } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { get, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const visitor = (key: string) => ({ [VISITOR_KEY_HEADER]: key });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const TYPES: Array<[string, LikeType]> = [
  ['文章', LIKE_TYPE.article],
  ['说说', LIKE_TYPE.talk],
  ['留言', LIKE_TYPE.message],
  ['评论', LIKE_TYPE.comment],
];

describeEachEngine('点赞接口 /api/like', (engine) => {
  const server = useTestServer(engine);
  /** Visible items by type, and ones visitors may not see. */
  const visible = {} as Record<LikeType, number>;
  const invisible = {} as Record<LikeType, number>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    const c = communityFixtures(server.db);
    ids.admin = await c.user('like_admin', { admin: true });
    ids.reader = await c.user('like_reader');
    visible[LIKE_TYPE.article] = await f.article({ title: '可以点赞的文章' });
    invisible[LIKE_TYPE.article] = await f.article({ title: '私密文章', status: ARTICLE_STATUS.private });
    visible[LIKE_TYPE.talk] = await c.talk(ids.admin);
    invisible[LIKE_TYPE.talk] = await c.talk(ids.admin, 2);
    visible[LIKE_TYPE.message] = await c.message(ids.reader);
    invisible[LIKE_TYPE.message] = await c.message(ids.reader, 2);
    visible[LIKE_TYPE.comment] = await c.comment({ type: COMMENT_TYPE.article, forId: visible[LIKE_TYPE.article], fromUser: ids.reader });
    invisible[LIKE_TYPE.comment] = await c.comment({ type: COMMENT_TYPE.article, forId: visible[LIKE_TYPE.article], fromUser: ids.reader, status: 2 });
  });

  const call = (path: 'getIsLikeByIdAndType' | 'addLike' | 'cancelLike', type: LikeType, forId: number, headers: Record<string, string> = {}) =>
    post<LikeState>(server, `/api/like/${path}`, { type, for_id: forId }, { headers });

  /** The counter column each type keeps, read straight from its table. */
  async function storedCount(type: LikeType, id: number): Promise<number> {
    const k = server.db.kysely;
    if (type === LIKE_TYPE.article) return (await storedCounts(server.db, id)).thumbs_up_times;
    if (type === LIKE_TYPE.talk) return (await k.selectFrom('talk').select('like_times as n').where('id', '=', id).executeTakeFirstOrThrow()).n;
    if (type === LIKE_TYPE.message) return (await k.selectFrom('message').select('like_times as n').where('id', '=', id).executeTakeFirstOrThrow()).n;
    return (await k.selectFrom('comment').select('thumbs_up as n').where('id', '=', id).executeTakeFirstOrThrow()).n;
  }
  const likeRows = async (type: LikeType, id: number) =>
    (await server.db.kysely.selectFrom('like').select('liker').where('type', '=', type).where('for_id', '=', id).orderBy('liker').execute()).map((r) => r.liker);

  it.each(TYPES)('%s：查询、点赞、重复点赞、取消，计数写在它自己的表里', async (_name, type) => {
    const id = visible[type];
    const me = visitor(`visitor-${type}-one`);
    expect(resultOf(await call('getIsLikeByIdAndType', type, id, me))).toEqual({ liked: false, count: 0 });
    const liked = await call('addLike', type, id, me);
    expect(liked.body).toEqual({ code: 0, message: '点赞成功', result: { liked: true, count: 1 } });
    expect(resultOf(await call('addLike', type, id, me))).toEqual({ liked: true, count: 1 });
    expect(await storedCount(type, id)).toBe(1);
    expect(resultOf(await call('getIsLikeByIdAndType', type, id, me))).toEqual({ liked: true, count: 1 });
    expect(resultOf(await call('getIsLikeByIdAndType', type, id, visitor(`visitor-${type}-two`)))).toEqual({ liked: false, count: 1 });

    const cancelled = await call('cancelLike', type, id, me);
    expect(cancelled.body).toEqual({ code: 0, message: '取消点赞成功', result: { liked: false, count: 0 } });
    expect(resultOf(await call('cancelLike', type, id, me))).toEqual({ liked: false, count: 0 });
    expect(await storedCount(type, id)).toBe(0);
    expect(await likeRows(type, id)).toEqual([]);
  });

  it('登录用户按账号计、访客按访客标识计，两者分开', async () => {
    const id = visible[LIKE_TYPE.talk];
    const token = await server.tokenFor(ids.reader!);
    resultOf(await call('addLike', LIKE_TYPE.talk, id, visitor('shared-browser-1')));
    // The same browser after logging in counts as the account, a second liker.
    const asUser = { ...bearer(token), ...visitor('shared-browser-1') };
    expect(resultOf(await call('addLike', LIKE_TYPE.talk, id, asUser))).toEqual({ liked: true, count: 2 });
    expect(await likeRows(LIKE_TYPE.talk, id)).toEqual([`u:${ids.reader}`, 'v:shared-browser-1']);
    expect(resultOf(await call('cancelLike', LIKE_TYPE.talk, id, bearer(token)))).toEqual({ liked: false, count: 1 });
    expect(resultOf(await call('getIsLikeByIdAndType', LIKE_TYPE.talk, id, visitor('shared-browser-1')))).toEqual({ liked: true, count: 1 });
    resultOf(await call('cancelLike', LIKE_TYPE.talk, id, visitor('shared-browser-1')));
  });

  it('没有登录也没有有效的访客标识：按访问地址点赞、取消、查询', async () => {
    const id = visible[LIKE_TYPE.message];
    const ip = freshIp();
    for (const headers of [{}, visitor('short'), visitor('bad key!'), bearer('not-a-token')]) {
      const at = { ...headers, ...fromIp(ip) };
      expect(resultOf(await call('addLike', LIKE_TYPE.message, id, at))).toEqual({ liked: true, count: 1 });
      expect(resultOf(await call('getIsLikeByIdAndType', LIKE_TYPE.message, id, at))).toEqual({ liked: true, count: 1 });
      expect(await likeRows(LIKE_TYPE.message, id)).toHaveLength(1);
      expect(resultOf(await call('cancelLike', LIKE_TYPE.message, id, at))).toEqual({ liked: false, count: 0 });
    }
    // Another address has not liked it.
    expect(resultOf(await call('getIsLikeByIdAndType', LIKE_TYPE.message, id, fromIp(freshIp())))).toEqual({ liked: false, count: 0 });
    expect(await likeRows(LIKE_TYPE.message, id)).toEqual([]);
  });

  it('参数不对 → 400 和中文说明，什么都不写', async () => {
    const cases: Array<[unknown, string]> = [
      [{ type: 5, for_id: visible[LIKE_TYPE.article] }, LIKE_TEXT.badType],
      [{ type: 'abc', for_id: visible[LIKE_TYPE.article] }, LIKE_TEXT.badType],
      [{ for_id: visible[LIKE_TYPE.article] }, LIKE_TEXT.badType],
      [{ type: 1, for_id: 0 }, '编号必须大于 0'],
      [{ type: 1, for_id: 'x' }, '编号必须是数字'],
      [{ type: 1, for_id: 1.5 }, '编号必须是整数'],
    ];
    for (const [body, message] of cases) {
      const response = await post(server, '/api/like/addLike', body, { headers: visitor('bad-input-1') });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 400, message, result: null });
    }
    expect(await server.db.kysely.selectFrom('like').select('id').where('liker', '=', 'v:bad-input-1').execute()).toEqual([]);
  });

  it.each(TYPES)('%s：不存在、未公开或被隐藏时 code 100，不留点赞记录', async (_name, type) => {
    for (const id of [invisible[type], 987_654]) {
      for (const path of ['addLike', 'cancelLike', 'getIsLikeByIdAndType'] as const) {
        const response = await call(path, type, id, visitor('curious-visitor'));
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ code: 100, message: LIKE_TEXT.missing[type], result: null });
      }
    }
    expect(await likeRows(type, invisible[type])).toEqual([]);
    expect(await storedCount(type, invisible[type])).toBe(0);
  });

  it('文章点赞后首页列表立刻显示新计数；与 PUT /api/article/like 共用记录', async () => {
    const id = visible[LIKE_TYPE.article];
    const card = async () =>
      resultOf(await get<{ list: Array<{ id: number; thumbs_up_times: number }> }>(server, '/api/article/blogHomeGetArticleList/1/10')).list.find((a) => a.id === id)!;
    expect((await card()).thumbs_up_times).toBe(0);
    resultOf(await call('addLike', LIKE_TYPE.article, id, visitor('home-cache-1')));
    expect((await card()).thumbs_up_times).toBe(1);

    // Liked through the old call: the new one sees it, and cancelling there counts once.
    expect(resultOf(await put(server, `/api/article/like/${id}`, { headers: visitor('home-cache-2') }))).toEqual({ liked: true, thumbs_up_times: 2 });
    expect(resultOf(await call('getIsLikeByIdAndType', LIKE_TYPE.article, id, visitor('home-cache-2')))).toEqual({ liked: true, count: 2 });
    expect(resultOf(await call('cancelLike', LIKE_TYPE.article, id, visitor('home-cache-2')))).toEqual({ liked: false, count: 1 });
    expect(resultOf(await put(server, `/api/article/cancelLike/${id}`, { headers: visitor('home-cache-1') }))).toEqual({ liked: false, thumbs_up_times: 0 });
    expect((await card()).thumbs_up_times).toBe(0);
  });

  it('likedIds：只答出这位点赞者点过的那些编号', async () => {
    const comment2 = await communityFixtures(server.db).comment({ type: COMMENT_TYPE.article, forId: visible[LIKE_TYPE.article], fromUser: ids.reader! });
    resultOf(await call('addLike', LIKE_TYPE.comment, comment2, visitor('liked-ids-1')));
    // A talk post with the same number must not count as a liked comment.
    resultOf(await call('addLike', LIKE_TYPE.talk, visible[LIKE_TYPE.talk], visitor('liked-ids-1')));
    const asked = [visible[LIKE_TYPE.comment], comment2, visible[LIKE_TYPE.talk], 424_242];
    expect(await likedIds(server.db, LIKE_TYPE.comment, 'v:liked-ids-1', asked)).toEqual(new Set([comment2]));
    expect(await likedIds(server.db, LIKE_TYPE.comment, 'v:someone-else', asked)).toEqual(new Set());
    expect(await likedIds(server.db, LIKE_TYPE.comment, null, asked)).toEqual(new Set());
    expect(await likedIds(server.db, LIKE_TYPE.comment, 'v:liked-ids-1', [])).toEqual(new Set());
  });

  describe('同时到达的 50 个请求', () => {
    const fiftyUsers: string[] = [];
    beforeAll(async () => {
      const c = communityFixtures(server.db);
      for (let i = 0; i < 50; i++) fiftyUsers.push(await server.tokenFor(await c.user(`crowd_${String(i).padStart(2, '0')}`)));
    });

    it.each(TYPES)('%s：同一用户 50 次 → 1；50 位用户 → 50；全部取消 → 0', async (_name, type) => {
      const k = server.db.kysely;
      const freshId =
        type === LIKE_TYPE.article
          ? await fixtures(server.db).article({ title: `并发点赞 ${type}` })
          : type === LIKE_TYPE.talk
            ? await communityFixtures(server.db).talk(ids.admin!)
            : type === LIKE_TYPE.message
              ? await communityFixtures(server.db).message(null)
              : await communityFixtures(server.db).comment({ type: COMMENT_TYPE.talk, forId: visible[LIKE_TYPE.talk], fromUser: ids.reader! });

      const one = bearer(fiftyUsers[0]!);
      const same = await Promise.all(Array.from({ length: 50 }, () => call('addLike', type, freshId, one)));
      expect(same.every((r) => r.status === 200 && r.body.code === 0 && r.body.result.liked)).toBe(true);
      expect(await storedCount(type, freshId)).toBe(1);
      expect(await likeRows(type, freshId)).toHaveLength(1);

      const crowd = await Promise.all(fiftyUsers.map((token) => call('addLike', type, freshId, bearer(token))));
      expect(crowd.every((r) => r.status === 200 && r.body.code === 0)).toBe(true);
      expect(await storedCount(type, freshId)).toBe(50);
      expect(await likeRows(type, freshId)).toHaveLength(50);
      expect(resultOf(await call('getIsLikeByIdAndType', type, freshId))).toEqual({ liked: false, count: 50 });

      // Every user cancels twice at once: each cancel counts once.
      await Promise.all(fiftyUsers.flatMap((token) => [1, 2].map(() => call('cancelLike', type, freshId, bearer(token)))));
      expect(await storedCount(type, freshId)).toBe(0);
      expect(await k.selectFrom('like').select('id').where('type', '=', type).where('for_id', '=', freshId).execute()).toEqual([]);
    });

    it('50 位访客（各自的地址）同时点赞同一条评论 → 50', async () => {
      const id = visible[LIKE_TYPE.comment];
      const before = await storedCount(LIKE_TYPE.comment, id);
      // Each from an address of their own: one address may bring only a few visitor keys (visitor-counters.test.ts).
      await Promise.all(Array.from({ length: 50 }, (_, i) => call('addLike', LIKE_TYPE.comment, id, { ...visitor(`crowd-visitor-${i}`), ...fromIp(freshIp()) })));
      expect(await storedCount(LIKE_TYPE.comment, id)).toBe(before + 50);
    });
  });
});
