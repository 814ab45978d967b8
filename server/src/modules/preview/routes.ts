import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { previewLinkCreateBody, previewLinkIdParams } from '@blog/contract';
import { z } from 'zod';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { refusal } from '../../platform/errors';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createArticleRepo } from '../article/repo';
import { createPreviewLinkRepo } from './repo';
import { createPreviewService } from './service';

const tags = ['分享预览'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const tokenParams = z.object({ token: z.string({ error: '缺少预览链接' }).max(100, { error: '预览链接无效' }) });

/** A preview answer is one reader's: no cache may keep it, no search engine index it, no link carry its address. */
export function privatePreviewHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
}

/** Under /api/article: the console's three calls and the preview page's one. */
const previewRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db }) => {
  const preHandler = createAuthGuards(db).requireAdmin;
  const service = createPreviewService(createPreviewLinkRepo(db), createArticleRepo(db));

  app.post(
    '/previewLinks',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '为未发布的文章生成分享预览链接（管理员）',
        description: `${adminOnly}body {article_id, hours}，hours 为 1、24 或 168。result 含 path（/preview/<token>，只在此时给出一次，服务器只保存其摘要）和到期时间 expiresAt。已公开的文章不需要预览链接：code 100。`,
        body: previewLinkCreateBody,
      }),
    },
    async (request) => {
      const { article_id, hours } = validate(previewLinkCreateBody, request.body);
      return ok(await service.create(article_id, hours), '已生成预览链接');
    },
  );

  app.get(
    '/previewLinks/:id',
    { preHandler, schema: routeDoc({ tags, summary: '文章的有效预览链接（管理员）', description: `${adminOnly}未过期、未撤销的，新的在前；不含链接本身。`, params: previewLinkIdParams }) },
    async (request) => ok(await service.live(validate(previewLinkIdParams, request.params).id)),
  );

  app.delete(
    '/previewLink/:id',
    { preHandler, schema: routeDoc({ tags, summary: '撤销预览链接（管理员）', description: `${adminOnly}撤销后打开链接只显示“已被作者撤销”。`, params: previewLinkIdParams }) },
    async (request) => {
      await service.revoke(validate(previewLinkIdParams, request.params).id);
      return ok(null, '已撤销');
    },
  );

  app.get(
    '/preview/:token',
    {
      schema: routeDoc({
        tags,
        summary: '用预览链接读文章',
        description: '任何人凭有效的预览链接读这一篇文章（与文章详情同样的字段；不计浏览量）。过期、撤销或无效：code 100 与中文原因。回答不缓存（Cache-Control: no-store）、不收录（X-Robots-Tag: noindex）。',
        params: tokenParams,
      }),
    },
    async (request, reply) => {
      privatePreviewHeaders(reply);
      const opened = await service.open(validate(tokenParams, request.params).token);
      if ('refused' in opened) throw refusal(opened.refused);
      return ok(opened.article);
    },
  );
};

export default previewRoutes;
