import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParams, LIKE_TEXT, LIKE_TYPE, VISITOR_KEY_HEADER, type LikeType } from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards, likerKey } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { ArticleListCache } from '../article/listCache';
import { createLikeRepo } from './repo';
import { createLikeService, type Liker, type LikeService } from './service';
import { createVisitorLimits, VISITOR_LIMITS } from './visitorLimits';

export const likeTags = ['点赞'];
export const likerDescription = `登录用户按账号计一次，匿名访客按请求头 ${VISITOR_KEY_HEADER}（8–64 位字母、数字、-、_）计一次，两者都没有时按访问地址计一次（与原版客户端一致）。每个访客标识 10 分钟内最多点赞、取消 ${VISITOR_LIMITS.writesPerLiker.max} 次，同一地址每小时最多用 ${VISITOR_LIMITS.newKeysPerIp.max} 个不同的访客标识点赞；按地址计的访客每分钟最多点赞 ${VISITOR_LIMITS.addressLikes.max} 次、取消 ${VISITOR_LIMITS.addressCancels.max} 次。超出 429「${VISITOR_LIMITS.likeRefusal}」。`;

export const likerOf = (request: FastifyRequest): Liker => ({ key: likerKey(request), userId: request.userId });

/** One service per app: an article's count change clears the cached home list. */
export function createLikeServiceFor(db: Db, listCache: ArticleListCache): LikeService {
  return createLikeService(createLikeRepo(db), ({ type }: { type: LikeType }) => {
    if (type === LIKE_TYPE.article) listCache.clear();
  });
}

/** PUT /api/article/like/:id and /api/article/cancelLike/:id (SPEC.md §7), idempotent per liker. */
const likeRoutes: FastifyPluginAsync<{ db: Db; listCache: ArticleListCache }> = async (app, { db, listCache }) => {
  const service = createLikeServiceFor(db, listCache);
  const limits = createVisitorLimits(app.rateLimits);
  // A token of a deleted or disabled account, or one signed before a password change, likes as nobody.
  const { readOptionalUser } = createAuthGuards(db);
  const description = likerDescription;
  const tags = likeTags;

  app.put('/like/:id', { preHandler: readOptionalUser, schema: routeDoc({ tags, summary: '点赞文章', description, params: idParams }) }, async (request, reply) => {
    const { id } = validate(idParams, request.params);
    await limits.spendLike(request, reply, 'like');
    return ok(await service.likeArticle(id, likerOf(request)), LIKE_TEXT.liked);
  });

  app.put('/cancelLike/:id', { preHandler: readOptionalUser, schema: routeDoc({ tags, summary: '取消点赞文章', description, params: idParams }) }, async (request, reply) => {
    const { id } = validate(idParams, request.params);
    await limits.spendLike(request, reply, 'cancel');
    return ok(await service.cancelArticle(id, likerOf(request)), LIKE_TEXT.cancelled);
  });
};

export default likeRoutes;
