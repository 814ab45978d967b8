import { ORIGINAL_IMPORT_MESSAGES, type OriginalImportReport } from '@blog/contract';
import { loadConfig, loadDotEnv } from '../config';
import { migrate, openDatabase } from '../db/connection';
import { importOriginal } from '../modules/portability/original/importer';
import { redactUrl } from '../modules/portability/original/source';

/**
 * `npm run import:original -- mysql://user:pass@host/db [--uploads DIR] [--prefix URL…]`
 * Imports the original site into this site's database (the same env/.env config as the server).
 * The import is one transaction: on failure nothing is written and the exit code is 1.
 */

const USAGE = `用法：npm run import:original -- mysql://用户名:密码@主机:端口/数据库名 [--uploads 原站上传文件夹] [--prefix 原站图片地址前缀 …]
  --uploads  原站上传文件所在的文件夹；给出时原站自己的图片会复制到本站，否则保留原链接
  --prefix   原站图片地址的前缀（可重复），默认识别路径里含 /upload/ 或 /uploads/ 的地址`;

interface Args {
  url: string;
  uploadsDir?: string;
  prefixes: string[];
}

function parseArgs(argv: string[]): Args | null {
  const prefixes: string[] = [];
  let url: string | undefined;
  let uploadsDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--uploads') uploadsDir = argv[++i];
    else if (arg === '--prefix') {
      const prefix = argv[++i];
      if (prefix) prefixes.push(prefix);
    } else if (arg === '-h' || arg === '--help') return null;
    else if (!url && !arg.startsWith('--')) url = arg;
    else return null;
  }
  return url ? { url, uploadsDir, prefixes } : null;
}

function printReport(report: OriginalImportReport): void {
  console.log('\n导入报告（读到 / 导入 / 跳过）：');
  for (const table of report.tables) {
    console.log(`  ${table.label.padEnd(6, '　')} ${table.table.padEnd(18)} ${String(table.read).padStart(7)} ${String(table.imported).padStart(7)} ${String(table.skipped).padStart(7)}`);
  }
  const { stored, missing, keptAsLinks } = report.images;
  console.log(`\n图片：复制到本站 ${stored} 张，保留原链接 ${keptAsLinks} 张，上传文件夹里找不到或无法读取 ${missing.length} 张`);
  for (const url of missing) console.log(`  找不到：${url}`);
  if (report.issues.length > 0) {
    console.log('\n未导入或有改动的行：');
    for (const issue of report.issues) {
      console.log(`  [${issue.kind === 'skipped' ? '跳过' : '改动'}] ${issue.table}${issue.id === null ? '' : ` #${issue.id}`}：${issue.reason}`);
    }
    if (report.issuesOmitted > 0) console.log(`  ……另有 ${report.issuesOmitted} 条未列出`);
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  // Whatever is printed, the password of the original's database is not.
  const password = (() => {
    try {
      return decodeURIComponent(new URL(args.url).password);
    } catch {
      return '';
    }
  })();
  const scrub = (message: string) => (password ? message.split(password).join('***') : message);

  loadDotEnv();
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    console.log(`从 ${redactUrl(args.url)} 导入到 ${config.databaseUrl ? 'PostgreSQL' : `${config.dataDir} 中的 SQLite`}`);
    let last = '';
    const report = await importOriginal(db, {
      url: args.url,
      uploadsDir: args.uploadsDir,
      uploadPrefixes: args.prefixes,
      dataDir: config.dataDir,
      onProgress: ({ done, total, current }) => {
        const label = current.replace(/（\d+）$/, '');
        if (label === last) return;
        last = label;
        console.log(`[${done}/${total}] ${label}`);
      },
    });
    printReport(report);
    console.log(`\n${ORIGINAL_IMPORT_MESSAGES.done}。`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(scrub(`导入失败，本站没有任何改动：${message}`));
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('导入失败：', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
