import type { FastifyPluginAsync } from 'fastify';
import { DEMO_MESSAGES } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import type { AdminRouteOptions } from '../adminOptions';
import { createDemoService } from './service';

const tags = ['站点'];
const adminOnly = '仅管理员；未登录 401，非管理员 403。';

/** 网站设置 → 移除演示内容 under /api/demo. */
const demoAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db, dataDir, listCache }) => {
  const preHandler = createAuthGuards(db).requireAdmin;
  const service = createDemoService(db, dataDir);

  app.get(
    '/preview',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '将被移除的演示内容（仅管理员）',
        description: `${adminOnly}按演示数据写入时记下的清单（demo_ledger）列出还在的演示内容：每类的条数、演示文章的标题、演示内容下其他人（含博主）的评论条数；removed 表示已经移除过。`,
      }),
    },
    async () => ok(await service.preview()),
  );

  app.post(
    '/remove',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '移除演示内容（仅管理员）',
        description:
          `${adminOnly}在一个事务里删除清单上还在的演示内容（文章、说说、相册和照片、评论、留言、友链、资源推荐、演示用户、演示歌曲和歌单、演示页面背景图，` +
          `以及博主自己的文章不再使用的演示分类和标签）；演示内容下的评论（包括博主的回复）随之删除，博主自己的内容不动。提交后删除演示音乐文件和不再被使用的演示图片。` +
          `没有可移除的内容时 400「${DEMO_MESSAGES.nothing}」。之后启动不会再写入演示内容。`,
      }),
    },
    async () => {
      const result = await service.remove();
      listCache.clear();
      return ok(result, DEMO_MESSAGES.removed);
    },
  );
};

export default demoAdminRoutes;
