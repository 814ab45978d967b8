/**
 * Lighthouse (mobile preset) scores for /home and an article page, with Debian's Chromium
 * (issue target: 90 or more in each category).
 * Run: npm run build && npx tsx bench/lighthouse.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, repoRoot, startServer } from './lib/server';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

const server = await startServer();
try {
  const home = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json()) as { result: { list: { id: number }[] } };
  const pages = ['/home', `/article?id=${home.result.list[1]!.id}`];
  const outDir = mkdtempSync(path.join(tmpdir(), 'blog-lighthouse-'));
  for (const pagePath of pages) {
    const output = path.join(outDir, 'report.json');
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/lighthouse'),
      [
        `${server.baseUrl}${pagePath}`,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${pagePath}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
    console.log(
      JSON.stringify({
        page: pagePath.replace(/\d+$/, 'N'),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: report.audits['largest-contentful-paint']?.displayValue,
        tbt: report.audits['total-blocking-time']?.displayValue,
      }),
    );
  }
} finally {
  await server.stop();
}
