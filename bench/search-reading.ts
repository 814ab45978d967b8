/**
 * The reading bench of issue 30: this build on SQLite and on PostgreSQL against a baseline
 * checkout (the same two engines), each with the demo content plus 1,000 generated Chinese
 * articles made by its own code (the bulk seed is deterministic, so all four sites hold the same
 * articles). All four servers run at once and are measured in alternating rounds, call by call,
 * so a change in the machine's load falls on every build alike:
 *   home list, article detail over 100 ids, timeline, guest like (a new visitor key and address per
 *   request, as many readers arrive: the servers trust the bench as their proxy, so X-Forwarded-For
 *   names the reader; from one address the like limit of 20 new visitor keys an hour refused them),
 *   search with a 2-character word, a 4-character phrase, a Latin word and a term found nowhere.
 * Prints every round, then the medians and this build's ratio to the baseline, with the load
 * average before and after and the index sizes of both builds.
 *
 * Run: npm run build -w server (here and in the baseline), then
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/search-reading.ts <baseline checkout> [seconds per call] [rounds]
 *   e.g. npx tsx bench/search-reading.ts /work/wt/search-base 2 3
 * BENCH_PG_URL must allow CREATE DATABASE; the bench databases are dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer, type RunningServer } from './lib/server';
import { adminQuery, prepareCheckoutSite } from './lib/checkoutSite';

const baseline = process.argv[2];
if (!baseline) throw new Error('usage: npx tsx bench/search-reading.ts <baseline checkout> [seconds] [rounds]');
const seconds = Number(process.argv[3] ?? 2);
const rounds = Number(process.argv[4] ?? 3);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const SEARCHES = { 'search 2 chars (数据)': '数据', 'search 4 chars (性能优化)': '性能优化', 'search Latin (React)': 'React', 'search no hit (量子纠缠)': '量子纠缠' };

interface Target {
  name: string;
  server: RunningServer;
  databaseUrl?: string;
  dbName?: string;
  ids: number[];
  sizes: string;
}

async function indexSizes(databaseUrl: string | undefined, dataDir: string): Promise<string> {
  if (!databaseUrl) return `SQLite file ${(statSync(path.join(dataDir, 'blog.db')).size / 1048576).toFixed(1)} MB`;
  const [row] = await adminQuery<Record<string, string | null>>(
    databaseUrl,
    `SELECT pg_total_relation_size('article') AS article, pg_relation_size('article_content_trgm_idx') AS trgm_content,
      pg_relation_size('article_title_trgm_idx') AS trgm_title, pg_relation_size(to_regclass('article_search_gram_idx')) AS bigram`,
  );
  const mb = (v: string | null | undefined) => (v ? `${(Number(v) / 1048576).toFixed(1)} MB` : '—');
  return `article with indexes ${mb(row?.article)}, trigram content ${mb(row?.trgm_content)}, trigram title ${mb(row?.trgm_title)}, bigram ${mb(row?.bigram)}`;
}

async function start(build: string, root: string, engine: 'sqlite' | 'postgres'): Promise<Target> {
  const dbName = engine === 'postgres' ? `searchbench_${build}_${randomBytes(4).toString('hex')}` : undefined;
  const databaseUrl = dbName ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : undefined;
  if (dbName) await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  const started = Date.now();
  const dataDir = await prepareCheckoutSite(root, databaseUrl, { prefix: 'search-bench', analyze: true });
  console.log(`${build} ${engine}: prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const server = await startServer(dataDir, { TRUST_PROXY: '127.0.0.1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, root);
  const ids: number[] = [];
  for (let page = 1; ids.length < 100; page++) {
    const body = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/${page}/50`)).json()) as { result: { list: { id: number }[] } };
    if (body.result.list.length === 0) break;
    ids.push(...body.result.list.map((a) => a.id));
  }
  return { name: `${build} ${engine}`, server, databaseUrl, dbName, ids: ids.slice(0, 100), sizes: await indexSizes(databaseUrl, dataDir) };
}

type Call = (target: Target) => autocannon.Options;
let likeKey = 0;
let searchReader = 1 << 20;
/** A distinct reader's address per like (10.0.0.0/8 holds 16 million). */
const readerAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const get = (pathOf: (target: Target) => string): Call => (target) => ({ url: `${target.server.baseUrl}${pathOf(target)}` });
const CALLS: Record<string, Call> = {
  'home list': get(() => '/api/article/blogHomeGetArticleList/1/10'),
  'article detail (100 ids)': (target) => {
    let next = 0;
    return {
      url: target.server.baseUrl,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/article/getArticleById/${target.ids[next++ % target.ids.length]}` }) }],
    };
  },
  timeline: get(() => '/api/article/blogTimelineGetArticleList/1/10'),
  'guest like': (target) => {
    let next = 0;
    return {
      url: target.server.baseUrl,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: '/api/like/addLike',
            headers: { ...request.headers, 'content-type': 'application/json', 'x-visitor-key': `bench-${process.pid}-${likeKey}`, 'x-forwarded-for': readerAddress(likeKey++) },
            body: JSON.stringify({ type: 1, for_id: target.ids[next++ % target.ids.length] }),
          }),
        },
      ],
    };
  },
  // Each search from its own reader's address: ours refuses a fifth search running at once from
  // one address (a flood), which would measure refusals rather than searches.
  ...Object.fromEntries(
    Object.entries(SEARCHES).map(([name, text]): [string, Call] => [
      name,
      (target) => ({
        url: target.server.baseUrl,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/article/getArticleListByContent/${encodeURIComponent(text)}`,
              headers: { ...request.headers, 'x-forwarded-for': readerAddress(searchReader++) },
            }),
          },
        ],
      }),
    ]),
  ),
};

