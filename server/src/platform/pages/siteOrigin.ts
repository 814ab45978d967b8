import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_ROLE, type LinkOriginInfo } from '@blog/contract';
import { writeFileAtomically } from '../files';

declare module 'fastify' {
  interface FastifyInstance {
    linkOrigins: LinkOrigins;
  }
}

/** DATA_DIR/site-origin.json: the address the admin used, kept across restarts (and in backups). */
export const ADMIN_ORIGIN_FILE = 'site-origin.json';

/** A scheme and host as a browser would send them, or null for anything else (paths, credentials, junk). */
export function cleanOrigin(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function readRecorded(file: string): string | null {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { origin?: unknown };
    return typeof saved.origin === 'string' ? cleanOrigin(saved.origin) : null;
  } catch {
    return null;
  }
}

/**
 * The origin every absolute link is built on. A visitor's Host header (or a forged
 * X-Forwarded-Host) used to pick it when no public URL was set, and the result was cached: one
 * request with `Host: evil.example` made robots.txt, the sitemap, the feeds and the pages' canonical
 * and og:url point at evil.example for everyone. Now, in order: the public URL of the site
 * settings; the address the admin last saved the settings from, or else first used the console
 * from (their browser sent it, with a valid admin login, so no visitor can choose it); the address
 * the server listens on. The console's 网站设置 says which one is in use and asks for the URL.
 */
export function createLinkOrigins(app: FastifyInstance, dataDir: string) {
  const file = path.join(dataDir, ADMIN_ORIGIN_FILE);
  let recorded = readRecorded(file);

  function listening(): string {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') return 'http://localhost';
    const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return cleanOrigin(`http://${host}:${address.port}`) ?? 'http://localhost';
  }

  return {
    resolve(siteUrl: string): LinkOriginInfo {
      const configured = siteUrl.trim().replace(/\/+$/, '');
      if (configured) return { origin: configured, source: 'site_url' };
      if (recorded) return { origin: recorded, source: 'admin' };
      return { origin: listening(), source: 'listen' };
    },

    /** Remembers where an admin's request came to: once, or again when `replace` (saving settings). */
    async noteAdmin(request: FastifyRequest, replace = false): Promise<void> {
      if (recorded && !replace) return;
      const origin = cleanOrigin(`${request.protocol}://${request.host}`);
      if (!origin || origin === recorded) return;
      recorded = origin;
      await writeFileAtomically(file, `${JSON.stringify({ origin, seenAt: new Date().toISOString() })}\n`);
    },
  };
}

export type LinkOrigins = ReturnType<typeof createLinkOrigins>;

/** Sets up app.linkOrigins; any answer to a request the guards found to be the admin's notes its address. */
export function setupLinkOrigins(app: FastifyInstance, dataDir: string): void {
  const origins = createLinkOrigins(app, dataDir);
  app.decorate('linkOrigins', origins);
  app.addHook('onResponse', async (request) => {
    // userRole is set only by the guards, from the database; never from the token's claims.
    if (request.userRole === USER_ROLE.admin) await origins.noteAdmin(request).catch((error: unknown) => request.log.warn({ err: error }, '记录管理员使用的网站地址失败'));
  });
}

/** The origin of the site's absolute links for this request's app (see createLinkOrigins): never its Host header. */
export function siteOrigin(siteUrl: string, request: FastifyRequest): string {
  return request.server.linkOrigins.resolve(siteUrl).origin;
}
