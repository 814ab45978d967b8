import { loadConfig, loadDotEnv } from '../config';
import { RestoreError } from '../modules/portability/backup/archiveReader';
import { restoreBackup } from '../modules/portability/backup/restore';

const USAGE = '用法：npm run restore -- 备份文件.tar.gz [--replace]';

/**
 * npm run restore -- FILE [--replace]: restores a backup into the configured DATA_DIR (and
 * DATABASE_URL when set). Stop the site first: the files and database are replaced underneath it.
 */
async function main(): Promise<void> {
  process.umask(0o077);
  loadDotEnv();
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((a) => a !== '--replace');
  const unknown = files.find((a) => a.startsWith('--'));
  if (unknown) throw new RestoreError(`不认识的参数 ${unknown}。${USAGE}`);
  if (files.length !== 1) throw new RestoreError(USAGE);
  const config = loadConfig();
  console.log(`正在恢复 ${files[0]} 到数据目录 ${config.dataDir}${config.databaseUrl ? ' 和 PostgreSQL 数据库' : ''} …`);
  const summary = await restoreBackup({
    archive: files[0]!,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    replace,
    log: (message) => console.log(`  ${message}`),
  });
  const { manifest } = summary;
  const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
  console.log('恢复完成：');
  console.log(`  备份时间：${manifest.createdAt}（版本 ${manifest.appVersion}，${manifest.engine}）`);
  console.log(`  数据库：${summary.target}，共 ${rows} 行（文章 ${manifest.rowCounts.article ?? 0}，评论 ${manifest.rowCounts.comment ?? 0}）`);
  console.log(`  文件：${summary.files} 个`);
  for (const note of manifest.notIncluded) console.log(`  注意：${note}`);
  console.log('现在可以启动网站了。');
}

main().catch((error: unknown) => {
  console.error('恢复失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
