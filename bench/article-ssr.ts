/**
 * What an article page's HTML costs now that the server writes the article into it (title, head
 * tags, rendered body): time to first byte and req/s of `/article?id=N`, against the same server
 * sending the bare built index.html as a static file (issue goal: ≥ 0.5× its req/s).
 * Run: npm run build && npx tsx bench/article-ssr.ts [seconds]
 */
import { copyFileSync, mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureGet, type LoadRow } from './lib/load';
import { repoRoot, startServer } from './lib/server';

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;
const TTFB_SAMPLES = 200;

/** Median and p99 time until the response's headers arrive, one request at a time. */
async function timeToFirstByte(url: string): Promise<{ p50ms: number; p99ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url);
    times.push(performance.now() - started);
    bytes = (await response.arrayBuffer()).byteLength;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { p50ms: at(0.5), p99ms: at(0.99), bytes };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-'));
// The baseline: the built index.html as a plain static file, through the same server and plugins.
mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
copyFileSync(path.join(repoRoot, 'web/dist/index.html'), path.join(dataDir, 'uploads/bare-index.html'));

const server = await startServer(dataDir);
try {
  const list = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json()) as { result: { list: { id: number }[] } };
  const articleId = list.result.list[0]!.id;
  const pages = {
    'bare index.html (static file)': `${server.baseUrl}/uploads/bare-index.html`,
    [`/article?id=${articleId}`]: `${server.baseUrl}/article?id=${articleId}`,
    '/home': `${server.baseUrl}/home`,
  };
  console.log(`connections: ${connections}, duration: ${seconds}s each, TTFB over ${TTFB_SAMPLES} sequential requests`);
  const rows: (LoadRow & { ttfb: Awaited<ReturnType<typeof timeToFirstByte>> })[] = [];
  for (const [name, url] of Object.entries(pages)) {
    const ttfb = await timeToFirstByte(url);
    console.log(JSON.stringify({ name, ttfb }));
    rows.push({ ...(await measureGet(name, url, { connections, seconds })), ttfb });
  }
  const baseline = rows[0]!.requestsPerSecond;
  for (const row of rows) console.log(`${row.name}: ${row.requestsPerSecond} req/s (${(row.requestsPerSecond / baseline).toFixed(2)}× the static file), TTFB p50 ${row.ttfb.p50ms} ms, ${row.ttfb.bytes} bytes`);
} finally {
  await server.stop();
}
