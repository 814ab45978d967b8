/**
 * Lighthouse (mobile preset) scores for /home and an article page, with Debian's Chromium
 * (issue target: 90 or more in each category).
 * Run: npm run build && npx tsx bench/lighthouse.ts [--runs=3] [--cpu-time] [--page=home|article]
 *
 * Lighthouse simulates a slow phone from a trace of an unthrottled load, so the numbers follow how
 * busy the machine is: a task that waited for a core counts as if it had been working. With
 * --cpu-time each run is audited a second time from the same trace with every traced duration
 * replaced by the thread's CPU time, which estimates what an idle machine would have measured;
 * the scores of record are still the plain ones on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, repoRoot, startServer } from './lib/server';

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; details?: { items?: { node?: { snippet?: string } }[] } }>;
}

interface TraceEvent {
  ph?: string;
  dur?: number;
  tdur?: number;
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const cpuTime = args.includes('--cpu-time');
const onlyPage = args.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);
const LIGHTHOUSE = path.join(repoRoot, 'node_modules/.bin/lighthouse');
const CATEGORIES = '--only-categories=performance,accessibility,best-practices,seo';

function lighthouse(lighthouseArgs: string[]): void {
  const run = spawnSync(LIGHTHOUSE, [...lighthouseArgs, '--quiet'], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`lighthouse failed: ${lighthouseArgs[0]}`);
}

/** One line of figures from a report. */
function summary(report: LighthouseReport) {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => report.audits[key]?.displayValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet?.slice(0, 80),
  };
}

/** Audits a gathered run again with traced wall durations replaced by thread CPU time. */
function auditWithCpuTime(gathered: string, output: string): LighthouseReport {
  const copy = `${gathered}-cpu-time`;
  cpSync(gathered, copy, { recursive: true });
  const traceFile = path.join(copy, 'defaultPass.trace.json');
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  for (const event of trace.traceEvents) {
    if (event.ph === 'X' && event.tdur !== undefined && event.dur !== undefined && event.tdur < event.dur) event.dur = event.tdur;
  }
  writeFileSync(traceFile, JSON.stringify(trace));
  lighthouse([`-A=${copy}`, '--output=json', `--output-path=${output}`, CATEGORIES]);
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

const server = await startServer();
try {
  const home = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json()) as { result: { list: { id: number }[] } };
  const pages = ['/home', `/article?id=${home.result.list[1]!.id}`].filter((page) => !onlyPage || page.startsWith(`/${onlyPage}`));
  const outDir = mkdtempSync(path.join(tmpdir(), 'blog-lighthouse-'));
  console.log(`reports: ${outDir}`);
  for (let run = 1; run <= runs; run++) {
    for (const pagePath of pages) {
      const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${run}`;
      const output = path.join(outDir, `${name}.json`);
      const gathered = path.join(outDir, name);
      const url = `${server.baseUrl}${pagePath}`;
      const chromeFlags = `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`;
      // -G then -A is the same run as a plain one, with the trace kept for --cpu-time.
      if (cpuTime) {
        lighthouse([url, `-G=${gathered}`, CATEGORIES, chromeFlags]);
        lighthouse([`-A=${gathered}`, '--output=json', `--output-path=${output}`, CATEGORIES]);
      } else {
        lighthouse([url, '--output=json', `--output-path=${output}`, CATEGORIES, chromeFlags]);
      }
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      const page = pagePath.replace(/\d+$/, 'N');
      console.log(JSON.stringify({ page, run, ...summary(report) }));
      if (cpuTime) {
        const estimate = summary(auditWithCpuTime(gathered, path.join(outDir, `${name}-cpu-time.json`)));
        console.log(JSON.stringify({ page, run, cpuTimeEstimate: true, performance: estimate.performance, fcp: estimate.fcp, lcp: estimate.lcp, tbt: estimate.tbt, si: estimate.si }));
      }
    }
  }
} finally {
  await server.stop();
}
