/**
 * What keeping old addresses costs a Markdown import: 1,000 Hexo posts of about 3 KB of Chinese
 * (no pictures: their WebP encoding, measured by markdown-import.ts, would hide the difference),
 * imported into fresh SQLite sites twice in one go:
 *   baseline — a permalink rule none of the posts can fill (`:nosuch/`): slugs are made, no address
 *              computed, no redirect written (the import as it was, plus its slug);
 *   redirects — Hexo's default `:year/:month/:day/:title/`: every post's old address computed and a
 *              301 rule written (1,000 rules), then each old address resolved as a page request would.
 *
 * Run: npx tsx bench/markdown-import-permalinks.ts [posts=1000]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, nowIso, openDatabase } from '../server/src/db/connection';
import { createMemoryEventBus } from '../server/src/platform/eventBus';
import { openFolderSource } from '../server/src/modules/portability/markdown/folderSource';
import { importMarkdown } from '../server/src/modules/portability/markdown/importer';
import { createRedirectTable } from '../server/src/modules/redirect/table';
import { prose } from './lib/prose';

const posts = Number(process.argv[2] ?? 1000);

const root = mkdtempSync(path.join(tmpdir(), 'bench-md-permalinks-'));
const folder = path.join(root, 'source', '_posts');
mkdirSync(folder, { recursive: true });
const day = (i: number) => `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
for (let i = 0; i < posts; i++) {
  const front = `---\ntitle: 基准文章 ${i} 原子类\ndate: ${day(i)} 08:00:00\ncategories:\n  - 分类${i % 20}\ntags: [标签${i % 50}, 标签${(i + 7) % 50}]\n---\n`;
  writeFileSync(path.join(folder, `基准文章-${i}.md`), front + prose(3000, i));
}

async function run(label: string, pattern: string) {
  const dir = path.join(root, label);
  mkdirSync(dir);
  const db = openDatabase({ dataDir: dir });
  await migrate(db);
  const stamp = nowIso();
  const admin = await db.kysely
    .insertInto('user')
    .values({ username: 'bench_admin', password_hash: 'x', role: 1, nick_name: '博主', avatar: '', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = await openFolderSource(root);
  const at = performance.now();
  const report = await importMarkdown(db, source, { dryRun: false, onDuplicate: 'skip', authorId: admin.id, dataDir: dir, permalink: { style: 'hexo', pattern } });
  const seconds = (performance.now() - at) / 1000;
  await source.close();
  let resolveLine = '';
  if (report.redirects > 0) {
    const table = createRedirectTable(db, createMemoryEventBus());
    const olds = report.items.flatMap((item) => item.oldAddresses.map((old) => encodeURI(`${old}/`)));
    await table.resolve(olds[0]!); // loads the rules once
    const t = performance.now();
    let hits = 0;
    for (const old of olds) if (await table.resolve(old)) hits++;
    resolveLine = `，逐个解析 ${olds.length} 个旧地址 ${(performance.now() - t).toFixed(1)} ms（命中 ${hits}）`;
  }
  console.log(`${label}（规则 ${pattern}）：${seconds.toFixed(2)} s（${(posts / seconds).toFixed(0)} 篇/秒），新建 ${report.created}，跳转 ${report.redirects}${resolveLine}；load ${loadavg()[0]!.toFixed(1)}`);
  await db.close();
  return seconds;
}

try {
  console.log(`${posts} 篇 Hexo 文章（约 3 KB 中文，无图片），load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const base1 = await run('baseline-1', ':nosuch/');
  const with1 = await run('redirects-1', ':year/:month/:day/:title/');
  const base2 = await run('baseline-2', ':nosuch/');
  const with2 = await run('redirects-2', ':year/:month/:day/:title/');
  console.log(`比值（带跳转 / 基线）：${(with1 / base1).toFixed(2)}、${(with2 / base2).toFixed(2)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
