import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstream } from '../src/modules/music/upstream';
import { describeEachEngine } from './helpers/engines';
import { wapi } from './helpers/music';
import { useTestServer } from './helpers/server';

/** MUSIC_UPSTREAM: the /wapi calls forwarded to a NetEase-compatible server (a fake one here). */

const DOWN = { status: 502, body: { code: 502, message: '音乐服务暂时不可用', result: null } };

/** Answers every path with what it was asked; a few paths misbehave on purpose. */
function fakeUpstream(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    if (url.pathname === '/lyric' && url.searchParams.get('id') === '500') {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500}');
      return;
    }
    if (url.pathname === '/lyric' && url.searchParams.get('id') === '7') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>维护中</html>');
      return;
    }
    if (url.pathname === '/lyric' && url.searchParams.get('id') === '404') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"msg":"not found"}');
      return;
    }
    if (url.pathname === '/hang') return; // never answers
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 200, upstreamPath: url.pathname, query: Object.fromEntries(url.searchParams) }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachEngine('音乐上游代理', (engine) => {
  describe('上游正常', () => {
    const env: Record<string, string> = {};
    let upstream: Server;
    beforeAll(async () => {
      const fake = await fakeUpstream();
      upstream = fake.server;
      env.MUSIC_UPSTREAM = `${fake.url}/`;
    });
    afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
    const server = useTestServer(engine, { env });

    it('六个调用原样转发（路径与参数），回答原样返回', async () => {
      const calls = [
        ['/wapi/toplist/detail', '/toplist/detail', {}],
        ['/wapi/playlist/track/all?id=3778678&limit=30&offset=60', '/playlist/track/all', { id: '3778678', limit: '30', offset: '60' }],
        ['/wapi/song/url/v1?id=33894312&level=exhigh', '/song/url/v1', { id: '33894312', level: 'exhigh' }],
        ['/wapi/song/detail?ids=1,2', '/song/detail', { ids: '1,2' }],
        [`/wapi/search?keywords=${encodeURIComponent('晴天')}&offset=0&limit=20`, '/search', { keywords: '晴天', offset: '0', limit: '20' }],
        ['/wapi/lyric?id=33894312', '/lyric', { id: '33894312' }],
      ] as const;
      for (const [ours, path, query] of calls) {
        expect(await wapi(server, ours), ours).toEqual({ status: 200, body: { code: 200, upstreamPath: path, query } });
      }
    });

    it('上游的 4xx 回答原样转发；5xx 或不是 JSON：502 音乐服务暂时不可用', async () => {
      expect(await wapi(server, '/wapi/lyric?id=404')).toEqual({ status: 404, body: { code: 404, msg: 'not found' } });
      expect(await wapi(server, '/wapi/lyric?id=500')).toEqual(DOWN);
      expect(await wapi(server, '/wapi/lyric?id=7')).toEqual(DOWN);
    });

    it('音频仍由我们的曲库提供', async () => {
      expect(await wapi(server, '/wapi/audio/1')).toEqual({ status: 404, body: { code: 404, message: '歌曲不存在或已被移除', result: null } });
    });
  });

  describe('上游连不上', () => {
    const env: Record<string, string> = {};
    beforeAll(async () => {
      env.MUSIC_UPSTREAM = `http://127.0.0.1:${await closedPort()}`;
    });
    const server = useTestServer(engine, { env });

    it('每个调用都回答 502 和中文说明，不崩溃', async () => {
      for (const url of ['/wapi/toplist/detail', '/wapi/search?keywords=a', '/wapi/lyric?id=1', '/wapi/song/url/v1?id=1&level=exhigh']) {
        expect(await wapi(server, url), url).toEqual(DOWN);
      }
    });
  });
});

describe('上游超时', () => {
  it('超过时限没有回答：502', async () => {
    const fake = await fakeUpstream();
    try {
      const forward = createUpstream(fake.url, 200);
      const started = Date.now();
      expect(await forward('hang', '')).toEqual(DOWN);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      fake.server.closeAllConnections();
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });
});
