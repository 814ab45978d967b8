import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createEventBus } from '../../platform/eventBus';
import redirectAdminRoutes from './adminRoutes';
import { createRedirectTable, type RedirectTable } from './table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Old addresses and the 重定向 rules, asked by the page fallback before the 404 page (platform/static.ts). */
    redirects: RedirectTable;
  }
}

/**
 * The redirect rules and the article slugs' old addresses. Rule changes travel over the event bus
 * (Redis when REDIS_URL is set), so every process serving the site forgets its copy at once.
 */
export async function registerRedirects(app: FastifyInstance, db: Db, config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>): Promise<void> {
  const bus = await createEventBus(config);
  const table = createRedirectTable(db, bus);
  const unsubscribe = await table.listen();
  app.addHook('onClose', async () => {
    await unsubscribe();
    await bus.close();
  });
  app.decorate('redirects', table);
  // As the page data (pages/pageDataHooks.ts): a write through the API may move or hide an article.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (request.url.startsWith('/api/')) table.forgetSlugs();
  });
  await app.register(redirectAdminRoutes, { prefix: '/api/redirect', db, table });
}
