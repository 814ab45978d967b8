import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { sendRevalidated } from '../../platform/conditional';
import { FEED_PATHS } from './model';
import { createFeedService } from './service';

const CONTENT_TYPES = {
  sitemap: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
} as const;

/**
 * /sitemap.xml, /rss.xml, /atom.xml and /feed (DESIGN.md §9). Documents for crawlers and feed
 * readers, not API calls: kept out of the OpenAPI document. Registered before the web client's
 * history fallback, so it never answers these paths with the app's HTML.
 */
const feedRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createFeedService(db);
  const hidden = { schema: { hide: true } };

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const { validators, body } = await service.sitemap(request);
    return sendRevalidated(request, reply, validators, { contentType: CONTENT_TYPES.sitemap, body });
  });

  for (const kind of ['rss', 'atom'] as const) {
    app.get(FEED_PATHS[kind], hidden, async (request, reply) => {
      const { validators, body } = await service.feed(kind, request);
      return sendRevalidated(request, reply, validators, { contentType: CONTENT_TYPES[kind], body });
    });
  }

  // The address many readers try first; RSS is the format every reader knows.
  app.get('/feed', hidden, async (_request, reply) => reply.redirect(FEED_PATHS.rss, 301));
};

export default feedRoutes;
