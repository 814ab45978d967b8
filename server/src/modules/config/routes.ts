import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { siteDateTime } from '../../platform/siteTime';
import { createVisitCounter, VISIT_COUNTING } from '../../platform/visitCounter';
import { createConfigRepo } from './repo';
import { createConfigService } from './service';
import { createSiteMenu } from '../sitePage/menu';

const tags = ['站点'];

/** GET /api/config and PUT /api/config/addView */
const configRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createConfigService(createConfigRepo(db));
  const menu = createSiteMenu(db);
  app.get(
    '/',
    { schema: routeDoc({ tags, summary: '网站配置', description: 'createdAt 为 time_zone 时区的「YYYY-MM-DD HH:mm:ss」（建站时间，客户端据此算运行天数）。nav_menu 为博主在后台「菜单」里排的页头菜单（只含显示的项和公开的页面），null 表示默认菜单。' }) },
    async () => {
      const [config, navMenu] = await Promise.all([service.get(), menu.forVisitors()]);
      // The header menu travels with the config, so the first page load needs no other request.
      return ok({ ...config, createdAt: siteDateTime(config.createdAt), nav_menu: navMenu });
    },
  );
  const visits = createVisitCounter(app.rateLimits);
  app.put(
    '/addView',
    {
      schema: routeDoc({
        tags,
        summary: '网站访问量加一',
        description: `同一个人（登录用户、访客标识，没有标识时按地址）每 ${VISIT_COUNTING.windows.visit / 60_000} 分钟只算一次访问，爬虫和没有 User-Agent 的请求不算；回答总是 result「添加成功」。`,
      }),
    },
    async (request) => {
      if (await visits.counts(request, 'visit')) await service.addView();
      return ok('添加成功');
    },
  );
};

export default configRoutes;
