import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@blog/contract';
import { apiResult } from '../boot';
import { siteOrigin } from './siteOrigin';

/** Crawlers may read the whole site but the console, and learn where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const config = await apiResult<SiteConfig>(app, '/api/config').catch(() => null);
    const siteUrl = config?.site_url ?? '';
    return (
      reply
        .type('text/plain; charset=utf-8')
        // Until the public URL is set the sitemap's address is a stand-in that will change: not for caches to keep.
        .header('Cache-Control', siteUrl ? 'public, max-age=3600' : 'no-cache')
        .send(robotsTxt(siteOrigin(siteUrl, request)))
    );
  });
}
