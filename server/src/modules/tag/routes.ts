import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { createTagRepo } from './repo';
import { createTagService } from './service';

/** GET /api/tag/getTagDictionary */
const tagRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createTagService(createTagRepo(db));
  app.get('/getTagDictionary', { schema: routeDoc({ tags: ['标签'], summary: '有公开文章的标签及其公开文章数', description: '只列出至少有一篇公开文章（不在回收站）的标签：只被草稿、私密或回收站里的文章用到的标签和没用过的标签访客看不到。后台选标签用 adminGetTagDictionary。' }) }, async () =>
    ok(await service.dictionary()),
  );
};

export default tagRoutes;
