import type { FastifyPluginAsync } from 'fastify';
import { adminChatListBody, type AdminChatOnline, type AdminChatPage } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { ChatHub } from './hub';
import type { ChatRepo } from './repo';

const tags = ['聊天室'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

/**
 * The console's chat calls under /api/chat (DESIGN.md §8). Deleting one message and clearing the
 * room are routes.ts's /deleteOne/:id and /delete: the console uses those, so every client sees the
 * revert or clear exactly as when an admin does it from the room.
 */
const chatAdminRoutes: FastifyPluginAsync<{ db: Db; repo: ChatRepo; hub: ChatHub }> = async (app, { db, repo, hub }) => {
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/adminList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '聊天记录（管理员：分页、搜索）',
        description: `${adminOnly}新的在前；keyword 只匹配文字消息的内容。`,
        body: adminChatListBody,
      }),
    },
    async (request) => {
      const body = validate(adminChatListBody, request.body);
      const { list, total } = await repo.adminPage(body.keyword || undefined, (body.current - 1) * body.size, body.size);
      return ok<AdminChatPage>({ current: body.current, size: body.size, total, list });
    },
  );

  app.get(
    '/adminOnline',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '聊天室在线用户（管理员）',
        description: `${adminOnly}所有服务进程上登录的在线用户（多进程时经 Redis 汇总，其他进程的名单最多晚 10 秒）；只看不登录的访客不计入。`,
      }),
    },
    async () => ok<AdminChatOnline>({ list: hub.online() }),
  );
};

export default chatAdminRoutes;
