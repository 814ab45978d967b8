import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createCategoryRepo } from './repo';
import { createCategoryService } from './service';

/** GET /api/category/getCategoryDictionary */
const categoryRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createCategoryService(createCategoryRepo(db));
  app.get('/getCategoryDictionary', { schema: routeDoc({ tags: ['分类'], summary: '全部分类及公开文章数' }) }, async () =>
    ok(await service.dictionary()),
  );
};

export default categoryRoutes;
