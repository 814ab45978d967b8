import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createTagRepo } from './repo';
import { createTagService } from './service';

/** GET /api/tag/getTagDictionary */
const tagRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createTagService(createTagRepo(db));
  app.get('/getTagDictionary', { schema: routeDoc({ tags: ['标签'], summary: '全部标签及公开文章数' }) }, async () =>
    ok(await service.dictionary()),
  );
};

export default tagRoutes;
