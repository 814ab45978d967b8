/**
 * The console's data tools (DESIGN.md §10): long work (an import, a backup) runs as a job on the
 * server; the console starts it, then polls its state until it ends.
 */

export const PORTABILITY_JOB_STATES = ['running', 'done', 'failed'] as const;
export type PortabilityJobState = (typeof PORTABILITY_JOB_STATES)[number];

export interface PortabilityJobProgress {
  /** Units finished (files, rows, bytes — the job's kind says which) and how many there are. */
  done: number;
  total: number;
  /** What the job is on now, in Chinese ('导入 hello.md'). */
  current: string;
}

export interface PortabilityJob<Report = unknown> {
  id: string;
  /** Which tool started it ('markdown-import', 'original-import', …). */
  kind: string;
  state: PortabilityJobState;
  progress: PortabilityJobProgress;
  /** The tool's final report once state is 'done'. */
  report: Report | null;
  /** The reason in Chinese once state is 'failed'. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** How often the console asks for a running job's state. */
export const PORTABILITY_POLL_MS = 700;

export const PORTABILITY_MESSAGES = {
  jobMissing: '任务不存在或已过期',
  jobBusy: '同类任务正在进行，请等它完成',
} as const;

/* ---- Markdown import (DESIGN.md §10): a zip or folder of .md files becomes articles. ---- */

/** What an import does with a file whose title an article of the site (or an earlier file) already has. */
export const MARKDOWN_DUPLICATE_MODES = ['skip', 'update'] as const;
export type MarkdownDuplicateMode = (typeof MARKDOWN_DUPLICATE_MODES)[number];

/** Largest zip the console accepts; a bigger archive is imported from the command line (folder or zip). */
export const MARKDOWN_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

export type MarkdownImportAction = 'create' | 'update' | 'skip';

/** A file that was not imported: where it went wrong and why, in Chinese. */
export interface MarkdownImportSkip {
  /** Path inside the zip or folder, '/'-separated. */
  file: string;
  /** 1-based line in that file, when the problem has one. */
  line: number | null;
  reason: string;
}

/** One Markdown file and what the import did (or, in a dry run, would do) with it. */
export interface MarkdownImportItem {
  file: string;
  /** The title it has (or would have) on the site; '' when none could be read. */
  title: string;
  action: MarkdownImportAction;
  /** The skip's reason (with its line), null otherwise. */
  reason: string | null;
  line: number | null;
  /** Kept, but worth a look: a missing image, a dropped second category, an old address with no redirect… */
  warnings: string[];
  /** Its new address (/post/<slug>, decoded); '' for a skipped file. */
  address: string;
  /** The addresses it had on the old blog (decoded), each redirected to `address` (or that would be, in a dry run). */
  oldAddresses: string[];
}

export interface MarkdownImportReport {
  dryRun: boolean;
  onDuplicate: MarkdownDuplicateMode;
  created: number;
  updated: number;
  skipped: MarkdownImportSkip[];
  /** Every Markdown file, in the order read. */
  items: MarkdownImportItem[];
  /** Images stored through the site's image pipeline (a dry run stores none and counts those it found). */
  images: number;
  /** Files in the archive that are neither Markdown nor an image an article uses. */
  ignored: number;
  /** Whether remote pictures were brought home (下载外链图片). */
  downloadImages: boolean;
  /** Remote pictures stored through the image pipeline (a dry run fetches none and counts those it would). */
  remoteImages: number;
  /** Remote pictures that stayed remote; each is a warning of its file, with the address and why. */
  remoteImagesFailed: number;
  /** Hexo/Butterfly tags turned into portable Markdown, per tag (only tags that occurred). */
  conversions: MarkdownTagConversion[];
  /** The old blog's permalink rule the old addresses were computed with. */
  permalink: { style: string; pattern: string };
  /** Redirects written (a dry run: that would be written) from old addresses. */
  redirects: number;
}

/** How many of one Hexo tag an import converted. */
export interface MarkdownTagConversion {
  /** The tag's name as written ('note', 'post_link', 'toc' for [TOC] and <!-- toc -->…). */
  tag: MarkdownConvertedTag;
  count: number;
}

/** The Hexo/Butterfly tags the import understands, and what each becomes, as the report names them. */
export const MARKDOWN_TAG_LABELS = {
  note: '{% note %} → ::: tip / warning / danger',
  hideToggle: '{% hideToggle %} → ::: details',
  post_link: '{% post_link %} → 文章链接',
  codeblock: '{% codeblock %} → 代码块',
  blockquote: '{% blockquote %} → 引用',
  toc: '[TOC] / <!-- toc --> → 删除（阅读页自带目录）',
  raw: '{% raw %} → 原样保留内容',
  img: '{% img %} → 图片',
  link: '{% link %} → 链接',
  video: '{% youtube %} / {% vimeo %} / {% iframe %} → 链接',
} as const;
export type MarkdownConvertedTag = keyof typeof MARKDOWN_TAG_LABELS;

export const MARKDOWN_IMPORT_MESSAGES = {
  fileMissing: '请选择要导入的 zip 压缩包',
  notZip: '只支持 zip 压缩包（.zip），请把 Markdown 文件和图片打包成 zip 后上传',
  tooLarge: `压缩包不能超过 ${MARKDOWN_IMPORT_MAX_BYTES / 1024 / 1024}MB；更大的可以在服务器上用 npm run import:md 导入`,
  badDuplicateMode: '同名文章的处理方式只能是 skip（跳过）或 update（更新）',
  noMarkdown: '压缩包里没有 .md 或 .markdown 文件',
} as const;

// Imported here rather than at the top so each tool's appended section stays self-contained.
import { z } from 'zod';
import { idSchemaOf } from './requests';

/* ---- Markdown export (DESIGN.md §10): a zip of .md files with front matter and their images ---- */

/** Statuses as written in the exported front matter and accepted by the export's filter. */
/** scheduled (定时发布) keeps its publish time as the front matter's date, so the import schedules it again. */
export const MARKDOWN_EXPORT_STATUSES = ['public', 'private', 'draft', 'scheduled'] as const;
export type MarkdownExportStatus = (typeof MARKDOWN_EXPORT_STATUSES)[number];
/** Article types as written in the exported front matter. */
export const MARKDOWN_EXPORT_TYPES = ['original', 'reprint', 'translation'] as const;
export type MarkdownExportType = (typeof MARKDOWN_EXPORT_TYPES)[number];

/** An empty query field (`?status=`) means no filter, as a missing one does. */
const unlessEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Query of GET /api/portability/admin/markdown/export(/preview); empty fields mean no filter. */
export const markdownExportQuery = z.object({
  categoryId: unlessEmpty(idSchemaOf('分类编号')),
  tagId: unlessEmpty(idSchemaOf('标签编号')),
  status: unlessEmpty(z.enum(MARKDOWN_EXPORT_STATUSES, { error: '状态只能是 public、private、draft 或 scheduled' })),
});
export type MarkdownExportQuery = z.input<typeof markdownExportQuery>;

/** What the console shows before exporting. */
export interface MarkdownExportPreview {
  /** Articles that would be exported (not in the recycle bin, matching the filter). */
  count: number;
}

/** The export's own report, written to the zip root as 导出报告.txt. */
export const MARKDOWN_EXPORT_REPORT_FILE = '导出报告.txt';
/** Folder in the zip holding the site's own images the articles use. */
export const MARKDOWN_EXPORT_IMAGE_DIR = 'images';

export const MARKDOWN_EXPORT_MESSAGES = {
  empty: '没有符合条件的文章，未生成导出文件',
} as const;
