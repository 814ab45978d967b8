import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createPageHeaderRepo } from './repo';
import { createPageHeaderService } from './service';

/** GET /api/pageHeader/getAll */
const pageHeaderRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createPageHeaderService(createPageHeaderRepo(db));
  app.get('/getAll', { schema: routeDoc({ tags: ['站点'], summary: '各页面的顶部背景图' }) }, async () => ok(await service.all()));
};

export default pageHeaderRoutes;
