import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { clockOffsetMs, now, setClockOffsetForTests } from '../../platform/clock';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createEventBus } from '../../platform/eventBus';
import { validate } from '../../platform/validate';
import type { ArticleListCache } from './listCache';
import { ARTICLES_PUBLISHED_CHANNEL, createArticleScheduler, type ArticleScheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** 定时发布 in this process (scheduler.ts); the console's saves re-arm it. */
    articleScheduler: ArticleScheduler;
  }
}

const testClockBody = z.object({
  offset_ms: z.coerce.number({ error: 'offset_ms 必须是数字' }).int().min(-366 * 86_400_000).max(366 * 86_400_000),
});

/**
 * Starts the schedule: publishes what fell due while the server was down as soon as the server is
 * ready, then keeps watching. When any process publishes, every process forgets its home lists,
 * rendered pages and slug answers, so the article appears everywhere at once.
 */
export async function registerScheduling(
  app: FastifyInstance,
  db: Db,
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix' | 'testClock'>,
  listCache: ArticleListCache,
): Promise<void> {
  const bus = await createEventBus(config);
  const scheduler = createArticleScheduler({ db, bus, onError: (error) => app.log.error({ err: error }, '定时发布失败') });
  const forgetCaches = () => {
    listCache.clear();
    if (app.hasDecorator('pageData')) app.pageData.clear();
    if (app.hasDecorator('redirects')) app.redirects.forgetSlugs();
  };
  const unsubscribe = await bus.subscribe(ARTICLES_PUBLISHED_CHANNEL, forgetCaches);
  app.decorate('articleScheduler', scheduler);
  app.addHook('onReady', async () => {
    const published = await scheduler.runDue();
    if (published.length > 0) app.log.info(`启动时发布了 ${published.length} 篇到期的定时文章`);
  });
  app.addHook('onClose', async () => {
    scheduler.stop();
    await unsubscribe();
    await bus.close();
  });

  if (config.testClock) {
    const preHandler = createAuthGuards(db).requireAdmin;
    app.put(
      '/api/testClock',
      {
        preHandler,
        schema: routeDoc({
          tags: ['测试'],
          summary: '拨动定时发布所依据的时钟（仅测试）',
          description: '只在 TEST_CLOCK_FOR_TESTS 开启时存在（生产环境拒绝启动）。body {offset_ms}：相对真实时间的偏移；随后立即发布到期的定时文章。result 为 {now, published}。',
          body: testClockBody,
        }),
      },
      async (request) => {
        setClockOffsetForTests(validate(testClockBody, request.body).offset_ms);
        const published = await scheduler.runDue();
        return ok({ now: now().toISOString(), offset_ms: clockOffsetMs(), published });
      },
    );
  }
}
