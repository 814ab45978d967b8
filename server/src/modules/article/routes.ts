import type { FastifyPluginAsync } from 'fastify';
import { idParams, LIMITS, pageByIdBody, pageParams, readingDurationParams, slugParams } from '@blog/contract';
import type { Db } from '../../db/connection';
import { likerKey } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { refusal } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { createVisitCounter, VISIT_COUNTING } from '../../platform/visitCounter';
import { createVisitorLimits, VISITOR_LIMITS } from '../like/visitorLimits';
import type { ArticleListCache } from './listCache';
import { createArticleRepo } from './repo';
import { ARTICLE_MISSING_MESSAGE, createArticleService } from './service';

const tags = ['文章'];

/** Reading calls under /api/article (SPEC.md §7). */
const articleRoutes: FastifyPluginAsync<{ db: Db; listCache: ArticleListCache }> = async (app, { db, listCache }) => {
  const service = createArticleService(createArticleRepo(db), listCache);
  const limits = createVisitorLimits(app.rateLimits);
  const visits = createVisitCounter(app.rateLimits);

  app.get('/blogHomeGetArticleList/:current/:size', { schema: routeDoc({ tags, summary: '首页文章列表（置顶优先）', params: pageParams }) }, async (request) =>
    ok(await service.homeList(validate(pageParams, request.params))),
  );

  app.get('/blogTimelineGetArticleList/:current/:size', { schema: routeDoc({ tags, summary: '时间轴（按年分组）', params: pageParams }) }, async (request) =>
    ok(await service.timeline(validate(pageParams, request.params))),
  );

  app.post('/getArticleListByTagId', { schema: routeDoc({ tags, summary: '按标签分页', body: pageByIdBody }) }, async (request) =>
    ok(await service.byTag(validate(pageByIdBody, request.body))),
  );

  app.post('/getArticleListByCategoryId', { schema: routeDoc({ tags, summary: '按分类分页', body: pageByIdBody }) }, async (request) =>
    ok(await service.byCategory(validate(pageByIdBody, request.body))),
  );

  app.get(
    '/getArticleById/:id',
    {
      schema: routeDoc({
        tags,
        summary: '文章详情（浏览量加一）',
        description:
          `view_times 为这次浏览之前的次数。同一个人（登录用户、访客标识，没有标识时按地址）每篇文章每 ${VISIT_COUNTING.windows.view / 60_000} 分钟只算一次浏览，` +
          `爬虫和没有 User-Agent 的请求不算。文章不存在或未公开时：HTTP 200，code 100，message「${ARTICLE_MISSING_MESSAGE}」。`,
        params: idParams,
      }),
    },
    async (request) => {
      const { id } = validate(idParams, request.params);
      return ok(await service.detail(id, likerKey(request), () => visits.counts(request, 'view', id)));
    },
  );

  app.get(
    '/getArticleBySlug/:slug',
    {
      schema: routeDoc({
        tags,
        summary: '按链接名读文章（浏览量加一）',
        description: `与 getArticleById 相同，文章由 /post/<slug> 的 slug 指定（不区分英文大小写）；文章以前用过的链接名也能找到它，回答里的 slug 是现在的（网页据此换到新地址）。文章不存在或未公开时：HTTP 200，code 100，message「${ARTICLE_MISSING_MESSAGE}」。`,
        params: slugParams,
      }),
    },
    async (request) => {
      const id = await service.idBySlug(validate(slugParams, request.params).slug);
      if (id === null) throw refusal(ARTICLE_MISSING_MESSAGE);
      return ok(await service.detail(id, likerKey(request), () => visits.counts(request, 'view', id)));
    },
  );

  app.get(
    '/getRecommendArticleById/:id',
    {
      schema: routeDoc({
        tags,
        summary: '上一篇、下一篇与相关推荐',
        description: `返回 { previous, next, recommend }：previous 为发布时间（created_at，同一时间再按编号）紧挨在它之前的公开文章，next 为紧挨在它之后的；没有时为这篇文章本身。原站按编号找，但导入的旧文章编号大、日期早，按编号会把新旧文章穿插起来。文章不存在或未公开时：HTTP 200，code 100，message「${ARTICLE_MISSING_MESSAGE}」。`,
        params: idParams,
      }),
    },
    async (request) => ok(await service.recommendations(validate(idParams, request.params).id)),
  );

  app.get('/getHotArticle', { schema: routeDoc({ tags, summary: '热门文章（浏览量前 5）' }) }, async () => ok(await service.hot()));

  app.put(
    '/addReadingDuration/:id/:duration',
    {
      schema: routeDoc({
        tags,
        summary: '增加阅读时长（毫秒）',
        description: `duration 为这次停留的毫秒数，超过 ${LIMITS.readingDurationMaxMs / 3_600_000} 小时按 ${LIMITS.readingDurationMaxMs / 3_600_000} 小时计；按秒累计。同一地址每小时最多记 ${VISITOR_LIMITS.readingSecondsPerIp.max} 秒，超出 429「${VISITOR_LIMITS.readingRefusal}」，不计入。返回 result: true。`,
        params: readingDurationParams,
      }),
    },
    async (request, reply) => {
      const { id, duration } = validate(readingDurationParams, request.params);
      await limits.spendReading(request, reply, Math.round(duration / 1000));
      await service.addReadingDuration(id, duration);
      return ok(true);
    },
  );
};

export default articleRoutes;
