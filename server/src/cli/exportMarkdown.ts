import { loadConfig, loadDotEnv } from '../config';
import { migrate, openDatabase } from '../db/connection';
import { ExportCommandError, parseExportArgs, runExportCommand } from '../modules/portability/markdown/exportCommand';

/** `npm run export:md -- OUT.zip [--category 名称] [--tag 名称] [--status …]` (DESIGN.md §10). */
async function main(): Promise<void> {
  process.umask(0o077);
  const args = parseExportArgs(process.argv.slice(2));
  loadDotEnv();
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await runExportCommand(args, { db, dataDir: config.dataDir, log: (line) => console.log(line) });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ExportCommandError) {
    console.error(`导出失败：${error.message}`);
  } else {
    console.error('导出失败：', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
  process.exit(1);
});
