import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { siteDateTime } from '../../platform/siteTime';
import { createVisitCounter, VISIT_COUNTING } from '../../platform/visitCounter';
import { createConfigRepo } from './repo';
import { createConfigService } from './service';

const tags = ['站点'];

/** GET /api/config and PUT /api/config/addView */
const configRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createConfigService(createConfigRepo(db));
  app.get(
    '/',
    { schema: routeDoc({ tags, summary: '网站配置', description: 'createdAt 为 time_zone 时区的「YYYY-MM-DD HH:mm:ss」（建站时间，客户端据此算运行天数）。' }) },
    async () => {
      const config = await service.get();
      return ok({ ...config, createdAt: siteDateTime(config.createdAt) });
    },
  );
  const visits = createVisitCounter(app.rateLimits);
  app.put(
    '/addView',
    {
      schema: routeDoc({
        tags,
        summary: '网站访问量加一',
        description: `同一个人（登录用户、访客标识，没有标识时按地址）每 ${VISIT_COUNTING.windows.visit / 60_000} 分钟只算一次访问，爬虫和没有 User-Agent 的请求不算；回答总是 result「添加成功」。`,
      }),
    },
    async (request) => {
      if (await visits.counts(request, 'visit')) await service.addView();
      return ok('添加成功');
    },
  );
};

export default configRoutes;
