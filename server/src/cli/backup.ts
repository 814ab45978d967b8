import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/connection';
import { backupFileName, backupsDir, writeBackupFile } from '../modules/portability/backup/storeFile';
import { formatBytes } from '../modules/portability/backup/format';

/** npm run backup [-- OUT]: a whole-site backup of the configured site (DESIGN.md §10). */
async function main(): Promise<void> {
  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'blog.db'))) {
    throw new Error(`数据目录 ${config.dataDir} 里没有数据库 blog.db，请检查 DATA_DIR`);
  }
  const out = path.resolve(process.argv[2] ?? path.join(backupsDir(config.dataDir), backupFileName()));
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(`正在备份 ${config.databaseUrl ? 'PostgreSQL 数据库' : 'SQLite 数据库'}和数据目录 ${config.dataDir} …`);
  let lastShown = 0;
  try {
    const summary = await writeBackupFile(
      {
        db,
        dataDir: config.dataDir,
        musicDir: config.musicDir,
        onProgress: (current, bytes) => {
          const now = Date.now();
          if (now - lastShown < 1000) return;
          lastShown = now;
          console.log(`  已读取 ${formatBytes(bytes)}，当前：${current}`);
        },
      },
      out,
    );
    const { manifest } = summary;
    const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
    console.log('备份完成：');
    console.log(`  文件：${out}`);
    console.log(`  大小：${formatBytes(summary.size)}（压缩前 ${formatBytes(summary.bytes)}）`);
    console.log(`  数据库：${manifest.engine}，迁移 ${manifest.lastMigration ?? '无'}，共 ${rows} 行（文章 ${manifest.rowCounts.article ?? 0}，评论 ${manifest.rowCounts.comment ?? 0}）`);
    console.log(`  文件数：${manifest.files.filter((f) => f.name.startsWith('data/')).length}`);
    for (const note of manifest.notIncluded) console.log(`  注意：${note}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('备份失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
