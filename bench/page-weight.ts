/**
 * First-load weight of /home: every JS and CSS response Chromium fetches while opening the page,
 * measured as gzip bytes (issue target: under 250 KB of JS), and as brotli bytes, which is what the
 * server sends browsers that accept it (the build writes .br files beside the assets).
 * Run: npm run build && npx tsx bench/page-weight.ts [path] [--root=<another built checkout>]
 * (--root measures that checkout's build instead, e.g. the previous commit built in a second work tree.)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './lib/server';

const args = process.argv.slice(2);
const pagePath = args.find((arg) => !arg.startsWith('--')) ?? '/home';
const root = args.find((arg) => arg.startsWith('--root='))?.slice('--root='.length);
const server = await startServer(undefined, {}, root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const sizes: { url: string; kind: 'js' | 'css'; gzip: number; brotli: number; raw: number }[] = [];
  const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType() === 'script' ? 'js' : response.request().resourceType() === 'stylesheet' ? 'css' : null;
    if (!kind) return;
    pending.push(
      response.body().then((body) => {
        sizes.push({ url: new URL(response.url()).pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotli(body) });
      }),
    );
  });
  await page.goto(`${server.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const total = (kind: 'js' | 'css', size: 'gzip' | 'brotli' = 'gzip') => sizes.filter((s) => s.kind === kind).reduce((sum, s) => sum + s[size], 0);
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`${s.kind.padEnd(4)} ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.url}`);
  console.log(JSON.stringify({ page: pagePath, jsGzipKB: +(total('js') / 1024).toFixed(1), cssGzipKB: +(total('css') / 1024).toFixed(1), jsBrotliKB: +(total('js', 'brotli') / 1024).toFixed(1), cssBrotliKB: +(total('css', 'brotli') / 1024).toFixed(1), files: sizes.length }));
} finally {
  await browser.close();
  await server.stop();
}
