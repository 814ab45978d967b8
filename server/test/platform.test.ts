import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VISITOR_KEY_HEADER, type ArticleListItem, type LikeResult, type PageResult } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const INDEX_HTML = '<!doctype html><html><head><title>测试客户端</title></head><body><div id="root"></div></body></html>';
const ADMIN_HTML = '<!doctype html><html><head><title>后台管理</title></head><body><div id="root"></div><script type="module" src="/admin-assets/main-xyz.js"></script></body></html>';
const ADMIN_JS = `console.log(${JSON.stringify('后台'.repeat(800))});`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/article/pages/HomePage.tsx': { file: 'assets/HomePage-def456.js', isDynamicEntry: true, imports: ['index.html'] },
};
const ASSET_JS = `console.log(${JSON.stringify('资源'.repeat(800))});`;
const PRECOMPRESSED_JS = `console.log(${JSON.stringify('阅读器'.repeat(800))});`;

/** A tiny stand-in for web/dist. */
function makeWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), ASSET_JS);
  // As the web build writes them (web/build/precompress.ts).
  writeFileSync(path.join(dir, 'assets', 'reader-ghi789.js'), PRECOMPRESSED_JS);
  writeFileSync(path.join(dir, 'assets', 'reader-ghi789.js.br'), brotliCompressSync(PRECOMPRESSED_JS));
  writeFileSync(path.join(dir, 'assets', 'reader-ghi789.js.gz'), gzipSync(PRECOMPRESSED_JS));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The console's own page and assets (web/admin.html, the second web build).
  writeFileSync(path.join(dir, 'admin.html'), ADMIN_HTML);
  mkdirSync(path.join(dir, 'admin-assets'));
  writeFileSync(path.join(dir, 'admin-assets', 'main-xyz.js'), ADMIN_JS);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

