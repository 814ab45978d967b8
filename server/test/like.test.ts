import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, VISITOR_KEY_HEADER, type ArticleDetail, type LikeResult } from '@blog/contract';
import { freshIp, fromIp, newReader } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const visitor = (key: string) => ({ headers: { [VISITOR_KEY_HEADER]: key } });

describeEachEngine('文章点赞', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    ids.article = await f.article({ title: '被点赞的文章' });
    ids.other = await f.article({ title: '另一篇' });
    ids.secret = await f.article({ title: '私密文章', status: ARTICLE_STATUS.private });
    ids.user = await f.user('reader01');
  });

  const storedCount = async (id: number) =>
    (await storedCounts(server.db, id)).thumbs_up_times;
  const likeRows = async (id: number) =>
    (await server.db.kysely.selectFrom('like').select('liker').where('for_id', '=', id).orderBy('liker').execute()).map((r) => r.liker);

  it('同一访客重复点赞只算一次', async () => {
    const first = resultOf(await put<LikeResult>(server, `/api/article/like/${ids.article}`, visitor('visitor-aaaa-1')));
    expect(first).toEqual({ liked: true, thumbs_up_times: 1 });
    const again = resultOf(await put<LikeResult>(server, `/api/article/like/${ids.article}`, visitor('visitor-aaaa-1')));
    expect(again).toEqual({ liked: true, thumbs_up_times: 1 });
    expect(await storedCount(ids.article!)).toBe(1);
  });

  it('首页列表立刻显示新的点赞数和浏览量（列表缓存随写入清空）', async () => {
    type HomeCard = { id: number; thumbs_up_times: number; view_times: number };
    const card = async () =>
      resultOf(await get<{ list: HomeCard[] }>(server, '/api/article/blogHomeGetArticleList/1/10')).list.find((a) => a.id === ids.other)!;
    const before = await card();
    await put(server, `/api/article/like/${ids.other}`, visitor('visitor-cache-1'));
    expect((await card()).thumbs_up_times).toBe(before.thumbs_up_times + 1);
    await get(server, `/api/article/getArticleById/${ids.other}`, { headers: newReader() });
    expect((await card()).view_times).toBe(before.view_times + 1);
    await put(server, `/api/article/cancelLike/${ids.other}`, visitor('visitor-cache-1'));
    expect((await card()).thumbs_up_times).toBe(before.thumbs_up_times);
  });

  it('详情页告诉访客自己是否点过赞', async () => {
    const mine = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids.article}`, visitor('visitor-aaaa-1')));
    expect(mine.is_liked).toBe(true);
    expect(mine.thumbs_up_times).toBe(1);
    const stranger = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids.article}`, visitor('visitor-bbbb-2')));
    expect(stranger.is_liked).toBe(false);
  });

  it('登录用户按账号计数，与访客分开', async () => {
    const token = await server.tokenFor(ids.user!);
    const auth = { headers: { authorization: `Bearer ${token}`, [VISITOR_KEY_HEADER]: 'visitor-aaaa-1' } };
    expect(resultOf(await put<LikeResult>(server, `/api/article/like/${ids.article}`, auth))).toEqual({ liked: true, thumbs_up_times: 2 });
    expect(resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids.article}`, auth)).is_liked).toBe(true);
    expect(await likeRows(ids.article!)).toEqual([`u:${ids.user}`, 'v:visitor-aaaa-1']);
  });

  it('取消点赞幂等，计数不会变成负数', async () => {
    const key = visitor('visitor-aaaa-1');
    expect(resultOf(await put<LikeResult>(server, `/api/article/cancelLike/${ids.article}`, key))).toEqual({ liked: false, thumbs_up_times: 1 });
    expect(resultOf(await put<LikeResult>(server, `/api/article/cancelLike/${ids.article}`, key))).toEqual({ liked: false, thumbs_up_times: 1 });
    const never = visitor('never-liked-9');
    expect(resultOf(await put<LikeResult>(server, `/api/article/cancelLike/${ids.other}`, never))).toEqual({ liked: false, thumbs_up_times: 0 });
    expect(await storedCount(ids.other!)).toBe(0);
  });

  it('并发点赞和取消后计数与点赞记录一致', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `parallel-key-${i}`);
    // Every visitor likes three times at once: only one like each may count.
    await Promise.all(keys.flatMap((key) => [1, 2, 3].map(() => put(server, `/api/article/like/${ids.other}`, visitor(key)))));
    expect(await storedCount(ids.other!)).toBe(8);
    await Promise.all(keys.slice(0, 3).flatMap((key) => [1, 2].map(() => put(server, `/api/article/cancelLike/${ids.other}`, visitor(key)))));
    expect(await storedCount(ids.other!)).toBe(5);
    expect(await likeRows(ids.other!)).toHaveLength(5);
  });

  it('没有登录也没有有效的访客标识：按访问地址计一次（原版客户端的访客）', async () => {
    const ip = freshIp();
    const at = (headers: Record<string, string>) => ({ headers: { ...headers, ...fromIp(ip) } });
    const variants: Array<Record<string, string>> = [{}, { [VISITOR_KEY_HEADER]: 'short' }, { [VISITOR_KEY_HEADER]: 'bad key!' }, { [VISITOR_KEY_HEADER]: 'k'.repeat(65) }, { authorization: 'Bearer not-a-token' }];
    for (const headers of variants) {
      const response = await put<LikeResult>(server, `/api/article/like/${ids.article}`, at(headers));
      expect(resultOf(response)).toEqual({ liked: true, thumbs_up_times: 2 });
    }
    expect(await likeRows(ids.article!)).toContain(`ip:${ip}`);
    expect(resultOf(await put<LikeResult>(server, `/api/article/cancelLike/${ids.article}`, at({})))).toEqual({ liked: false, thumbs_up_times: 1 });
    expect(await storedCount(ids.article!)).toBe(1);
  });

  it('私密或不存在的文章不能点赞', async () => {
    for (const id of [ids.secret, 424_242]) {
      const response = await put(server, `/api/article/like/${id}`, visitor('visitor-aaaa-1'));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 100, message: '文章不存在或已被删除' });
    }
    expect(await likeRows(ids.secret!)).toEqual([]);
  });
});
