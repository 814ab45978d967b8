import type { FastifyPluginAsync } from 'fastify';
import { adminMessageListBody, MESSAGE_TEXT, messageBatchDeleteBody, MODERATION_LIMITS } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createMessageAdminRepo } from './adminRepo';
import { createMessageAdminService } from './adminService';
import { createMessageRepo } from './repo';

const tags = ['留言'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

/**
 * The console's guestbook under /api/message (DESIGN.md §8); every call behind requireAdmin.
 * Hiding, showing and deleting one entry are the module's existing PUT /hide/:id, /show/:id and /delete.
 */
const messageAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const reading = createMessageRepo(db);
  const service = createMessageAdminService(createMessageAdminRepo(db, reading), reading);
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/getAdminMessageList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '留言列表（管理员：含隐藏的，新的在前，分页）',
        description: `${adminOnly}可按标签 tag、状态 status（1 显示 / 2 隐藏）、关键词 keyword（留言内容）筛选。每条另带 comment_count：它下面的全部评论和回复（含隐藏的），删除时会一起删除。`,
        body: adminMessageListBody,
      }),
    },
    async (request) => ok(await service.list(validate(adminMessageListBody, request.body))),
  );

  app.put(
    '/batchDelete',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '批量删除留言（管理员；连同它们的评论、回复和点赞）',
        description: `${adminOnly}ids：1–${MODERATION_LIMITS.batchMax} 个留言编号；不存在的跳过，全都不存在时 code 100「${MESSAGE_TEXT.missing}」。在一个事务里删除。result.removed 为删除的留言数。`,
        body: messageBatchDeleteBody,
      }),
    },
    async (request) => {
      const removed = await service.remove(validate(messageBatchDeleteBody, request.body).ids);
      return ok({ removed }, MESSAGE_TEXT.deleted);
    },
  );
};

export default messageAdminRoutes;
