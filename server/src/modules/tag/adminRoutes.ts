import type { FastifyPluginAsync } from 'fastify';
import { tagAddBody, tagListBody, tagUpdateBody } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import type { AdminRouteOptions } from '../adminOptions';
import { taxonomyAdminRoutes } from '../taxonomy/routes';
import { createTagAdminRepo } from './adminRepo';
import { createTagRepo } from './repo';
import { createTagService } from './service';

const taxonomyRoutes = taxonomyAdminRoutes({
  kind: 'tag',
  listPath: '/getTagList',
  createRepo: createTagAdminRepo,
  list: { schema: tagListBody, read: (body) => ({ current: body.current, size: body.size, name: body.tag_name }) },
  add: { schema: tagAddBody, read: (body) => body.tag_name },
  update: { schema: tagUpdateBody, read: (body) => ({ id: body.id, name: body.tag_name }) },
});

/** The console's tag calls under /api/tag (DESIGN.md §8); every one behind requireAdmin. */
const tagAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, options) => {
  await taxonomyRoutes(app, options);
  const service = createTagService(createTagRepo(options.db));
  app.get(
    '/adminGetTagDictionary',
    {
      preHandler: createAuthGuards(options.db).requireAdmin,
      schema: routeDoc({
        tags: ['标签'],
        summary: '全部标签（管理员，写文章时选择）',
        description:
          '仅管理员；未登录 401，非管理员 403「权限不足」。与访客的 getTagDictionary 不同，这里有每一个标签，包括只有草稿、私密或回收站文章用到的和没用过的；articleCount 为使用它的文章数（公开、私密、草稿都算，回收站里的不算）。',
      }),
    },
    async () => ok(await service.allTags()),
  );
};

export default tagAdminRoutes;
