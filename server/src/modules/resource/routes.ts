import type { FastifyPluginAsync } from 'fastify';
import { RESOURCE_LISTS, resourceListParams, UNKNOWN_RESOURCE_LIST_MESSAGE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { createResourceRepo } from './repo';
import { createResourceService } from './service';

const tags = ['资源推荐'];

/** GET /api/resource/getResourceList/:list for /resources/front, /resources/back and /siteList. */
const resourceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createResourceService(createResourceRepo(db));

  app.get(
    '/getResourceList/:list',
    {
      schema: routeDoc({
        tags,
        summary: '推荐网站（按分组）',
        description: `list 为 ${RESOURCE_LISTS.join('、')}（前端推荐、后端推荐、网站导航）；其他值 400「${UNKNOWN_RESOURCE_LIST_MESSAGE}」。result 为 [{group_name, list:[{id,name,description,icon,url}]}]，分组和组内网站都按 sort 排序。`,
        params: resourceListParams,
      }),
    },
    async (request) => ok(await service.groups(validate(resourceListParams, request.params).list)),
  );
};

export default resourceRoutes;
