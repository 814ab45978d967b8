/**
 * The blogger saving a long article (admin console, PUT /api/article/update), and what those saves
 * cost the readers:
 *   1. save latency: an article of 20,000 Chinese characters with 10 tags saved 50 times in a row
 *      (p50/p99 measured by the client, so they include HTTP, validation, the transaction and the
 *      search index: SQLite's FTS5 trigger re-indexes the text, PostgreSQL its trigram indexes);
 *   2. the home list's requests/s for a while with 50 connections, alone (baseline, before and
 *      after) and while one admin saves that article every second; the ratio says what the saves
 *      take away.
 *      Each save also clears the home-list cache (server/src/modules/article/listCache.ts).
 * On a blog with 1,000 extra articles, like bench/http-load.ts.
 *
 * Run: npm run build -w server && npx tsx bench/admin-save.ts [seconds=10] [saves=50]
 * BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/test runs everything on PostgreSQL as well (a
 * temporary database is created there and dropped afterwards).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiEnvelope, ArticleSaved, ArticleUpdateBody, ArticleWriteBody, LoginResult } from '@blog/contract';
import { migrate, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { seedBulkArticles } from '../server/src/db/seed/bulk';
import { measureGet, type LoadRow } from './lib/load';
import { createBenchDatabase } from './lib/pgDatabase';
import { startServer } from './lib/server';

const seconds = Number(process.argv[2] ?? 10);
const saves = Number(process.argv[3] ?? 50);
const connections = 50;
const ARTICLE_CHARS = 20_000;
const TAGS = 10;
const ADMIN_PASSWORD = 'bench-Admin-Passw0rd';
const PG_ADMIN_URL = process.env.BENCH_PG_URL;

/** Common characters, so the text looks like prose to the trigram indexes, not one repeated glyph. */
const HANZI = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';

function prose(chars: number, seed: number): string {
  const paragraphs: string[] = [];
  let state = seed || 1;
  let written = 0;
  while (written < chars) {
    const length = Math.min(120 + (state % 180), chars - written);
    let paragraph = '';
    for (let i = 0; i < length; i++) {
      // A small linear congruential generator: the same text on every run, no dependency.
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      paragraph += HANZI[state % HANZI.length];
    }
    paragraphs.push(paragraph);
    written += length;
  }
  return `# 压测长文\n\n${paragraphs.join('\n\n')}`;
}

/** Nearest-rank percentile of a sorted list. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(name: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { name, saves: sorted.length, p50ms: round(percentile(sorted, 50)), p99ms: round(percentile(sorted, 99)), meanMs: round(mean), maxMs: round(sorted.at(-1) ?? NaN) };
}

async function api<T>(baseUrl: string, method: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (response.status !== 200 || envelope.code !== 0) throw new Error(`${method} ${url}: HTTP ${response.status} ${envelope.message}`);
  return envelope.result;
}

interface Engine {
  name: string;
  /** Environment for the server and the database options for preparing it. */
  env: Record<string, string>;
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const { url, drop } = await createBenchDatabase(adminUrl, 'blog_bench_save');
  return { name: 'postgres', env: { DATABASE_URL: url }, databaseUrl: url, drop };
}

async function prepare(engine: Engine): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-save-'));
  const db = openDatabase({ dataDir, databaseUrl: engine.databaseUrl });
  await migrate(db);
  await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, seedDemo: true }, () => undefined);
  await seedBulkArticles(db, 1000);
  await db.close();
  return dataDir;
}

async function run(engine: Engine): Promise<void> {
  const server = await startServer(await prepare(engine), engine.env);
  try {
    const { token } = await api<LoginResult>(server.baseUrl, 'POST', '/api/user/login', { username: 'admin', password: ADMIN_PASSWORD });
    const tagNames = Array.from({ length: TAGS }, (_, i) => `压测标签${i + 1}`);
    const body = (revision: number): ArticleWriteBody => ({
      article_title: '压测长文：两万字的保存',
      article_content: prose(ARTICLE_CHARS, revision + 1),
      category_name: '压测分类',
      tag_names: tagNames,
      // A published article, as before new articles became drafts by default (the same work per save).
      status: 1,
    });
    const { id } = await api<ArticleSaved>(server.baseUrl, 'POST', '/api/article/add', body(0), token);
    let revision = 0;
    /** One save of a new revision (the text really changes, so every index has work to do), timed by the client. */
    const save = async () => {
      revision++;
      const payload: ArticleUpdateBody = { id, ...body(revision) };
      const started = performance.now();
      await api<ArticleSaved>(server.baseUrl, 'PUT', '/api/article/update', payload, token);
      return performance.now() - started;
    };
    console.log(`${engine.name}: article of ${ARTICLE_CHARS} Chinese characters, ${TAGS} tags, ${Buffer.byteLength(JSON.stringify({ id, ...body(0) }))} bytes of JSON per save`);

    const latencies: number[] = [];
    for (let i = 0; i < saves; i++) latencies.push(await save());
    console.log(JSON.stringify(summary(`${engine.name}: save (PUT /api/article/update), one after another`, latencies)));

    const homeUrl = `${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`;
    // A discarded warm-up, then the baseline before and after the run with saves: the second run
    // must not look better only because the JIT and the caches were warm by then.
    await measureGet(`${engine.name}: warm-up (not counted)`, homeUrl, { connections, seconds: Math.min(3, seconds) });
    const before = await measureGet(`${engine.name}: home list alone`, homeUrl, { connections, seconds });

    // One save a second, never two at once: the next waits for the previous answer.
    const duringLoad: number[] = [];
    let saving = true;
    const saver = (async () => {
      while (saving) {
        const tick = performance.now();
        duringLoad.push(await save());
        const rest = 1000 - (performance.now() - tick);
        if (rest > 0 && saving) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    })();
    let withSaves: LoadRow;
    try {
      withSaves = await measureGet(`${engine.name}: home list while the admin saves every second`, homeUrl, { connections, seconds });
    } finally {
      saving = false;
      await saver;
    }
    console.log(JSON.stringify(summary(`${engine.name}: saves during the home-list load`, duringLoad)));
    const after = await measureGet(`${engine.name}: home list alone, again`, homeUrl, { connections, seconds });
    const alone = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    console.log(
      JSON.stringify({
        name: `${engine.name}: home list with saves / alone (mean of the runs before and after)`,
        ratio: Math.round((withSaves.requestsPerSecond / alone) * 1000) / 1000,
        requestsPerSecondAlone: Math.round(alone),
        requestsPerSecondWithSaves: withSaves.requestsPerSecond,
        p99msAlone: Math.max(before.p99ms, after.p99ms),
        p99msWithSaves: withSaves.p99ms,
      }),
    );
  } finally {
    await server.stop();
  }
}

const sqlite: Engine = { name: 'sqlite', env: {}, drop: async () => {} };
await run(sqlite);
if (PG_ADMIN_URL) {
  const postgres = await postgresEngine(PG_ADMIN_URL);
  try {
    await run(postgres);
  } finally {
    await postgres.drop();
  }
}
