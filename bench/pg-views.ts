/**
 * Article views on SQLite and PostgreSQL, two builds in one run (issue 18 §1). For each build and
 * engine: a site with the demo content and 1,000 extra articles, prepared by that build's own code
 * (its migrations and seeds), served by that build's production server; then
 *   1. 20,000 article detail requests (views) at 50 connections, spread over 100 articles:
 *      article detail req/s;
 *   2. search at 50 connections while 5 more connections keep reading articles (views flowing):
 *      search req/s;
 *   3. on PostgreSQL, before and after: the size of the body's trigram index and of the article
 *      table, and pg_stat_user_tables' updates / HOT updates of the article (and counter) table.
 * Statistics are read after the server stops (a backend reports them when it exits).
 *
 * Run: npm run build -w server && npx tsx bench/pg-views.ts [baseline checkout] [search seconds]
 *   e.g. npx tsx bench/pg-views.ts /work/wt/pg-base 10
 * The baseline checkout must have its server built (npm run build -w server) and its node_modules.
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow CREATE DATABASE;
 * the bench databases are dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startServer } from './lib/server';
import { measureGet, type LoadRow } from './lib/load';
import { adminQuery, prepareCheckoutSite } from './lib/checkoutSite';

const baseline = process.argv[2];
const searchSeconds = Number(process.argv[3] ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const VIEWS = 20_000;
const CONNECTIONS = 50;
const SEARCH_TEXT = '数据库';

interface PgFigures {
  trigramIndexBytes: number;
  articleTableBytes: number;
  articleUpdates: number;
  articleHotUpdates: number;
  counterTableBytes: number | null;
  counterUpdates: number | null;
  counterHotUpdates: number | null;
}

async function pgFigures(url: string): Promise<PgFigures> {
  const [sizes] = await adminQuery<{ trgm: string; article: string; stat: string | null }>(
    url,
    `SELECT pg_relation_size('article_content_trgm_idx') AS trgm, pg_total_relation_size('article') AS article,
      pg_total_relation_size(to_regclass('article_stat')) AS stat`,
  );
  const stats = await adminQuery<{ relname: string; upd: string; hot: string }>(
    url,
    `SELECT relname, n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname IN ('article', 'article_stat')`,
  );
  const of = (name: string) => stats.find((s) => s.relname === name);
  return {
    trigramIndexBytes: Number(sizes!.trgm),
    articleTableBytes: Number(sizes!.article),
    articleUpdates: Number(of('article')?.upd ?? 0),
    articleHotUpdates: Number(of('article')?.hot ?? 0),
    counterTableBytes: sizes!.stat === null ? null : Number(sizes!.stat),
    counterUpdates: of('article_stat') ? Number(of('article_stat')!.upd) : null,
    counterHotUpdates: of('article_stat') ? Number(of('article_stat')!.hot) : null,
  };
}

/** `amount` detail requests over the given articles, round robin, at `connections`. */
async function views(baseUrl: string, ids: number[], options: { connections: number; amount?: number; seconds?: number }): Promise<LoadRow> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 10 }),
    requests: [
      {
        setupRequest: (request) => {
          request.path = `/api/article/getArticleById/${ids[next++ % ids.length]}`;
          return request;
        },
      },
    ],
  });
  return {
    name: 'article detail',
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

interface RunResult {
  build: string;
  engine: 'sqlite' | 'postgres';
  detail: LoadRow;
  search: LoadRow;
  before?: PgFigures;
  after?: PgFigures;
}

async function run(build: string, root: string, engine: 'sqlite' | 'postgres'): Promise<RunResult> {
  const dbName = `pgviews_${build}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = engine === 'postgres' ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : undefined;
  if (databaseUrl) await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
  try {
    const dataDir = await prepareCheckoutSite(root, databaseUrl, { prefix: 'pg-views-bench' });
    const before = databaseUrl ? await pgFigures(databaseUrl) : undefined;
    const server = await startServer(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {}, root);
    let detail: LoadRow;
    let search: LoadRow;
    try {
      const ids: number[] = [];
      for (let page = 1; ids.length < 100; page++) {
        const body = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/${page}/50`)).json()) as { result: { list: { id: number }[] } };
        if (body.result.list.length === 0) break;
        ids.push(...body.result.list.map((a) => a.id));
      }
      detail = await views(server.baseUrl, ids.slice(0, 100), { connections: CONNECTIONS, amount: VIEWS });
      console.log(JSON.stringify({ build, engine, ...detail }));
      [search] = await Promise.all([
        measureGet(`search (${build}, ${engine})`, `${server.baseUrl}/api/article/getArticleListByContent/${encodeURIComponent(SEARCH_TEXT)}`, {
          connections: CONNECTIONS,
          seconds: searchSeconds,
        }),
        views(server.baseUrl, ids.slice(0, 100), { connections: 5, seconds: searchSeconds }),
      ]);
    } finally {
      await server.stop();
    }
    // The server's backends have exited, so their statistics are in.
    await new Promise((r) => setTimeout(r, 1000));
    const after = databaseUrl ? await pgFigures(databaseUrl) : undefined;
    return { build, engine, detail, search, before, after };
  } finally {
    if (databaseUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

const builds: [string, string][] = baseline ? [['before', path.resolve(baseline)], ['after', repoRoot]] : [['after', repoRoot]];
const results: RunResult[] = [];
for (const [build, root] of builds) {
  for (const engine of ['sqlite', 'postgres'] as const) results.push(await run(build, root, engine));
}

const mb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1048576).toFixed(1)} MB`);
console.log('\n| build | engine | detail req/s (p99 ms) | search req/s (p99 ms) | PG ÷ SQLite detail / search | trigram index before → after | article table before → after | article updates (HOT) | counter table after, updates (HOT) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const sqlite = results.find((o) => o.build === r.build && o.engine === 'sqlite')!;
  const ratio =
    r.engine === 'postgres'
      ? `${Math.round((100 * r.detail.requestsPerSecond) / sqlite.detail.requestsPerSecond)} % / ${Math.round((100 * r.search.requestsPerSecond) / sqlite.search.requestsPerSecond)} %`
      : '';
  const pgCells = r.after
    ? [
        `${mb(r.before?.trigramIndexBytes)} → ${mb(r.after.trigramIndexBytes)}`,
        `${mb(r.before?.articleTableBytes)} → ${mb(r.after.articleTableBytes)}`,
        `${r.after.articleUpdates} (${r.after.articleHotUpdates})`,
        r.after.counterTableBytes === null ? '—' : `${mb(r.after.counterTableBytes)}, ${r.after.counterUpdates} (${r.after.counterHotUpdates})`,
      ]
    : ['', '', '', ''];
  console.log(
    `| ${r.build} | ${r.engine} | ${r.detail.requestsPerSecond} (${r.detail.p99ms}) | ${r.search.requestsPerSecond} (${r.search.p99ms}) | ${ratio} | ${pgCells.join(' | ')} |`,
  );
}
