import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createStatisticRepo } from './repo';
import { createStatisticService } from './service';

/** GET /api/statistic */
const statisticRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createStatisticService(createStatisticRepo(db));
  app.get('/', { schema: routeDoc({ tags: ['站点'], summary: '公开文章数、分类数、标签数' }) }, async () => ok(await service.get()));
};

export default statisticRoutes;
