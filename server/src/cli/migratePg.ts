/**
 * `npm run migrate:pg -- postgres://… [--data-dir DIR]`: moves the SQLite site of DATA_DIR into an
 * empty PostgreSQL database (DESIGN.md §10). Prints each step, a final report and how to start the
 * site on it; exits with 1 on any refusal or failure, leaving the target as it was.
 */
import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config';
import { MoveError } from '../modules/portability/pgMove/errors';
import { moveToPostgres } from '../modules/portability/pgMove/move';
import { formatReport, seconds, startInstructions } from '../modules/portability/pgMove/report';

const USAGE = '用法：npm run migrate:pg -- postgres://用户:密码@主机:5432/空数据库 [--data-dir 数据目录]';

interface Arguments {
  targetUrl: string;
  dataDir?: string;
}

/** A mistake on the command line: nothing was tried, so only the usage follows the message. */
class UsageError extends Error {}

/** Undefined for --help. */
function parseArguments(argv: string[]): Arguments | undefined {
  let targetUrl: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--data-dir') {
      dataDir = argv[++i];
      if (!dataDir) throw new UsageError('--data-dir 后面需要一个目录。');
    } else if (arg.startsWith('--data-dir=')) {
      dataDir = arg.slice('--data-dir='.length);
    } else if (arg === '--help' || arg === '-h') {
      return undefined;
    } else if (!targetUrl && !arg.startsWith('--')) {
      targetUrl = arg;
    } else {
      throw new UsageError(`无法识别的参数：${arg}`);
    }
  }
  if (!targetUrl) throw new UsageError('缺少目标 PostgreSQL 数据库地址。');
  return { targetUrl, dataDir };
}

async function main(): Promise<void> {
  loadDotEnv();
  const args = parseArguments(process.argv.slice(2));
  if (!args) {
    console.log(USAGE);
    return;
  }
  if (process.env.DATABASE_URL?.trim()) {
    throw new MoveError('已设置 DATABASE_URL（环境变量或 .env）：站点已经在使用 PostgreSQL，迁移的源必须是 SQLite。请去掉 DATABASE_URL 后再运行。');
  }
  let dataDir: string;
  try {
    dataDir = args.dataDir ? path.resolve(args.dataDir) : loadConfig().dataDir;
  } catch (error) {
    throw new MoveError(error instanceof Error ? error.message : String(error));
  }
  console.log(`源：SQLite，数据目录 ${dataDir}`);
  const started = performance.now();
  const report = await moveToPostgres({
    dataDir,
    targetUrl: args.targetUrl,
    onStep: (message) => console.log(`▸ [${seconds(performance.now() - started).padStart(7)}] ${message}…`),
    onTable: (copied, index, total) => {
      const counter = `[${String(index + 1).padStart(String(total).length)}/${total}]`;
      console.log(`  ${counter} ${copied.table.padEnd(20)} ${String(copied.rows).padStart(8)} 行  ${seconds(copied.milliseconds)}`);
    },
  });
  console.log('');
  for (const line of formatReport(report)) console.log(line);
  console.log('');
  for (const line of startInstructions(report.target, dataDir, report.sourceFile)) console.log(line);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
    } else if (error instanceof MoveError) {
      console.error(`迁移未完成：${error.message}`);
      console.error('目标数据库保持原样，源 SQLite 数据库未被修改。');
    } else {
      console.error('迁移未完成，出现意外错误：', error);
    }
    process.exit(1);
  },
);
