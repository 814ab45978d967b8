import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { siteDateTime } from '../../platform/siteTime';
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
  app.put('/addView', { schema: routeDoc({ tags, summary: '网站访问量加一' }) }, async () => {
    await service.addView();
    return ok('添加成功');
  });
};

export default configRoutes;
