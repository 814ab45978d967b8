import type { FastifyPluginAsync } from 'fastify';
import { DASHBOARD_CALENDAR_DAYS, DASHBOARD_LIST_SIZE, DASHBOARD_VIEW_DAYS } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import type { AdminRouteOptions } from '../adminOptions';
import { createDashboardRepo } from './repo';
import { createDashboardService } from './service';

/** The console's home page (DESIGN.md §8). */
const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const guards = createAuthGuards(db);
  const service = createDashboardService(createDashboardRepo(db));

  app.get(
    '/overview',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags: ['仪表盘'],
        summary: '仪表盘数据（仅管理员）',
        description:
          `仅管理员；未登录 401，非管理员 403。日期为网站时区（SITE_TIME_ZONE）的 YYYY-MM-DD。` +
          `counts：文章（不含回收站，任何状态）、说说、评论、留言、用户、总访问量、今日访问量；` +
          `viewsPerDay：最近 ${DASHBOARD_VIEW_DAYS} 天每天的访问量（没有访问的日子为 0，今天在最后）；` +
          `calendar：最近 ${DASHBOARD_CALENDAR_DAYS} 天每天新建的文章数（只列有文章的日子）；tagCloud：标签及其文章数；` +
          `latestComments：最新 ${DASHBOARD_LIST_SIZE} 条评论；pendingLinks：最新 ${DASHBOARD_LIST_SIZE} 条待审核友链。`,
      }),
    },
    async () => ok(await service.overview()),
  );
};

export default adminRoutes;
