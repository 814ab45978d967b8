import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PERMALINK_PRESETS, PERMALINK_STYLES, permalinkRuleSchema, USER_ROLE, type MarkdownImportReport, type PermalinkStyle } from '@blog/contract';
import { createEventBus } from '../platform/eventBus';
import { REDIRECT_CHANNEL } from '../modules/redirect/table';
import { loadConfig, loadDotEnv } from '../config';
import { configureOutbound } from '../platform/outbound';
import { migrate, openDatabase, type Db } from '../db/connection';
import { openFolderSource } from '../modules/portability/markdown/folderSource';
import { importMarkdown } from '../modules/portability/markdown/importer';
import { SourceRefusedError, type ImportSource } from '../modules/portability/markdown/source';
import { openZipSource } from '../modules/portability/markdown/zipSource';
import { formatReport } from './markdownReport';

const USAGE =
  '用法：npm run import:md -- 路径（zip 文件或文件夹） [--dry-run 只预览] [--update 同名文章更新，默认跳过] [--download-images 下载外链图片到本站]\n' +
  '  [--style=hexo|hugo|jekyll 原博客类型，默认 hexo] [--permalink=规则 原博客的永久链接规则，默认按类型：' +
  PERMALINK_STYLES.map((style) => `${style} ${PERMALINK_PRESETS[style].pattern}`).join('，') +
  '；旧地址会 301 跳到新地址]';

class UsageError extends Error {}

/** `--name=value` options: the style and the permalink rule. */
function valueOf(argv: string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function parseArgs(argv: string[]) {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--') && !arg.includes('=')));
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  for (const flag of flags) if (flag !== '--dry-run' && flag !== '--update' && flag !== '--download-images') throw new UsageError(`不认识的选项 ${flag}\n${USAGE}`);
  for (const arg of argv) if (arg.includes('=') && arg.startsWith('--') && !/^--(style|permalink)=/.test(arg)) throw new UsageError(`不认识的选项 ${arg}\n${USAGE}`);
  if (paths.length !== 1) throw new UsageError(USAGE);
  const style = valueOf(argv, 'style') ?? 'hexo';
  const permalink = permalinkRuleSchema.safeParse({ style, pattern: valueOf(argv, 'permalink') ?? PERMALINK_PRESETS[style as PermalinkStyle]?.pattern });
  if (!permalink.success) throw new UsageError(`${permalink.error.issues[0]?.message ?? '永久链接规则不正确'}\n${USAGE}`);
  // npm runs scripts from the project root; the path is meant from where the command was typed.
  return { target: path.resolve(process.env.INIT_CWD ?? process.cwd(), paths[0]!), dryRun: flags.has('--dry-run'), update: flags.has('--update'), downloadImages: flags.has('--download-images'), permalink: permalink.data };
}

async function openSource(target: string): Promise<ImportSource> {
  const info = await stat(target).catch(() => null);
  if (!info) throw new UsageError(`找不到「${target}」`);
  return info.isDirectory() ? openFolderSource(target) : openZipSource(target);
}

/** The new articles' author: the first admin, as on the site the first admin is the blogger. */
async function firstAdmin(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).orderBy('id').limit(1).executeTakeFirst();
  if (!row) throw new UsageError('网站还没有管理员账号：请先启动一次服务器（会创建管理员），再导入');
  return row.id;
}

async function main(): Promise<MarkdownImportReport> {
  const args = parseArgs(process.argv.slice(2));
  loadDotEnv();
  const config = loadConfig();
  configureOutbound({ allowPrivateForTests: config.outboundAllowPrivateForTests });
  const source = await openSource(args.target);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const authorId = await firstAdmin(db);
    console.log(`${args.dryRun ? '预览（不写入）' : '导入'}：${args.target}，同名文章${args.update ? '更新' : '跳过'}${args.downloadImages ? '，下载外链图片' : ''}`);
    let lastShown = -1;
    return await importMarkdown(db, source, {
      dryRun: args.dryRun,
      onDuplicate: args.update ? 'update' : 'skip',
      downloadImages: args.downloadImages,
      permalink: args.permalink,
      // A running server reloads its redirect rules: at once over Redis, else within half a minute.
      onRedirects: async () => {
        if (!config.redisUrl) return;
        const bus = await createEventBus(config);
        try {
          await bus.publish(REDIRECT_CHANNEL, { at: Date.now() });
        } finally {
          await bus.close();
        }
      },
      authorId,
      dataDir: config.dataDir,
      log: (error) => console.error(error),
      progress: ({ done, total, current }) => {
        // About twenty lines for a big import, every file for a small one.
        const step = Math.max(1, Math.floor(total / 20));
        if (done === total || done - lastShown >= step) {
          lastShown = done;
          console.log(`[${done}/${total}] ${current}`);
        }
      },
    });
  } finally {
    await source.close();
    await db.close();
  }
}

main().then(
  (report) => {
    console.log(formatReport(report));
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof SourceRefusedError) console.error(`导入失败：${error.message}`);
    else console.error('导入失败：', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
