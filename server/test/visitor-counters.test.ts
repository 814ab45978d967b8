import { beforeAll, expect, it } from 'vitest';
import { LIKE_TYPE, LIMITS, VISITOR_KEY_HEADER } from '@blog/contract';
import { VISITOR_LIMITS } from '../src/modules/like/visitorLimits';
import { freshIp, fromIp } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { post, put } from './helpers/http';
import { useTestServer } from './helpers/server';

const TOO_FAST = (message: string) => ({ code: 429, message, result: null });

describeEachEngine('点赞数和阅读时长刷不上去', (engine) => {
  const server = useTestServer(engine);
  let articleId = 0;
  beforeAll(async () => {
    articleId = await fixtures(server.db).article({ title: '被刷的文章' });
  });

  const article = () => storedCounts(server.db, articleId);
  const like = (key: string, ip: string, path = '/api/like/addLike') =>
    post(server, path, { type: LIKE_TYPE.article, for_id: articleId }, { headers: { [VISITOR_KEY_HEADER]: key, ...fromIp(ip) } });

  it('一个地址编出 200 个访客标识：只有前若干个算数，其余 429，别的地址不受影响', async () => {
    const ip = freshIp();
    const before = (await article()).thumbs_up_times;
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const response = await like(`invented-key-${ip}-${i}`.replaceAll('.', '_'), ip);
      statuses.push(response.status);
      if (response.status === 429) expect(response.body).toEqual(TOO_FAST(VISITOR_LIMITS.likeRefusal));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(VISITOR_LIMITS.newKeysPerIp.max);
    expect((await article()).thumbs_up_times).toBe(before + VISITOR_LIMITS.newKeysPerIp.max);
    // Readers already admitted from that address go on liking; a reader elsewhere is untouched.
    expect((await like(`invented-key-${ip}-0`.replaceAll('.', '_'), ip, '/api/like/cancelLike')).status).toBe(200);
    expect((await like('real-reader-elsewhere', freshIp())).status).toBe(200);
  });

  it('文章页的点赞接口（/api/article/like）共用同一份额度', async () => {
    const ip = freshIp();
    for (let i = 0; i < VISITOR_LIMITS.newKeysPerIp.max; i++) expect((await like(`old-api-${i}-${ip}`.replaceAll('.', '_'), ip)).status).toBe(200);
    const refused = await put(server, `/api/article/like/${articleId}`, { headers: { [VISITOR_KEY_HEADER]: 'one-more-key', ...fromIp(ip) } });
    expect(refused.body).toEqual(TOO_FAST(VISITOR_LIMITS.likeRefusal));
  });

  it(`同一个标识点赞、取消来回刷：${VISITOR_LIMITS.writesPerLiker.max} 次后 429`, async () => {
    const key = `toggler-${freshIp()}`.replaceAll('.', '_');
    for (let i = 0; i < VISITOR_LIMITS.writesPerLiker.max; i++) {
      expect((await like(key, freshIp(), i % 2 === 0 ? '/api/like/addLike' : '/api/like/cancelLike')).status).toBe(200);
    }
    expect((await like(key, freshIp())).body).toEqual(TOO_FAST(VISITOR_LIMITS.likeRefusal));
  });

  it('阅读时长：一个地址一小时最多记上限秒数，超出的上报 429 且不计入', async () => {
    const ip = freshIp();
    const before = (await article()).reading_duration;
    // Reports are milliseconds (the original client's unit), one report counts at most LIMITS.readingDurationMaxMs.
    const report = (seconds: number) => put(server, `/api/article/addReadingDuration/${articleId}/${seconds * 1000}`, { headers: fromIp(ip) });
    const max = VISITOR_LIMITS.readingSecondsPerIp.max;
    const perReport = LIMITS.readingDurationMaxMs / 1000;
    let spent = 0;
    while (max - spent > perReport) {
      expect((await report(perReport)).status).toBe(200);
      spent += perReport;
    }
    expect((await report(max - spent)).status).toBe(200);
    const refused = await report(86_400);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_FAST(VISITOR_LIMITS.readingRefusal));
    expect((await report(1)).status).toBe(429);
    expect((await article()).reading_duration).toBe(before + max);
    // A real reader elsewhere still counts.
    expect((await put(server, `/api/article/addReadingDuration/${articleId}/90000`, { headers: fromIp(freshIp()) })).status).toBe(200);
  });
});
