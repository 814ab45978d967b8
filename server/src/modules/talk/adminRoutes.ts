import type { FastifyPluginAsync } from 'fastify';
import {
  adminTalkListBody,
  idParams,
  TALK_ADMIN_MESSAGES,
  TALK_LIMITS,
  talkPublicParams,
  talkTopParams,
  talkUpdateBody,
  talkWriteBody,
} from '@blog/contract';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createTalkAdminRepo } from './adminRepo';
import { createTalkAdminService } from './adminService';
import { createTalkRepo } from './repo';

const tags = ['说说'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const fieldRules = `content 去掉首尾空格后 1–${TALK_LIMITS.contentMax} 个字；status 1 公开 / 2 私密；is_top 1 置顶 / 2 不置顶；photos 最多 ${TALK_LIMITS.imagesMax} 张本站上传的图片地址（/api/upload/img 返回的 /uploads/img/…），按给出的顺序显示。不符合时 400，什么都不改。`;
const missing = `不存在：code 100「${TALK_ADMIN_MESSAGES.missing}」。`;

/** The console's talk (说说) calls under /api/talk (DESIGN.md §8); every one behind requireAdmin. */
const talkAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const service = createTalkAdminService(createTalkAdminRepo(db), createTalkRepo(db));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/getTalkList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '说说列表（管理员：含私密，分页，可按状态和内容筛选）',
        description: `${adminOnly}置顶在前，其余新的在前；每条带图片、点赞数和评论数（含回复与被隐藏的评论）。`,
        body: adminTalkListBody,
      }),
    },
    async (request) => ok(await service.list(validate(adminTalkListBody, request.body))),
  );

  app.post(
    '/add',
    { preHandler, schema: routeDoc({ tags, summary: '发布说说（管理员）', description: `${adminOnly}作者为当前管理员。${fieldRules}result 为新的一条。`, body: talkWriteBody }) },
    async (request) => ok(await service.add(currentUserId(request), validate(talkWriteBody, request.body)), TALK_ADMIN_MESSAGES.published),
  );

  app.put(
    '/update',
    { preHandler, schema: routeDoc({ tags, summary: '修改说说（管理员）', description: `${adminOnly}${fieldRules}图片整体替换为 photos。${missing}`, body: talkUpdateBody }) },
    async (request) => {
      const { id, ...fields } = validate(talkUpdateBody, request.body);
      return ok(await service.update(id, fields), TALK_ADMIN_MESSAGES.saved);
    },
  );

  app.put(
    '/togglePublic/:id/:status',
    { preHandler, schema: routeDoc({ tags, summary: '设为公开（1）或私密（2）（管理员）', description: `${adminOnly}私密的说说访客看不到。${missing}`, params: talkPublicParams }) },
    async (request) => {
      const { id, status } = validate(talkPublicParams, request.params);
      return ok(await service.setFlag(id, { status }), TALK_ADMIN_MESSAGES.saved);
    },
  );

  app.put(
    '/toggleTop/:id/:is_top',
    { preHandler, schema: routeDoc({ tags, summary: '置顶（1）或取消置顶（2）（管理员）', description: `${adminOnly}${missing}`, params: talkTopParams }) },
    async (request) => {
      const { id, is_top } = validate(talkTopParams, request.params);
      return ok(await service.setFlag(id, { is_top }), TALK_ADMIN_MESSAGES.saved);
    },
  );

  app.delete(
    '/delete/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '彻底删除说说（管理员）',
        description: `${adminOnly}在一个事务里删除这条说说、它的图片记录、点赞和评论（连同回复和评论的点赞）；图片文件保留（同一张图可能别处也在用）。${missing}`,
        params: idParams,
      }),
    },
    async (request) => {
      await service.remove(validate(idParams, request.params).id);
      return ok(null, TALK_ADMIN_MESSAGES.deleted);
    },
  );
};

export default talkAdminRoutes;