interface Sample {
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(options: autocannon.Options): Promise<Sample> {
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, pipelining: 1, ...options });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}; load before preparing: ${load()}`);
const targets: Target[] = [];
try {
  for (const [build, root] of [['base', path.resolve(baseline)], ['ours', repoRoot]] as const) {
    for (const engine of ['sqlite', 'postgres'] as const) targets.push(await start(build, root, engine));
  }
  const loadStart = load();
  console.log(`load at the first round: ${loadStart}; ${CONNECTIONS} connections, ${seconds} s per call, ${rounds} rounds, ${new Date().toISOString()}`);
  const samples = new Map<string, Sample[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [call, options] of Object.entries(CALLS)) {
      // Alternating order: each round starts with a different target.
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(i + round) % targets.length]!;
        const sample = await measure(options(target));
        const key = `${call}|${target.name}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(JSON.stringify({ round: round + 1, call, target: target.name, ...sample }));
      }
    }
  }
  console.log(`load after the last round: ${load()}; ${new Date().toISOString()}`);
  for (const target of targets) console.log(`${target.name}: ${target.sizes}`);
  const cell = (call: string, name: string) => {
    const list = samples.get(`${call}|${name}`) ?? [];
    return { rps: median(list.map((s) => s.rps)), p99: median(list.map((s) => s.p99)), non2xx: list.reduce((n, s) => n + s.non2xx, 0) };
  };
  console.log('\n| call | base SQLite | ours SQLite | ×  | base PostgreSQL | ours PostgreSQL | × | ours PG ÷ ours SQLite |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const call of Object.keys(CALLS)) {
    const [bs, os, bp, op] = ['base sqlite', 'ours sqlite', 'base postgres', 'ours postgres'].map((name) => cell(call, name)) as [Sample, Sample, Sample, Sample];
    const show = (s: Sample) => `${s.rps} (p99 ${s.p99} ms${s.non2xx ? `, ${s.non2xx} non-2xx` : ''})`;
    console.log(
      `| ${call} | ${show(bs)} | ${show(os)} | ${(os.rps / bs.rps).toFixed(1)}× | ${show(bp)} | ${show(op)} | ${(op.rps / bp.rps).toFixed(1)}× | ${Math.round((100 * op.rps) / os.rps)} % |`,
    );
  }
} finally {
  for (const target of targets) {
    await target.server.stop();
    if (target.dbName) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${target.dbName} WITH (FORCE)`);
  }
}
