import type { FastifyRequest } from 'fastify';

/**
 * The origin every absolute link the site hands out is built on (canonical links, Open Graph,
 * sitemap, feeds): the public URL from site settings (saved without a trailing slash), else the
 * request's own scheme and host. Fastify reads X-Forwarded-Proto/Host for those only when
 * TRUST_PROXY trusts the proxy, so a client cannot make the site link elsewhere.
 */
export function siteOrigin(siteUrl: string, request: FastifyRequest): string {
  const configured = siteUrl.trim().replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.host}`;
}
