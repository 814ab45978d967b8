import type { FastifyPluginAsync } from 'fastify';
import { PAGE_HEADER_ROUTES, SITE_MESSAGES, pageHeaderRouteParams, pageHeaderUpdateBody } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createPageHeaderRepo } from './repo';
import { createPageHeaderService } from './service';

const tags = ['站点'];
const adminOnly = '仅管理员；未登录 401，非管理员 403。';
const routes = `route_name 为 ${PAGE_HEADER_ROUTES.join('、')} 之一，否则 400。`;
const fresh = '访客下一次打开页面即看到变化（getAll 与 index.html 里的启动数据都不缓存）。result 为保存后的全部页头。';

/** The page banners (DESIGN.md §8); visitors read them with GET /api/pageHeader/getAll. */
const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const guards = createAuthGuards(db);
  const service = createPageHeaderService(createPageHeaderRepo(db));

  app.put(
    '/update',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '设置页面顶部背景图（仅管理员）',
        description: `${adminOnly}${routes}bg_url 为本站上传的图片或 http(s) 图片地址；传 '' 删除该页的背景图，改用默认背景。${fresh}`,
        body: pageHeaderUpdateBody,
      }),
    },
    async (request) => {
      const { route_name, bg_url } = validate(pageHeaderUpdateBody, request.body);
      return ok(await service.update(route_name, bg_url), bg_url ? SITE_MESSAGES.saved : SITE_MESSAGES.removed);
    },
  );

  app.delete(
    '/delete/:route_name',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags,
        summary: '删除页面顶部背景图（仅管理员）',
        description: `${adminOnly}${routes}该页改用默认背景；本来就没有设置时也返回成功。${fresh}`,
        params: pageHeaderRouteParams,
      }),
    },
    async (request) => {
      const { route_name } = validate(pageHeaderRouteParams, request.params);
      return ok(await service.remove(route_name), SITE_MESSAGES.removed);
    },
  );
};

export default adminRoutes;
