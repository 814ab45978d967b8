import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { createPageData, type PageData } from './pageData';

/**
 * Writes that only move the site's visit counter, which every visitor's first page load sends:
 * clearing on them would leave nothing cached under real traffic. The counter a page carries may
 * lag by the cache's TTL.
 */
const COUNTER_ONLY_WRITES = new Set(['/api/config/addView']);

/**
 * The page data of this app, forgotten after every successful write through the API (an article
 * saved, a category renamed, a talk hidden…): a page never lags behind what was written.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** This process's page data, also forgotten when a scheduled article is published (article/scheduling.ts). */
    pageData: PageData;
  }
}

export function setupPageData(app: FastifyInstance, db: Db): PageData {
  const data = createPageData(db);
  app.decorate('pageData', data);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') && !COUNTER_ONLY_WRITES.has(path)) data.clear();
  });
  return data;
}
