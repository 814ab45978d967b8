import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CODE, type ApiEnvelope, type PageHeader, type SiteBoot, type SiteConfig } from '@blog/contract';
import { renderIndexHtml } from './bootHtml';
import { pageHints, routePlanFor, type BuildManifest } from './bootRoutes';
import { renderBootShell } from './bootShell';
import { renderHeadTags } from './pages/headTags';
import type { PageData } from './pages/pageData';
import { pageMeta } from './pages/pageMeta';
import { siteOrigin } from './pages/siteOrigin';
import { headScriptHosts, renderHeadCode, withFavicon } from './pages/siteChrome';
import type { PageBodyRenderer } from './pages/pageBodies';

/** A file read again only when it changed on disk (a rebuild of the client while running). */
function cachedFile<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return async (): Promise<T | null> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(await readFile(file, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

/** A GET answered in-process through the real route, so the boot data is exactly the API's. */
export async function apiResult<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return null;
  const body = response.json<ApiEnvelope<T>>();
  return body.code === API_CODE.success ? body.result : null;
}

async function loadSiteBoot(app: FastifyInstance): Promise<SiteBoot | null> {
  try {
    const [config, pageHeaders] = await Promise.all([
      apiResult<SiteConfig>(app, '/api/config'),
      apiResult<PageHeader[]>(app, '/api/pageHeader/getAll'),
    ]);
    // Without either part the client fetches both itself, as it would without this.
    return config && Array.isArray(pageHeaders) ? { config, pageHeaders } : null;
  } catch {
    return null;
  }
}

/** Entry stylesheets larger than this stay linked (inlined CSS is downloaded again with every page). */
const MAX_INLINE_CSS_CHARS = 64 * 1024;

/** The entry's stylesheets (`/assets/index-hash.css` to text), read once per build. */
function createEntryStyles(distDir: string) {
  const readers = new Map<string, () => Promise<string | null>>();
  return async (manifest: BuildManifest | null): Promise<Map<string, string>> => {
    const styles = new Map<string, string>();
    const files = Object.values(manifest ?? {}).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : []));
    for (const file of files) {
      let read = readers.get(file);
      if (!read) {
        read = cachedFile(path.join(distDir, file), (text) => text);
        readers.set(file, read);
      }
      const css = await read();
      if (css !== null && css.length <= MAX_INLINE_CSS_CHARS) styles.set(`/${file}`, css);
    }
    return styles;
  };
}

/** A client route's page and the HTTP status it is sent with (404 when what it names does not exist). */
export interface RenderedPage {
  status: number;
  html: string;
  /** Hosts of the head code's scripts, added to this page's CSP (securityHeaders.ts). */
  scriptHosts: string[];
}

/** Renders index.html for a client route (see bootHtml.ts). Null when the client is not built. */
export function createIndexRenderer(app: FastifyInstance, distDir: string, pageData: PageData, pageBody?: PageBodyRenderer) {
  const template = cachedFile(path.join(distDir, 'index.html'), (text) => text);
  const manifest = cachedFile(path.join(distDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as BuildManifest);
  const entryStyles = createEntryStyles(distDir);
  const render = async (request: FastifyRequest): Promise<RenderedPage | null> => {
    const html = await template();
    if (html === null) return null;
    const [boot, built] = await Promise.all([loadSiteBoot(app), manifest()]);
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    const plan = routePlanFor(pathname);
    const page = await pageMeta(url, boot?.config ?? null, siteOrigin(boot?.config.site_url ?? '', request), pageData);
    const hints = pageHints(built, plan, boot?.pageHeaders ?? []);
    // An article with a cover shows it as its banner (articleBody.ts): preload that picture instead.
    const cover = page.article?.cover.trim();
    if (cover) hints.image = encodeURI(cover);
    // A missing page shows the client's 404 over the decorative first screen, never content.
    const content = page.status === 200 ? await pageBody?.({ url, boot, manifest: built, styles: hints.styles }) : null;
    return {
      status: page.status,
      scriptHosts: headScriptHosts(boot?.config),
      html: renderIndexHtml(withFavicon(html, boot?.config), boot, hints, {
        shell: content ?? renderBootShell(pathname, plan, boot),
        inlineStyles: await entryStyles(built),
        title: page.title,
        head: renderHeadTags(page) + renderHeadCode(boot?.config),
      }),
    };
  };
  // Nothing in a page comes from the request's Host (siteOrigin.ts): a page built for one Host header
  // is the page for every other. The key holds the stand-in origin used until a public URL is set,
  // which changes without a write through the API (the admin's first visit); the URL itself
  // changes only through one, which clears this cache.
  return (request: FastifyRequest) => pageData.renderedPage(`${request.server.linkOrigins.resolve('').origin}${request.url}`, () => render(request));
}

/**
 * The client's page for a 分享预览 link (/preview/<token>): the app shows the article or why not.
 * Never through the page cache (a link expires and is revoked without a write to the page's data),
 * and marked noindex: a preview is for the one reader it was sent to.
 */
export function createPreviewPageRenderer(app: FastifyInstance, distDir: string) {
  const template = cachedFile(path.join(distDir, 'index.html'), (text) => text);
  const manifest = cachedFile(path.join(distDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as BuildManifest);
  const entryStyles = createEntryStyles(distDir);
  return async (title: string): Promise<string | null> => {
    const html = await template();
    if (html === null) return null;
    const [boot, built] = await Promise.all([loadSiteBoot(app), manifest()]);
    return renderIndexHtml(html, boot, pageHints(built, undefined, boot?.pageHeaders ?? []), {
      title,
      head: '<meta name="robots" content="noindex, nofollow">',
      inlineStyles: await entryStyles(built),
    });
  };
}
