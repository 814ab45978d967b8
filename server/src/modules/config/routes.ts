import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createConfigRepo } from './repo';
import { createConfigService } from './service';

const tags = ['站点'];

/** GET /api/config and PUT /api/config/addView */
const configRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createConfigService(createConfigRepo(db));
  app.get('/', { schema: routeDoc({ tags, summary: '网站配置' }) }, async () => ok(await service.get()));
  app.put('/addView', { schema: routeDoc({ tags, summary: '网站访问量加一' }) }, async () => {
    await service.addView();
    return ok(null);
  });
};

export default configRoutes;
