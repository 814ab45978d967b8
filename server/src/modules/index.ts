import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import articleRoutes from './article/routes';
import categoryRoutes from './category/routes';
import configRoutes from './config/routes';
import likeRoutes from './like/routes';
import pageHeaderRoutes from './pageHeader/routes';
import searchRoutes from './search/routes';
import statisticRoutes from './statistic/routes';
import tagRoutes from './tag/routes';
import { createArticleListCache } from './article/listCache';

/** Every feature module, each an encapsulated plugin under its own prefix. */
export async function registerModules(app: FastifyInstance, db: Db): Promise<void> {
  const listCache = createArticleListCache();
  await app.register(articleRoutes, { prefix: '/api/article', db, listCache });
  await app.register(searchRoutes, { prefix: '/api/article', db });
  await app.register(likeRoutes, { prefix: '/api/article', db, listCache });
  await app.register(categoryRoutes, { prefix: '/api/category', db });
  await app.register(tagRoutes, { prefix: '/api/tag', db });
  await app.register(configRoutes, { prefix: '/api/config', db });
  await app.register(pageHeaderRoutes, { prefix: '/api/pageHeader', db });
  await app.register(statisticRoutes, { prefix: '/api/statistic', db });
}
