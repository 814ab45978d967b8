/**
 * Markdown export at blog size: 1,000 articles of about 3 KB of Chinese, each using two distinct
 * site images (~20 KB each on disk) plus a cover shared by all, in a fresh SQLite site; the archive
 * is written to a file through the same core `npm run export:md` and the console's download use.
 * Prints the time, the archive's size and the process's peak resident memory (getrusage maxRSS,
 * and the highest 50 ms sample) — the archive streams, so memory should stay far below its size.
 *
 * Run: npx tsx bench/markdown-export.ts [articles=1000]
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrate, nowIso, openDatabase } from '../server/src/db/connection';
import { createMarkdownArchive } from '../server/src/modules/portability/markdown/exportArchive';

const articles = Number(process.argv[2] ?? 1000);
const HANZI = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经';

const root = mkdtempSync(path.join(tmpdir(), 'bench-md-export-'));
const dataDir = path.join(root, 'data');
const imageDir = path.join(dataDir, 'uploads', 'img');
mkdirSync(imageDir, { recursive: true });

let peakSample = 0;
const sampler = setInterval(() => {
  peakSample = Math.max(peakSample, process.memoryUsage().rss);
}, 50);

try {
  const db = openDatabase({ dataDir });
  await migrate(db);
  const now = nowIso();
  const category = await db.kysely.insertInto('category').values({ category_name: '技术', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  // Random bytes: incompressible, like real WebP files.
  writeFileSync(path.join(imageDir, 'cover.webp'), randomBytes(20_000));
  let imageBytes = 20_000;
  for (let i = 0; i < articles; i++) {
    const names = [`a${i}-1.webp`, `a${i}-2.webp`];
    for (const name of names) writeFileSync(path.join(imageDir, name), randomBytes(20_000));
    imageBytes += 40_000;
    const text = Array.from({ length: 1000 }, (_, j) => HANZI[(i * 31 + j * 7) % HANZI.length]).join('');
    await db.kysely
      .insertInto('article')
      .values({
        title: `第 ${i + 1} 篇：导出测试`,
        description: '摘要',
        content: `${text}\n\n![一](/uploads/img/${names[0]})\n\n<img src="/uploads/img/${names[1]}">\n`,
        cover: '/uploads/img/cover.webp',
        category_id: category.id,
        author_id: null,
        origin_url: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const out = path.join(root, 'export.zip');
  global.gc?.();
  const before = process.memoryUsage().rss;
  peakSample = before;
  const started = performance.now();
  const archive = createMarkdownArchive({ db, dataDir, filter: {} });
  const [, report] = await Promise.all([pipeline(archive.stream, createWriteStream(out)), archive.report]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`文章 ${report.articles} 篇，图片 ${report.images} 张（磁盘上 ${mb(imageBytes)} MB）`);
  console.log(`导出 ${seconds.toFixed(2)} s，压缩包 ${mb(statSync(out).size)} MB`);
  console.log(`内存：导出前 ${mb(before)} MB，导出中 50 ms 采样最高 ${mb(peakSample)} MB；进程峰值 maxRSS ${mb(process.resourceUsage().maxRSS * 1024)} MB（含造数据）`);
  await db.close();
} finally {
  clearInterval(sampler);
  rmSync(root, { recursive: true, force: true });
}
