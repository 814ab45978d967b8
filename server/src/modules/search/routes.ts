import type { FastifyPluginAsync } from 'fastify';
import { LIMITS, searchParams } from '@blog/contract';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { createSearchGate, SEARCHES_IN_FLIGHT_PER_ADDRESS } from './inFlight';
import { createSearchRepo } from './repo';
import { createSearchService, SEARCH_HITS_MAX } from './service';

/** GET /api/article/getArticleListByContent/:text — search titles and bodies of public articles. */
const searchRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createSearchService(createSearchRepo(db));
  const gate = createSearchGate();

  app.get(
    '/getArticleListByContent/:text',
    {
      schema: routeDoc({
        tags: ['搜索'],
        summary: '按标题和正文搜索文章',
        description: `最多 ${SEARCH_HITS_MAX} 条。article_content 从匹配处开始，长度为搜索内容长度加 12 个字（原版客户端的片段）；passage 为匹配处前后约 ${LIMITS.searchPassageRadius} 个字的片段。搜索内容超过 ${LIMITS.searchTextMax} 个字时按前 ${LIMITS.searchTextMax} 个字搜索。同一地址同时进行的搜索超过 ${SEARCHES_IN_FLIGHT_PER_ADDRESS} 个时，多出的立即返回 429。`,
        params: searchParams,
      }),
    },
    async (request, reply) => {
      const { text } = validate(searchParams, request.params);
      return ok(await gate.run(request.ip, reply, () => service.search(text)));
    },
  );
};

export default searchRoutes;
