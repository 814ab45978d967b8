import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import { apiResult, createIndexRenderer, createPreviewPageRenderer } from './boot';
import { withFavicon } from './pages/siteChrome';
import type { SiteConfig } from '@blog/contract';
import { createArticleRepo } from '../modules/article/repo';
import { createPreviewLinkRepo } from '../modules/preview/repo';
import { privatePreviewHeaders } from '../modules/preview/routes';
import { createPreviewService } from '../modules/preview/service';
import { notFoundEnvelope } from './errors';
import { makePrivateDirSync } from './files';
import { setupPageData } from './pages/pageDataHooks';
import { registerRobots } from './pages/robots';
import { createPageBodies } from './pages/pageBodies';
import { withScriptNonce } from './securityHeaders';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Paths the web client never handles: they answer JSON 404 instead of index.html. */
const SERVER_PREFIXES = ['/api', '/wapi', '/uploads', '/ws'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>网页尚未构建</title></head>
<body><h1>网页客户端尚未构建</h1><p>请先在项目根目录运行 <code>npm run build</code>，然后重新启动服务。</p></body></html>`;

/** Uploaded files (content-derived names, so never stale) and the built web client. */
export async function setupStatic(app: FastifyInstance, config: AppConfig, db: Db): Promise<void> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  makePrivateDirSync(uploadsDir);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (reply) => reply.header('Cache-Control', LONG_CACHE),
  });

  const distDir = config.webDistDir;
  const hasClient = existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    const assetDirs = ['assets', 'admin-assets'].map((dir) => path.join(distDir, dir) + path.sep);
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      // The build writes .br and .gz beside each asset (web/build/precompress.ts).
      preCompressed: true,
      // index.html always goes through the history fallback below, which writes the site data in;
      // admin.html is the console's page for every /admin path.
      index: false,
      // The build manifest (.vite/) is for the server only.
      allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/admin.html' && !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        // Hashed file names under /assets change whenever their content does.
        if (assetDirs.some((dir) => filePath.startsWith(dir))) reply.header('Cache-Control', LONG_CACHE);
        else if (filePath.endsWith('.html')) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  const pageData = setupPageData(app, db);
  const renderIndex = hasClient ? createIndexRenderer(app, distDir, pageData, createPageBodies(app, pageData)) : null;
  registerRobots(app);

  /**
   * History fallback: the client router decides what /article?id=1 or /anything shows; the server
   * sends it with the page's own head, and 404 when the path or the object it names does not exist.
   */
  const sendClient = async (request: FastifyRequest, reply: FastifyReply) => {
    // no-cache keeps the site data written into the page fresh.
    const page = renderIndex ? await renderIndex(request) : null;
    if (page !== null) {
      request.cspScriptHosts = page.scriptHosts;
      return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withScriptNonce(page.html, request.cspNonce));
    }
    return reply.status(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(MISSING_BUILD_PAGE);
  };
  // Pages, not API calls: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };
  app.get('/', page, sendClient);

  // 分享预览 (modules/preview): the app's page, 200 for a link that opens an article and 404 for one
  // that does not (the app says why in Chinese); never cached, never indexed.
  const previews = createPreviewService(createPreviewLinkRepo(db), createArticleRepo(db));
  const renderPreview = hasClient ? createPreviewPageRenderer(app, distDir) : null;
  app.get<{ Params: { token: string } }>('/preview/:token', page, async (request, reply) => {
    const opened = await previews.open(request.params.token);
    const html = renderPreview ? await renderPreview('refused' in opened ? opened.refused : `预览：${opened.article.article_title}`) : null;
    privatePreviewHeaders(reply);
    if (html === null) return reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
    return reply.status('refused' in opened ? 404 : 200).type('text/html; charset=utf-8').send(withScriptNonce(html, request.cspNonce));
  });

  // The admin console is its own page (web/admin.html, a separate build): its router handles /admin/*.
  const adminPage = path.join(distDir, 'admin.html');
  const sendAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(adminPage)) return reply.status(503).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(MISSING_BUILD_PAGE);
    // The console wears the blogger's favicon too, so its tab is told apart from other sites' only by its title.
    const config = await apiResult<SiteConfig>(app, '/api/config');
    const html = withFavicon(await readFile(adminPage, 'utf8'), config ?? undefined);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withScriptNonce(html, request.cspNonce));
  };
  app.get('/admin', page, sendAdmin);
  app.get('/admin/*', page, sendAdmin);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isServerPath(request.url)) {
      const message = request.url.startsWith('/uploads') ? '文件不存在' : undefined;
      return reply.status(404).send(notFoundEnvelope(message));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(notFoundEnvelope());
    }
    // A missing hashed asset must not come back as HTML the browser would try to run.
    if (request.url.startsWith('/assets/') || request.url.startsWith('/admin-assets/')) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    // An old address (an article's earlier slug, a rule of the 重定向 screen) before the page or its 404.
    const moved = await app.redirects.resolve(request.url.split('?')[0] ?? '/');
    if (moved) return reply.header('Cache-Control', 'no-cache').redirect(moved.location, moved.status);
    return sendClient(request, reply);
  });
}
