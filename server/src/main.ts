import { loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { migrate, openDatabase } from './db/connection';
import { analyzeIfNeverAnalyzed } from './db/maintenance';
import { seedIfEmpty } from './db/seed';
import { fileLimitWarning, openFileLimit } from './platform/connections/fdLimit';
import { looseDataDirWarning, makePrivateDirSync } from './platform/files';
import { mallocTuningWarning } from './platform/mallocTuning';

/** Entry point: config -> database -> migrate -> seed when empty -> listen. */
async function main(): Promise<void> {
  // Owner-only for whatever this process creates (see platform/files.ts): the backstop behind the
  // explicit modes, e.g. for files a library writes or a later write that forgets its mode.
  process.umask(0o077);
  loadDotEnv();
  const config = loadConfig();
  const warning = looseDataDirWarning(config.dataDir);
  if (warning) console.warn(warning);
  const fdWarning = fileLimitWarning(openFileLimit());
  if (fdWarning) console.warn(fdWarning);
  if (config.outboundAllowPrivateForTests) console.warn('警告：OUTBOUND_ALLOW_PRIVATE_FOR_TESTS 已开启（只用于测试）：下载外链图片可以访问本机和内网地址。正式运行的网站请删掉这个设置。');
  const mallocWarning = mallocTuningWarning();
  if (mallocWarning) console.warn(mallocWarning);
  makePrivateDirSync(config.dataDir);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await seedIfEmpty(
    db,
    { dataDir: config.dataDir, adminUsername: config.adminUsername, adminPassword: config.adminPassword, seedDemo: config.seedDemo },
    (message) => console.log(message),
  );
  // A PostgreSQL database filled by an older version (or with autovacuum off) gets its statistics.
  if (await analyzeIfNeverAnalyzed(db)) console.log('已更新数据库统计信息（ANALYZE）。');
  const app = await buildApp(config, db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`收到 ${signal}，正在关闭服务…`);
    // Do not hang forever on a stuck connection.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`博客已启动：http://${shown}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error('启动失败：', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
