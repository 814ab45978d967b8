import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { tinyPng } from './markdownImport';

/**
 * Another site's pictures, served from 127.0.0.1 for the remote-image tests (the guarded client
 * reaches it only with OUTBOUND_ALLOW_PRIVATE_FOR_TESTS). Paths:
 *   /pic/<n>.png            a real PNG (colour n)
 *   /big.png                a PNG header and 6 MB more, Content-Length declared
 *   /stream-big.png         the same without Content-Length (chunked)
 *   /page.png               an HTML page named .png
 *   /slow.png               headers, then silence
 *   /redirect?to=<url>      302 to <url>
 *   /hops/<n>.png           n redirects in a row, then a PNG
 */
export interface ImageServer {
  base: string;
  port: number;
  /** Requests seen, with the Host header each came with. */
  seen: Array<{ path: string; host: string | undefined }>;
  /** Called before each answer (e.g. to change the client's setting between two hops). */
  onRequest: ((path: string) => void) | null;
}

export function useImageServer(): ImageServer {
  const state: ImageServer = { base: '', port: 0, seen: [], onRequest: null };
  const pending = new Set<http.ServerResponse>();
  let server: http.Server;

  beforeAll(async () => {
    const pngs = await Promise.all([0, 1, 2, 3, 4, 5].map((seed) => tinyPng(seed)));
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      state.seen.push({ path: url.pathname + url.search, host: request.headers.host });
      state.onRequest?.(url.pathname);
      const pic = /^\/pic\/(\d)\.png$/.exec(url.pathname);
      const hops = /^\/hops\/(\d+)\.png$/.exec(url.pathname);
      if (pic) {
        response.writeHead(200, { 'content-type': 'image/png' }).end(pngs[Number(pic[1])]);
      } else if (url.pathname === '/big.png' || url.pathname === '/stream-big.png') {
        const body = Buffer.concat([pngs[0]!, Buffer.alloc(6 * 1024 * 1024)]);
        response.writeHead(200, url.pathname === '/big.png' ? { 'content-type': 'image/png', 'content-length': body.length } : { 'content-type': 'image/png' });
        response.end(body);
      } else if (url.pathname === '/page.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><title>防盗链</title><p>请从原站访问</p>');
      } else if (url.pathname === '/slow.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.write(pngs[0]!.subarray(0, 8));
        // Nothing more until the test server closes.
        pending.add(response);
      } else if (url.pathname === '/redirect') {
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      } else if (hops) {
        const left = Number(hops[1]);
        response.writeHead(302, { location: left > 0 ? `/hops/${left - 1}.png` : '/pic/1.png' }).end();
      } else {
        response.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.port = (server.address() as AddressInfo).port;
    state.base = `http://127.0.0.1:${state.port}`;
  });

  afterAll(async () => {
    for (const response of pending) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  return state;
}
