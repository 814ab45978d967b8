/**
 * First-load weight of a page: every JS and CSS response Chromium fetches while opening it (and,
 * for article pages, fonts: KaTeX's come with maths), measured as gzip bytes (issue target for
 * /home: under 250 KB of JS), and as brotli bytes, which is what the server sends browsers that
 * accept it (the build writes .br files beside the assets).
 * Run: npm run build && npx tsx bench/page-weight.ts [path] [--articles] [--root=<another built checkout>]
 * --articles measures /home, then a plain article, one with maths and one with a mermaid diagram
 * (bench/lib/richArticles.ts, added to the demo site before the server starts).
 * (--root measures that checkout's build instead, e.g. the previous commit built in a second work tree.)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from './lib/server';
import { dataDirWithRichArticles } from './lib/richArticles';

type Kind = 'js' | 'css' | 'font';

const args = process.argv.slice(2);
const pagePath = args.find((arg) => !arg.startsWith('--')) ?? '/home';
const root = args.find((arg) => arg.startsWith('--root='))?.slice('--root='.length);
const withArticles = args.includes('--articles');

const prepared = withArticles ? await dataDirWithRichArticles() : null;
const pages: Record<string, string> = prepared
  ? {
      '/home': '/home',
      'plain article': `/article?id=${prepared.ids.plain}`,
      'article with maths': `/article?id=${prepared.ids.maths}`,
      'article with a diagram': `/article?id=${prepared.ids.diagram}`,
    }
  : { [pagePath]: pagePath };

const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

function kindOf(resourceType: string): Kind | null {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font') return 'font';
  return null;
}

async function measure(browser: Browser, baseUrl: string, name: string, path: string): Promise<void> {
  const page = await browser.newPage();
  try {
    const sizes: { url: string; kind: Kind; gzip: number; brotli: number; raw: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const kind = kindOf(response.request().resourceType());
      if (!kind) return;
      pending.push(
        response.body().then((body) => {
          sizes.push({ url: new URL(response.url()).pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotli(body) });
        }),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // An article's diagrams are drawn after the reader has taken over: wait until each one is
    // drawn (or has shown its error), so mermaid's chunks are counted where they are used.
    // (A string: the bench is compiled without the DOM's types.)
    await page.waitForFunction("!document.querySelector('#boot-shell') && !document.querySelector('.md-diagram-source:not([data-diagram-theme])')", undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = (kind: Kind, size: 'gzip' | 'brotli' | 'raw' = 'gzip') => sizes.filter((s) => s.kind === kind).reduce((sum, s) => sum + s[size], 0);
    console.log(`--- ${name} (${path})`);
    for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`${s.kind.padEnd(4)} ${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KB raw  ${s.url}`);
    const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
    console.log(
      JSON.stringify({
        page: name,
        jsGzipKB: kb(total('js')),
        cssGzipKB: kb(total('css')),
        jsBrotliKB: kb(total('js', 'brotli')),
        cssBrotliKB: kb(total('css', 'brotli')),
        // Fonts are sent as they are (woff2 is compressed already).
        fontKB: kb(total('font', 'raw')),
        files: sizes.length,
      }),
    );
  } finally {
    await page.close();
  }
}

const server = await startServer(prepared?.dataDir, {}, root);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [name, path] of Object.entries(pages)) await measure(browser, server.baseUrl, name, path);
} finally {
  await browser.close();
  await server.stop();
}