/** Raw HTTP so the compressed bytes are seen as sent (fetch decompresses silently). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const webDist = makeWebDist();
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachEngine('HTTP 平台：信封、404、文档、压缩、静态文件', (engine) => {
  const server = useTestServer(engine, {
    webDistDir: webDist,
    extend: (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internal detail at /srv/app.ts:12');
      });
    },
  });

  beforeAll(async () => {
    const f = fixtures(server.db);
    for (let i = 1; i <= 12; i++) {
      await f.article({ title: `压缩测试文章 ${i}`, description: '一段足够长的摘要文字，'.repeat(5), createdAt: `2024-01-${String(i).padStart(2, '0')}T00:00:00.000Z` });
    }
    mkdirSync(path.join(server.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', 'abc123.webp'), Buffer.from('RIFF0000WEBP'));
  });

  it('未知 /api 和 /wapi 路径返回 JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/article/noSuchCall'],
      ['GET', '/wapi/unknown'],
    ] as const) {
      const response = await call(server, method, url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toEqual({ code: 404, message: '接口没有找到', result: null });
    }
  });

  it('服务端异常返回 500 和中文提示，不泄露细节', async () => {
    const response = await get(server, '/api/test/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 500, message: '服务端错误，请稍后再试', result: null });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('OpenAPI 文档在 /api/docs', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/article/getArticleById/{id}', '/api/article/blogHomeGetArticleList/{current}/{size}', '/api/config/addView']),
    );
    // Only calls: the pages the server answers (the site, the console) are not part of the API.
    expect(Object.keys(spec.paths).filter((p) => !p.startsWith('/api/') && !p.startsWith('/wapi/'))).toEqual([]);
  });

  it('客户端要求时用 gzip 压缩 JSON', async () => {
    const { status, headers, body } = await rawGet(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/12`, { 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(gunzipSync(body).toString('utf8')) as { result: PageResult<ArticleListItem> };
    expect(page.result.list).toHaveLength(12);
    const plain = await rawGet(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/12`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body.length).toBeLessThan(plain.body.length);
  });

  it('前端路由回退到 index.html，且不缓存；未知地址同样的页面、HTTP 404', async () => {
    const routes: [string, number][] = [['/', 200], ['/home', 200], ['/message/list', 200], ['/article?id=99999', 404], ['/some/unknown', 404], ['/index.html', 404]];
    for (const [url, status] of routes) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status, url).toBe(status);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<body><div id="root"></div></body></html>');
      expect(html).toMatch(/<script nonce="[^"]+">window\.__BLOG_BOOT__=/);
    }
  });

  it('页面里写入与接口一致的站点数据、博客名称标题和首屏预加载', async () => {
    await fixtures(server.db).siteConfig({ blog_name: '</script><b>书影</b>' });
    await fixtures(server.db).pageHeader('Home', '/uploads/home-bg.webp');
    // Pages are kept until the next write through the API; these fixtures write to the database
    // directly, so the page is asked for at an address no earlier test has opened.
    const html = await (await fetch(`${server.baseUrl}/home?fixtures=1`)).text();
    expect(html).toContain('<title>&lt;/script&gt;&lt;b&gt;书影&lt;/b&gt;</title>');
    const json = /<script nonce="[^"]+">window\.__BLOG_BOOT__=(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const boot = JSON.parse(json ?? 'null') as { config: unknown; pageHeaders: unknown };
    expect(boot.config).toEqual(resultOf(await get(server, '/api/config')));
    expect(boot.pageHeaders).toEqual(resultOf(await get(server, '/api/pageHeader/getAll')));
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/home-bg.webp">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-def456.js">');
    // The page's own entry is already in index.html, and other pages get no home preloads.
    expect(html).not.toContain('href="/assets/index-abc123.js"');
    expect(await (await fetch(`${server.baseUrl}/message/list`)).text()).not.toContain('modulepreload');
  });

  it('/admin 下的每个地址返回后台页面（不写入站点数据、不缓存），后台资源长期缓存', async () => {
    for (const url of ['/admin', '/admin/', '/admin/articles/12/edit', '/admin/settings?tab=1']) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      // The page as built, its script tag given this answer's CSP nonce.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(await response.text(), url).toBe(ADMIN_HTML.replace('<script ', `<script nonce="${nonce}" `));
    }
    // Reached only through /admin, so it is never served with a long cache under its file name.
    expect(await (await fetch(`${server.baseUrl}/admin.html`)).text()).not.toBe(ADMIN_HTML);
    const asset = await fetch(`${server.baseUrl}/admin-assets/main-xyz.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ADMIN_JS);
    const missing = await fetch(`${server.baseUrl}/admin-assets/missing-000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/plain');
  });

  it('构建清单不对外提供', async () => {
    const response = await fetch(`${server.baseUrl}/.vite/manifest.json`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).not.toContain('HomePage-def456');
  });

  it('/assets 下的文件长期缓存并可压缩', async () => {
    const { status, headers, body } = await rawGet(`${server.baseUrl}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toBe(ASSET_JS);
    const missing = await fetch(`${server.baseUrl}/assets/missing-000.js`);
    expect(missing.status).toBe(404);
  });

  it('构建时预压缩的文件按浏览器接受的编码原样发送', async () => {
    const url = `${server.baseUrl}/assets/reader-ghi789.js`;
    // The server itself only compresses with gzip or deflate: a brotli answer is the file the build wrote.
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(PRECOMPRESSED_JS);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(PRECOMPRESSED_JS);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PRECOMPRESSED_JS);
  });

  it('根目录的其他静态文件正常返回', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('/uploads 下的文件长期缓存，不存在时 JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/uploads/abc123.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('RIFF0000WEBP');
    const missing = await get(server, '/uploads/nope.webp');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('文件不存在');
  });

  it('无效的登录令牌按匿名访客处理', async () => {
    const list = resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/1/1', { headers: { authorization: 'Bearer broken.token.value' } }));
    expect(list.list).toHaveLength(1);
    const liked = resultOf(
      await put<LikeResult>(server, `/api/article/like/${list.list[0]?.id}`, { headers: { authorization: 'Bearer broken', [VISITOR_KEY_HEADER]: 'anonymous-key-1' } }),
    );
    expect(liked).toEqual({ liked: true, thumbs_up_times: 1 });
    const rows = await server.db.kysely.selectFrom('like').select('liker').execute();
    expect(rows).toEqual([{ liker: 'v:anonymous-key-1' }]);
  });
});

describeEachEngine('网页客户端尚未构建', (engine) => {
  const server = useTestServer(engine);

  it('非接口路径返回中文提示页，接口照常工作', async () => {
    const response = await fetch(`${server.baseUrl}/home`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('npm run build');
    expect(html).toContain('尚未构建');
    expect((await get(server, '/api/statistic')).status).toBe(200);
    expect((await get(server, '/api/missing')).status).toBe(404);
  });
});
