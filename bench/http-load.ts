/**
 * HTTP throughput of the reading API on a blog with 1,000 extra articles (issue target: home
 * list ≥ 5,000 req/s and p99 < 25 ms with 50 connections on the 2-core machine).
 * Run: npm run build && npx tsx bench/http-load.ts [seconds]
 * The home list is cached in memory between writes (server/src/platform/cache.ts); the third run
 * shows it while concurrent article views keep clearing that cache.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { seedBulkArticles } from '../server/src/db/seed/bulk';
import { startServer } from './lib/server';
import { measureGet } from './lib/load';

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

const measure = (name: string, url: string, connectionCount = connections) => measureGet(name, url, { connections: connectionCount, seconds });

const server = await startServer(await prepareDataDir());
try {
  const home = (await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json()) as { result: { list: { id: number }[]; total: number } };
  console.log(`articles: ${home.result.total}, connections: ${connections}, duration: ${seconds}s each`);
  await measure('home list', `${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`);
  const detailUrl = `${server.baseUrl}/api/article/getArticleById/${home.result.list[1]!.id}`;
  await measure('article detail', detailUrl);
  // Every detail view changes a view count and so clears the home list cache: this is the home
  // list's worst case, most answers computed from the database.
  await Promise.all([
    measure('home list while 5 connections read articles', `${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`, connections - 5),
    measure('article detail (the 5 connections)', detailUrl, 5),
  ]);
} finally {
  await server.stop();
}
