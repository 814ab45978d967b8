/**
 * Markdown import at blog size: 1,000 posts of about 3 KB of Chinese, each with two local PNGs
 * (2,000 distinct small pictures made with sharp), read from a folder and imported into a fresh
 * SQLite site through the same core `npm run import:md` uses (one transaction per article, every
 * picture sniffed, re-encoded to WebP and stored). Prints the time of a dry run and of the import,
 * and the process's peak resident memory (getrusage maxRSS, and the highest 50 ms sample). Then the
 * same files as one zip (what the console uploads) into a second fresh site.
 *
 * Run: npx tsx bench/markdown-import.ts [posts=1000]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { migrate, nowIso, openDatabase } from '../server/src/db/connection';
import { openFolderSource } from '../server/src/modules/portability/markdown/folderSource';
import { importMarkdown } from '../server/src/modules/portability/markdown/importer';
import type { ImportSource } from '../server/src/modules/portability/markdown/source';
import { openZipSource } from '../server/src/modules/portability/markdown/zipSource';
import { buildZip } from '../server/test/helpers/zip';
import { prose } from './lib/prose';

const posts = Number(process.argv[2] ?? 1000);

/** A 64×48 PNG of noise: each picture distinct, so each is stored on its own. */
const png = (seed: number) => {
  const pixels = Buffer.alloc(64 * 48 * 3);
  let x = seed + 1;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    pixels[i] = x & 255;
  }
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } }).png().toBuffer();
};

const root = mkdtempSync(path.join(tmpdir(), 'bench-md-import-'));
const folder = path.join(root, 'posts');
const dataDir = path.join(root, 'data');
mkdirSync(path.join(folder, 'images'), { recursive: true });
mkdirSync(dataDir);

let peakSample = 0;
const sampler = setInterval(() => {
  peakSample = Math.max(peakSample, process.memoryUsage().rss);
}, 50);

try {
  const started = performance.now();
  for (let i = 0; i < posts; i++) {
    const [a, b] = await Promise.all([png(i * 2), png(i * 2 + 1)]);
    writeFileSync(path.join(folder, 'images', `p${i}-a.png`), a);
    writeFileSync(path.join(folder, 'images', `p${i}-b.png`), b);
    const body = `${prose(1500, i)}\n\n![图一](images/p${i}-a.png)\n\n${prose(1500, i + 1)}\n\n![图二](images/p${i}-b.png)\n`;
    const front = `---\ntitle: 基准文章 ${i}\ndate: 2020-01-01 08:00:00\ncategories:\n  - 分类${i % 20}\ntags: [标签${i % 50}, 标签${(i + 7) % 50}]\n---\n`;
    writeFileSync(path.join(folder, `post-${i}.md`), front + body);
  }
  console.log(`生成 ${posts} 篇 Markdown 和 ${posts * 2} 张图片：${((performance.now() - started) / 1000).toFixed(1)} s`);

  /** A fresh SQLite site in `dir` with one admin; answers the database and the admin's id. */
  async function freshSite(dir: string) {
    mkdirSync(dir, { recursive: true });
    const db = openDatabase({ dataDir: dir });
    await migrate(db);
    const stamp = nowIso();
    const admin = await db.kysely
      .insertInto('user')
      .values({ username: 'bench_admin', password_hash: 'x', role: 1, nick_name: '博主', avatar: '', created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { db, authorId: admin.id };
  }

  async function timed(label: string, dir: string, site: Awaited<ReturnType<typeof freshSite>>, open: () => Promise<ImportSource>, dryRun: boolean) {
    const source = await open();
    const at = performance.now();
    const report = await importMarkdown(site.db, source, { dryRun, onDuplicate: 'skip', authorId: site.authorId, dataDir: dir });
    const seconds = (performance.now() - at) / 1000;
    await source.close();
    console.log(`${label}：${seconds.toFixed(1)} s（${(posts / seconds).toFixed(0)} 篇/秒），新建 ${report.created}，跳过 ${report.skipped.length}，图片 ${report.images}`);
  }

  const rssBefore = process.memoryUsage().rss;
  peakSample = rssBefore;
  const site = await freshSite(dataDir);
  await timed('文件夹预览', dataDir, site, () => openFolderSource(folder), true);
  await timed('文件夹导入', dataDir, site, () => openFolderSource(folder), false);
  await site.db.close();

  const zipFile = path.join(root, 'posts.zip');
  const entries = [];
  for (const name of (await openFolderSource(folder)).files) entries.push({ name, data: readFileSync(path.join(folder, name)), deflate: name.endsWith('.md') });
  writeFileSync(zipFile, buildZip(entries));
  const zipDir = path.join(root, 'data-zip');
  const zipSite = await freshSite(zipDir);
  await timed(`zip 导入（${(statSync(zipFile).size / 1048576).toFixed(1)} MB）`, zipDir, zipSite, () => openZipSource(zipFile), false);
  await zipSite.db.close();
  console.log(`内存：开始导入前 RSS ${(rssBefore / 1048576).toFixed(0)} MB，采样峰值 ${(peakSample / 1048576).toFixed(0)} MB，进程 maxRSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB（含生成图片阶段）`);
} finally {
  clearInterval(sampler);
  rmSync(root, { recursive: true, force: true });
}
