import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { SongUrlResponse, SongsResponse, ToplistDetailResponse } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { seedDemoMusicInto, wapi } from './helpers/music';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/** Every kind of answer the server gives carries the browser security headers. */

function expectSecurityHeaders(response: Response, what: string): void {
  const h = (name: string) => response.headers.get(name);
  const csp = h('content-security-policy') ?? '';
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'(;|$)/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(h('x-frame-options'), what).toBe('DENY');
  expect(h('x-content-type-options'), what).toBe('nosniff');
  expect(h('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h('permissions-policy'), what).toMatch(/camera=\(\)/);
  expect(h('strict-transport-security'), `${what}：未经 HTTPS 不发 HSTS`).toBeNull();
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describeEachEngine('安全响应头', (engine) => {
  const webDist = useWebDist();
  const server = useTestServer(engine, { webDistDir: webDist });
  let audioUrl = '';

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'admin.html'), '<!doctype html><html><head><script>document.documentElement.dataset.t="1"</script></head><body></body></html>');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(server.config.dataDir, 'uploads', 'img'), { recursive: true });
    writeFileSync(path.join(server.config.dataDir, 'uploads', 'img', 'a.webp'), 'RIFF....WEBP');
    await seedDemoMusicInto(server);
    const toplist = (await wapi<ToplistDetailResponse>(server, '/wapi/toplist/detail')).body;
    const songs = (await wapi<SongsResponse>(server, `/wapi/playlist/track/all?id=${toplist.list[0]!.id}&limit=1`)).body.songs;
    audioUrl = (await wapi<SongUrlResponse>(server, `/wapi/song/url/v1?id=${songs[0]!.id}&level=exhigh`)).body.data[0]!.url!;
  });

  const get = (pathname: string, init?: RequestInit) => fetch(`${server.baseUrl}${pathname}`, init);

  it('页面、接口、错误、404、静态文件、上传的图片、音频、后台页面都带上', async () => {
    const answers: [string, Response, number][] = [
      ['首页', await get('/home'), 200],
      ['后台页面', await get('/admin'), 200],
      ['接口 JSON', await get('/api/article/getHotArticle'), 200],
      ['错误信封', await get('/api/article/getArticleById/abc'), 400],
      ['接口 404', await get('/api/no-such-thing'), 404],
      ['静态文件', await get('/assets/index-abc123.js'), 200],
      ['缺少的静态文件', await get('/assets/missing.js'), 404],
      ['上传的图片', await get('/uploads/img/a.webp'), 200],
      ['缺少的上传文件', await get('/uploads/img/none.webp'), 404],
      ['音频', await get(audioUrl), 200],
      ['音频的一段', await get(audioUrl, { headers: { range: 'bytes=0-99' } }), 206],
    ];
    for (const [what, response, status] of answers) {
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
      await response.arrayBuffer();
    }
  });

  it('页面里每个内联脚本都带这次回答的 nonce，每次回答的 nonce 都不同', async () => {
    for (const pathname of ['/home', '/admin']) {
      const first = await get(pathname);
      const html = await first.text();
      const nonce = nonceOf(first);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, pathname).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, pathname).toContain(`nonce="${nonce}"`);
      const second = await get(pathname);
      expect(nonceOf(second)).not.toBe(nonce);
      await second.text();
    }
  });

  it('经受信任的代理以 HTTPS 到达时才发 HSTS', async () => {
    const overHttps = await get('/home', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    await overHttps.text();
  });
});

describeEachEngine('不受信任的代理', (engine) => {
  const server = useTestServer(engine, { trustProxy: 'false' });

  it('客户端自称 HTTPS（X-Forwarded-Proto）不会得到 HSTS', async () => {
    const response = await fetch(`${server.baseUrl}/api/webInfo/getWebConfig`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.arrayBuffer();
  });
});
