import type { FastifyPluginAsync } from 'fastify';
import { LIKE_TEXT, likeTargetBody } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { ArticleListCache } from '../article/listCache';
import { createLikeServiceFor, likerDescription, likerOf, likeTags as tags } from './routes';
import { createVisitorLimits } from './visitorLimits';

const answer = '返回 result: { liked, count }：调用者现在是否点过赞，以及点赞数。';
const missing = '目标不存在、未公开或已隐藏时：HTTP 200，code 100，message 如「文章不存在或已被删除」。';

/**
 * POST /api/like/* (DESIGN.md §4) with body {for_id, type}: type 1 article, 2 talk, 3 guestbook
 * entry, 4 comment. One like per account or visitor key per item.
 */
const likeApiRoutes: FastifyPluginAsync<{ db: Db; listCache: ArticleListCache }> = async (app, { db, listCache }) => {
  const service = createLikeServiceFor(db, listCache);
  const limits = createVisitorLimits(app.rateLimits);
  // A token of a deleted or disabled account, or one signed before a password change, likes as nobody.
  const { readOptionalUser } = createAuthGuards(db);
  const target = (body: unknown) => {
    const { for_id, type } = validate(likeTargetBody, body);
    return { type, forId: for_id };
  };

  app.post(
    '/getIsLikeByIdAndType',
    { preHandler: readOptionalUser, schema: routeDoc({ tags, summary: '是否点过赞', description: `${answer}没有登录也没有访客标识时按访问地址判断。${missing}`, body: likeTargetBody }) },
    async (request) => ok(await service.status(target(request.body), likerOf(request))),
  );

  // The original client's name of the same question: `{for_id, type, user_id?}` → result true/false.
  // user_id is not trusted: the token (or the visitor key, or the address) says who asks.
  app.post(
    '/getIsLikeByIdOrIpAndType',
    {
      preHandler: readOptionalUser,
      schema: routeDoc({
        tags,
        summary: '是否点过赞（原版客户端）',
        description: '返回 result: true/false。登录用户按账号判断，匿名访客按访客标识，没有访客标识时按访问地址；目标不存在时为 false。请求里的 user_id 不作依据。',
        body: likeTargetBody,
      }),
    },
    async (request) => ok(await service.isLiked(target(request.body), likerOf(request))),
  );

  app.post(
    '/addLike',
    { preHandler: readOptionalUser, schema: routeDoc({ tags, summary: '点赞（重复点赞不改变计数）', description: `${likerDescription}${answer}${missing}`, body: likeTargetBody }) },
    async (request, reply) => {
      const item = target(request.body);
      await limits.spendLike(request, reply, 'like');
      return ok(await service.like(item, likerOf(request)), LIKE_TEXT.liked);
    },
  );

  app.post(
    '/cancelLike',
    { preHandler: readOptionalUser, schema: routeDoc({ tags, summary: '取消点赞（幂等）', description: `${likerDescription}${answer}${missing}`, body: likeTargetBody }) },
    async (request, reply) => {
      const item = target(request.body);
      await limits.spendLike(request, reply, 'cancel');
      return ok(await service.cancel(item, likerOf(request)), LIKE_TEXT.cancelled);
    },
  );
};

export default likeApiRoutes;
