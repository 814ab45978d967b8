import type { FastifyPluginAsync } from 'fastify';
import {
  adminCommentListBody,
  adminCommentReplyBody,
  COMMENT_CONTENT_MAX,
  commentBatchDeleteBody,
  commentBatchStatusBody,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  MODERATION_STATUS,
} from '@blog/contract';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createCommentAdminRepo } from './adminRepo';
import { createCommentAdminService } from './adminService';
import { commentServiceFor } from './deps';
import { createCommentRepo } from './repo';

const tags = ['评论'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const batchRule = `ids：1–${MODERATION_LIMITS.batchMax} 个评论编号；不存在的跳过，全都不存在时 code 100「${MODERATION_MESSAGES.commentMissing}」。`;

/**
 * The console's comment queue under /api/comment (DESIGN.md §8); every call behind requireAdmin.
 * Hiding or showing one comment is the existing PUT /hide/:id and /show/:id, deleting one the
 * existing DELETE /delete/:id/:parent_id.
 */
const commentAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const comments = createCommentRepo(db);
  const service = createCommentAdminService(createCommentAdminRepo(db), comments, commentServiceFor(db, app.log));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/getAdminCommentList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '评论队列（管理员：文章、说说、留言下的全部评论和回复，含隐藏的；新的在前，分页）',
        description: `${adminOnly}可按位置 type（1 文章 / 2 说说 / 3 留言）、状态 status（1 显示 / 2 隐藏）、作者 author（账号或昵称的一部分）、关键词 keyword（评论内容）筛选。每条带作者、回复对象、所在位置的标题、点赞数和回复数（一级评论，含隐藏的回复）。`,
        body: adminCommentListBody,
      }),
    },
    async (request) => ok(await service.list(validate(adminCommentListBody, request.body))),
  );

  app.put(
    '/batchStatus',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '批量隐藏（status 2）或恢复显示（status 1）评论（管理员）',
        description: `${adminOnly}${batchRule}隐藏的评论访客看不到，也不计数。result 为改动的条数。`,
        body: commentBatchStatusBody,
      }),
    },
    async (request) => {
      const { ids, status } = validate(commentBatchStatusBody, request.body);
      const changed = await service.setStatus(ids, status);
      return ok({ changed }, status === MODERATION_STATUS.hidden ? MODERATION_MESSAGES.hidden : MODERATION_MESSAGES.shown);
    },
  );

  app.put(
    '/batchDelete',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '批量删除评论（管理员；一级评论连同它的回复，以及这些评论的点赞）',
        description: `${adminOnly}${batchRule}在一个事务里删除。result.removed 为删除的评论数（含回复）。`,
        body: commentBatchDeleteBody,
      }),
    },
    async (request) => {
      const removed = await service.remove(validate(commentBatchDeleteBody, request.body).ids);
      return ok({ removed }, MODERATION_MESSAGES.deleted);
    },
  );

  app.post(
    '/adminReply',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '以博主身份回复一条评论（管理员）',
        description: `${adminOnly}id 为被回复的评论（一级评论或回复）；回复出现在它所在的评论下，并通知它的作者。content 去掉首尾空白后 1–${COMMENT_CONTENT_MAX} 个字。被回复的评论或它的一级评论已隐藏、或所在的文章/说说/留言访客看不到时 code 100。返回新回复。`,
        body: adminCommentReplyBody,
      }),
    },
    async (request) => {
      const { id, content } = validate(adminCommentReplyBody, request.body);
      const item = await service.reply({ userId: currentUserId(request), role: request.userRole }, id, content);
      return ok(item, MODERATION_MESSAGES.replied);
    },
  );
};

export default commentAdminRoutes;
