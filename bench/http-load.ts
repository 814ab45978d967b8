/**
 * HTTP throughput of the reading API on a blog with 1,000 extra articles (issue target: home
 * list ≥ 5,000 req/s and p99 < 25 ms with 50 connections on the 2-core machine).
 * Run: npm run build && npx tsx bench/http-load.ts [seconds]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { seedBulkArticles } from '../server/src/db/seed/bulk';
import { startServer } from './lib/server';

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;

async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-'));
  const db = openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => undefined);
  await seedBulkArticles(db, 1000);
  await db.close();
  return dataDir;
}

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  const row = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

const server = await startServer(await prepareDataDir());
try {
  const home = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json()) as { result: { list: { id: number }[]; total: number } };
  console.log(`articles: ${home.result.total}, connections: ${connections}, duration: ${seconds}s each`);
  await measure('home list', `${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`);
  await measure('article detail', `${server.baseUrl}/api/article/getArticleById/${home.result.list[1]!.id}`);
} finally {
  await server.stop();
}
