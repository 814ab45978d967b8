import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MARKDOWN_EXPORT_MESSAGES, MARKDOWN_EXPORT_REPORT_FILE, MARKDOWN_EXPORT_STATUSES, type MarkdownExportStatus } from '@blog/contract';
import type { Db } from '../../../db/connection';
import { createMarkdownArchive } from './exportArchive';
import type { FilterLabels } from './exportReport';
import { countExportArticles, type ExportFilter } from './exportSelection';

/** `npm run export:md -- OUT.zip [--category 名称] [--tag 名称] [--status public|private|draft|scheduled]`. */
export const EXPORT_USAGE = '用法：npm run export:md -- 输出文件.zip [--category 分类名称] [--tag 标签名称] [--status public|private|draft]';

/** A failure the command explains in Chinese; anything else is unexpected. */
export class ExportCommandError extends Error {}

export interface ExportCommandArgs {
  out: string;
  category?: string;
  tag?: string;
  status?: MarkdownExportStatus;
}

export function parseExportArgs(argv: string[]): ExportCommandArgs {
  const args: Partial<ExportCommandArgs> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--category' || arg === '--tag' || arg === '--status') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--') || !value.trim()) throw new ExportCommandError(`${arg} 后面要写${arg === '--status' ? '状态' : '名称'}\n${EXPORT_USAGE}`);
      i += 1;
      if (arg === '--status') {
        if (!(MARKDOWN_EXPORT_STATUSES as readonly string[]).includes(value)) throw new ExportCommandError(`状态只能是 public、private、draft 或 scheduled，而不是「${value}」`);
        args.status = value as MarkdownExportStatus;
      } else {
        args[arg === '--category' ? 'category' : 'tag'] = value.trim();
      }
    } else if (arg.startsWith('--')) {
      throw new ExportCommandError(`不认识的参数 ${arg}\n${EXPORT_USAGE}`);
    } else if (args.out === undefined) {
      args.out = arg;
    } else {
      throw new ExportCommandError(`只能写一个输出文件，多出了「${arg}」\n${EXPORT_USAGE}`);
    }
  }
  if (!args.out) throw new ExportCommandError(`缺少输出文件\n${EXPORT_USAGE}`);
  return args as ExportCommandArgs;
}

/** Category and tag names become ids; a name the site does not have is an error, not an empty export. */
async function resolveFilter(db: Db, args: ExportCommandArgs): Promise<{ filter: ExportFilter; labels: FilterLabels }> {
  const filter: ExportFilter = { status: args.status };
  if (args.category !== undefined) {
    const row = await db.kysely.selectFrom('category').select('id').where('category_name', '=', args.category).executeTakeFirst();
    if (!row) throw new ExportCommandError(`找不到分类「${args.category}」`);
    filter.categoryId = row.id;
  }
  if (args.tag !== undefined) {
    const row = await db.kysely.selectFrom('tag').select('id').where('tag_name', '=', args.tag).executeTakeFirst();
    if (!row) throw new ExportCommandError(`找不到标签「${args.tag}」`);
    filter.tagId = row.id;
  }
  return { filter, labels: { category: args.category, tag: args.tag } };
}

export interface ExportCommandContext {
  db: Db;
  dataDir: string;
  /** Where progress and the report go (the terminal). */
  log: (line: string) => void;
}

/**
 * Writes the archive to a temporary file beside OUT and renames it at the end, so OUT is either
 * the whole archive or untouched.
 */
export async function runExportCommand(args: ExportCommandArgs, { db, dataDir, log }: ExportCommandContext): Promise<void> {
  const out = path.resolve(args.out);
  const { filter, labels } = await resolveFilter(db, args);
  const total = await countExportArticles(db, filter);
  if (total === 0) throw new ExportCommandError(MARKDOWN_EXPORT_MESSAGES.empty);
  log(`开始导出 ${total} 篇文章到 ${out}`);
  const temp = path.join(path.dirname(out), `.${path.basename(out)}.${randomBytes(6).toString('hex')}.tmp`);
  const archive = createMarkdownArchive({ db, dataDir, filter, labels, onArticle: (done, fileName) => log(`[${done}/${total}] ${fileName}`) });
  try {
    const [, report] = await Promise.all([pipeline(archive.stream, createWriteStream(temp, { flags: 'wx' })), archive.report]);
    await rename(temp, out);
    log('');
    log('导出完成');
    log(`文章：${report.articles} 篇`);
    log(`图片：${report.images} 张`);
    if (report.missingImages.length > 0) {
      log(`缺失的图片：${report.missingImages.length} 个（保留了原地址，详见压缩包里的 ${MARKDOWN_EXPORT_REPORT_FILE}）`);
      for (const missing of report.missingImages) log(`  - ${missing.address}（${missing.articles.join('、')}）`);
    }
    log(`文件：${out}`);
  } catch (error) {
    archive.stream.destroy();
    await rm(temp, { force: true });
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('E') && 'path' in error) {
      throw new ExportCommandError(`无法写入 ${out}：${error.message}`);
    }
    throw error;
  }
}
