import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParams, VISITOR_KEY_HEADER } from '@blog/contract';
import type { Db } from '../../db/connection';
import { likerKey } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { ArticleListCache } from '../article/listCache';
import { createLikeRepo } from './repo';
import { createLikeService, UNKNOWN_VISITOR_MESSAGE, type Liker } from './service';

const tags = ['点赞'];
const description = `登录用户按账号计一次，匿名访客按请求头 ${VISITOR_KEY_HEADER}（8–64 位字母、数字、-、_）计一次；两者都没有时 400「${UNKNOWN_VISITOR_MESSAGE}」。`;

const likerOf = (request: FastifyRequest): Liker => ({ key: likerKey(request), userId: request.userId });

/** PUT /api/article/like/:id and /api/article/cancelLike/:id, idempotent per liker. */
const likeRoutes: FastifyPluginAsync<{ db: Db; listCache: ArticleListCache }> = async (app, { db, listCache }) => {
  const service = createLikeService(createLikeRepo(db), listCache.clear);

  app.put('/like/:id', { schema: routeDoc({ tags, summary: '点赞文章', description, params: idParams }) }, async (request) =>
    ok(await service.like(validate(idParams, request.params).id, likerOf(request)), '点赞成功'),
  );

  app.put('/cancelLike/:id', { schema: routeDoc({ tags, summary: '取消点赞', description, params: idParams }) }, async (request) =>
    ok(await service.cancel(validate(idParams, request.params).id, likerOf(request)), '取消点赞成功'),
  );
};

export default likeRoutes;
