import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_BOOT_GLOBAL, type SiteBoot } from '@blog/contract';
import { afterAll } from 'vitest';
import type { TestServer } from './server';

/** With Vite's entry tag, so routes with a banner get the server-rendered first screen (bootShell.ts). */
const INDEX_HTML =
  '<!doctype html><html><head><title>测试客户端</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
/** The home page module, so /home gets its banner preload as in a real build. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/article/pages/HomePage.tsx': { file: 'assets/HomePage-def456.js', isDynamicEntry: true, imports: ['index.html'] },
  // What an article with formulas, footnotes or containers links (server/src/platform/pages/markdownStylesheets.ts).
  '/repo/node_modules/katex/dist/katex.min.css': { file: 'assets/katex.min-kat123.css' },
  'src/features/article/markdown/markdownExtras.ts': { file: 'assets/markdownExtras-ext123.js', isDynamicEntry: true, css: ['assets/markdownExtras-ext456.css'] },
};

/** A tiny stand-in for web/dist, removed after the file's tests. */
export function useWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Each inline script carries the answer's CSP nonce (securityHeaders.ts). */
const BOOT_SCRIPT = new RegExp(`<script nonce="[^"]+">window\\.${SITE_BOOT_GLOBAL}=(.*?)</script>`);

/** The page a visitor's browser gets for `pathname`, and the site data written into it. */
export async function servedPage(server: TestServer, pathname: string): Promise<{ html: string; boot: SiteBoot }> {
  const html = await (await fetch(`${server.baseUrl}${pathname}`)).text();
  const json = BOOT_SCRIPT.exec(html)?.[1];
  if (!json) throw new Error(`${pathname} 的页面里没有启动数据`);
  return { html, boot: JSON.parse(json) as SiteBoot };
}
