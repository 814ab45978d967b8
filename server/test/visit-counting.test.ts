import { beforeAll, expect, it } from 'vitest';
import { VISITOR_KEY_HEADER, type ArticleDetail, type SongUrlResponse } from '@blog/contract';
import { VISIT_COUNTING } from '../src/platform/visitCounter';
import { bearer, freshIp, fromIp } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { asBrowser, get, put, resultOf } from './helpers/http';
import { adminToken, rescan } from './helpers/music';
import { describeWithRedis, twoProcessesOn } from './helpers/services';
import { useTestServer, type TestServer } from './helpers/server';

/** The original client: a browser that sends no visitor key (ORIGINAL-CLIENT-API.md §1.2). */
const originalClient = (ip: string) => ({ ...asBrowser, ...fromIp(ip) });
/** Our client: the same, plus the browser's visitor key. */
const ourClient = (ip: string, key: string) => ({ ...originalClient(ip), [VISITOR_KEY_HEADER]: key });
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * A song row without a file: the server's start-up scan (which drops such rows) is waited for first
 * through the admin rescan, which queues behind it.
 */
async function insertSong(server: TestServer, title: string): Promise<number> {
  expect((await rescan(server, await adminToken(server))).status).toBe(200);
  const stamp = new Date().toISOString();
  const row = await server.db.kysely
    .insertInto('song')
    .values({
      root: 'data',
      path: `counted/${title}.mp3`,
      title,
      artists: '["测试歌手"]',
      aliases: '[]',
      duration_ms: 1000,
      size: 1,
      mtime_ms: 1,
      search_text: title,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const playCount = async (server: TestServer, id: number) =>
  (await server.db.kysely.selectFrom('song').select('play_count').where('id', '=', id).executeTakeFirstOrThrow()).play_count;
const siteVisits = async (server: TestServer) => (await server.db.kysely.selectFrom('site_config').select('view_time').executeTakeFirstOrThrow()).view_time;

/** The three public counters, each read the way the product reads it. */
function counters(server: TestServer) {
  return {
    view: (articleId: number, headers: Record<string, string>) => get<ArticleDetail>(server, `/api/article/getArticleById/${articleId}`, { headers }),
    visit: (headers: Record<string, string>) => put<string>(server, '/api/config/addView', { headers }),
    play: (songId: number, headers: Record<string, string>) => get<SongUrlResponse>(server, `/wapi/song/url/v1?id=${songId}&level=exhigh`, { headers }),
  };
}

describeEachEngine('浏览量、访问量、播放次数刷不上去', (engine) => {
  const server = useTestServer(engine);
  let send: ReturnType<typeof counters>;
  beforeAll(async () => {
    send = counters(server);
    await fixtures(server.db).siteConfig({ blog_name: '计数测试', view_time: 0 });
  });

  it('同一个访客请求 200 次文章详情：浏览量只加 1；回答的是这次浏览之前的次数', async () => {
    const articleId = await fixtures(server.db).article({ title: '被刷浏览量的文章', viewTimes: 7 });
    const headers = ourClient(freshIp(), 'reader-one-key');
    const answered: number[] = [];
    for (let i = 0; i < 200; i++) answered.push(resultOf(await send.view(articleId, headers)).view_times);
    expect((await storedCounts(server.db, articleId)).view_times).toBe(8);
    // The first view is counted (it answers 7), the other 199 are not (the count stays 8 before each).
    expect(answered).toEqual([7, ...Array(199).fill(8)]);
  });

  it('两个访客各算一次；同一个登录用户换了访客标识也只算一次', async () => {
    const articleId = await fixtures(server.db).article({ title: '两个读者的文章' });
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      await send.view(articleId, ourClient(ip, 'first-reader-key'));
      await send.view(articleId, ourClient(ip, 'second-reader-key'));
    }
    expect((await storedCounts(server.db, articleId)).view_times).toBe(2);
    const userId = await fixtures(server.db).user('counted_reader');
    const token = await server.tokenFor(userId);
    for (let i = 0; i < 5; i++) await send.view(articleId, { ...ourClient(freshIp(), `user-device-${i}`), ...bearer(token) });
    expect((await storedCounts(server.db, articleId)).view_times).toBe(3);
  });

  it('爬虫和没有 User-Agent 的请求不算，但照样读到文章', async () => {
    const articleId = await fixtures(server.db).article({ title: '爬虫来读的文章' });
    const crawler = await send.view(articleId, { 'user-agent': GOOGLEBOT, ...fromIp(freshIp()) });
    expect(resultOf(crawler).article_title).toBe('爬虫来读的文章');
    expect((await send.view(articleId, fromIp(freshIp()))).body.code).toBe(0);
    expect((await send.visit({ 'user-agent': GOOGLEBOT, ...fromIp(freshIp()) })).body).toEqual({ code: 0, message: '成功', result: '添加成功' });
    expect((await storedCounts(server.db, articleId)).view_times).toBe(0);
  });

  it('一个地址编出 200 个访客标识：最多算额度内的那些，再加地址本身一次', async () => {
    const articleId = await fixtures(server.db).article({ title: '被编标识刷的文章' });
    const ip = freshIp();
    for (let i = 0; i < 200; i++) await send.view(articleId, ourClient(ip, `invented-${i}-key`));
    expect((await storedCounts(server.db, articleId)).view_times).toBe(VISIT_COUNTING.newKeysPerIp.max + 1);
  });

  it('原版客户端（没有访客标识）：按地址每篇一次，不同地址各算一次', async () => {
    const articleId = await fixtures(server.db).article({ title: '原版客户端读的文章', viewTimes: 3 });
    const home = freshIp();
    expect(resultOf(await send.view(articleId, originalClient(home))).view_times).toBe(3);
    expect(resultOf(await send.view(articleId, originalClient(home))).view_times).toBe(4);
    expect(resultOf(await send.view(articleId, originalClient(freshIp()))).view_times).toBe(4);
    expect((await storedCounts(server.db, articleId)).view_times).toBe(5);
  });

  it('网站访问量：同一个访客 200 次只加 1，两个访客加 2，回答总是「添加成功」', async () => {
    const before = await siteVisits(server);
    const ip = freshIp();
    for (let i = 0; i < 200; i++) {
      expect((await send.visit(ourClient(ip, 'visiting-key-one'))).body.result).toBe('添加成功');
    }
    expect(await siteVisits(server)).toBe(before + 1);
    await send.visit(ourClient(ip, 'visiting-key-two'));
    await send.visit(originalClient(freshIp()));
    expect(await siteVisits(server)).toBe(before + 3);
  });

  it('播放次数（热门播放）：同一个听众 200 次只加 1，两个听众加 2，爬虫不算，地址照常给出', async () => {
    const songId = await insertSong(server, '被刷的歌');
    const ip = freshIp();
    for (let i = 0; i < 200; i++) {
      const answer = await send.play(songId, ourClient(ip, 'listener-one-key'));
      expect(answer.body).toMatchObject({ code: 200, data: [{ id: songId, url: expect.any(String) }] });
    }
    expect(await playCount(server, songId)).toBe(1);
    await send.play(songId, ourClient(ip, 'listener-two-key'));
    await send.play(songId, { 'user-agent': GOOGLEBOT, ...fromIp(freshIp()) });
    expect(await playCount(server, songId)).toBe(2);
  });
});

describeWithRedis('浏览量去重跨进程共享', (urls) => {
  const servers = twoProcessesOn(urls);

  it('同一个访客的请求分散到两个进程：浏览量、访问量、播放次数各只加 1', async () => {
    const articleId = await fixtures(servers.one.db).article({ title: '两个进程上的文章' });
    // The second process scans its own (empty) music folder at start too.
    expect((await rescan(servers.two, await adminToken(servers.two))).status).toBe(200);
    const songId = await insertSong(servers.one, '两个进程上的歌');
    await fixtures(servers.one.db).siteConfig({ blog_name: '两个进程', view_time: 0 });
    const headers = ourClient(freshIp(), 'reader-on-two-processes');
    for (let i = 0; i < 20; i++) {
      const server = i % 2 === 0 ? servers.one : servers.two;
      const send = counters(server);
      await send.view(articleId, headers);
      await send.visit(headers);
      await send.play(songId, headers);
    }
    expect((await storedCounts(servers.one.db, articleId)).view_times).toBe(1);
    expect(await siteVisits(servers.one)).toBe(1);
    expect(await playCount(servers.one, songId)).toBe(1);
  });
});
