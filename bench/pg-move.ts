/**
 * Moving a large site from SQLite to PostgreSQL (issue 16): a SQLite site with the demo content plus
 * 10,000 articles (the demo texts remixed, ≈3 KB of Chinese each, with categories and tags) and two
 * comments on each (one a reply), moved into a fresh PostgreSQL database by the real command
 * (`npm run migrate:pg`), timed from outside; peak RSS is the command's, read by /usr/bin/time.
 * The bench database is dropped afterwards.
 *
 * Run: BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/pg-move.ts [articles=10000]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { migrate, nowIso, openDatabase } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { seedBulkArticles } from '../server/src/db/seed/bulk';
import { countRows, insertRows, type Row } from '../server/src/db/tables';
import { repoRoot } from './lib/server';

const articles = Number(process.argv[2] ?? 10_000);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function buildSite(dataDir: string): Promise<void> {
  const db = openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => {});
  await seedBulkArticles(db, articles);
  const users = await db.kysely.selectFrom('user').select('id').orderBy('id').execute();
  const ids = (await db.kysely.selectFrom('article').select('id').orderBy('id').execute()).map((a) => a.id);
  const max = await db.kysely.selectFrom('comment').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  let next = Number(max?.id ?? 0) + 1;
  const stamp = nowIso();
  const comments: Row[] = [];
  for (const [i, articleId] of ids.entries()) {
    const from = users[i % users.length]!.id;
    const to = users[(i + 1) % users.length]!.id;
    const parent = next++;
    comments.push({ id: parent, type: 1, for_id: articleId, parent_id: null, from_user: from, to_user: null, content: `写得很好，第 ${i + 1} 篇读完了。`, thumbs_up: i % 7, status: 1, created_at: stamp, updated_at: stamp });
    comments.push({ id: next++, type: 1, for_id: articleId, parent_id: parent, from_user: to, to_user: from, content: '谢谢你的留言！', thumbs_up: 0, status: 1, created_at: stamp, updated_at: stamp });
  }
  await db.kysely.transaction().execute((trx) => insertRows({ kysely: trx }, 'comment', comments));
  await db.close();
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pgmove-bench-'));
const name = `pgmove_bench_${randomBytes(4).toString('hex')}`;
const targetUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
try {
  console.log(`building a SQLite site with ${articles} extra articles in ${dataDir} …`);
  await buildSite(dataDir);
  const source = openDatabase({ dataDir });
  const counts = await countRows(source);
  const size = await sql<{ avg: number }>`SELECT AVG(LENGTH(CAST(content AS BLOB))) AS avg FROM article`.execute(source.kysely);
  await source.close();
  const totalRows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(JSON.stringify({ articles: counts.article, comments: counts.comment, article_tag: counts.article_tag, totalRows, avgArticleBytes: Math.round(size.rows[0]?.avg ?? 0) }));

  await admin(`CREATE DATABASE ${name}`);
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'MAXRSS_KB=%M', path.join(repoRoot, 'node_modules/.bin/tsx'), 'server/src/cli/migratePg.ts', targetUrl, '--data-dir', dataDir], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`migrate:pg failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  const moveSeconds = Number(/总用时 ([\d.]+) 秒/.exec(run.stdout)?.[1]);
  const peakRssMb = Math.round(Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1]) / 1024);
  console.log(run.stdout.split('\n').filter((l) => /▸|article|comment|总用时/.test(l)).join('\n'));
  console.log(
    JSON.stringify({
      totalRows,
      wallSeconds: Number(wallSeconds.toFixed(1)),
      moveSeconds,
      rowsPerSecond: Math.round(totalRows / moveSeconds),
      peakRssMb,
    }),
  );
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}
