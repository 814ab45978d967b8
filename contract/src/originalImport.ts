import { z } from 'zod';

/**
 * Importing the original site (DESIGN.md §10): the blogger points us at the original's running
 * MySQL/MariaDB database; everything it holds comes over into an empty site.
 */

/** One original table's outcome. */
export interface OriginalTableReport {
  /** The original's table name, e.g. `blog_article`. */
  table: string;
  /** What it holds, in Chinese ('文章'). */
  label: string;
  read: number;
  imported: number;
  skipped: number;
}

/** A row that did not come over (or came over changed), and why. */
export interface OriginalImportIssue {
  table: string;
  /** The original row's id; null when the row has none. */
  id: number | null;
  /** 'skipped': not imported; 'changed': imported with a value changed (said how). */
  kind: 'skipped' | 'changed';
  reason: string;
}

export interface OriginalImageReport {
  /** Own-upload images read from the uploads folder and stored here. */
  stored: number;
  /** Own-upload links whose file was not in the folder (they keep their link). */
  missing: string[];
  /** Own-upload links kept as they are because no folder was given. */
  keptAsLinks: number;
}

export interface OriginalImportReport {
  tables: OriginalTableReport[];
  issues: OriginalImportIssue[];
  images: OriginalImageReport;
  /** Issues beyond this many are counted, not listed (a huge site must not make a huge report). */
  issuesOmitted: number;
}

/** What a connection check found: the original's tables and their row counts. */
export interface OriginalSourceCheck {
  database: string;
  /** Server version as the server reports it ('10.11.19-MariaDB…'). */
  version: string;
  tables: { table: string; label: string; rows: number }[];
}

export interface OriginalImportRequest {
  /** mysql://user:password@host:port/database */
  url: string;
  /** originalAddressOf(url), once the admin confirmed it. */
  confirmedAddress?: string;
  /** A folder on the server holding the original's uploaded files; absent: keep image links. */
  uploadsDir?: string;
  /** URL prefixes of the original's uploads besides paths containing /upload/ or /uploads/. */
  uploadPrefixes?: string[];
}

/** The original's tables we read, in import order, with their Chinese labels. */
export const ORIGINAL_TABLES = [
  ['blog_user', '用户'],
  ['blog_category', '分类'],
  ['blog_tag', '标签'],
  ['blog_article', '文章'],
  ['blog_article_tag', '文章标签'],
  ['blog_talk', '说说'],
  ['blog_talk_photo', '说说图片'],
  ['blog_photo_album', '相册'],
  ['blog_photo', '照片'],
  ['blog_links', '友链'],
  ['blog_message', '留言'],
  ['blog_comment', '评论'],
  ['blog_like', '点赞'],
  ['blog_chat', '聊天记录'],
  ['blog_notify', '站内消息'],
  ['blog_config', '网站设置'],
  ['blog_header', '页面背景'],
] as const;

export type OriginalTableName = (typeof ORIGINAL_TABLES)[number][0];

/** Issues listed in a report; the rest are counted in issuesOmitted. */
export const ORIGINAL_ISSUES_LISTED = 500;

export const ORIGINAL_IMPORT_MESSAGES = {
  urlInvalid: '数据库地址格式不正确，应为 mysql://用户名:密码@主机:端口/数据库名',
  cannotConnect: '无法连接原站数据库',
  accessDenied: '无法连接原站数据库：用户名或密码不正确，或没有访问这个数据库的权限',
  unknownDatabase: '无法连接原站数据库：数据库不存在',
  tablesMissing: '这不是原站的数据库：缺少以下表',
  siteNotEmpty: '本站已有内容，为避免覆盖，只能导入到空站点。请用新的数据目录（或空的 PostgreSQL 数据库）并设置 SEED_DEMO=false 首次启动后再导入',
  uploadsDirMissing: '上传文件夹不存在或不是文件夹',
  uploadsDirRelative: '上传文件夹必须是服务器上的绝对路径',
  prefixInvalid: '图片地址前缀最多 20 个，每个不超过 500 个字符',
  confirmAddress: (address: string) => `请先确认要从服务器连接的地址：${address}`,
  started: '已开始导入',
  done: '导入完成',
} as const;

/**
 * `host:port` of an original-site database URL (3306 when none is given), what the admin confirms
 * before the server connects anywhere; null when the URL is not mysql://…/database.
 */
export function originalAddressOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!['mysql:', 'mariadb:'].includes(parsed.protocol) || !parsed.hostname || parsed.pathname.length < 2) return null;
  return `${parsed.hostname.toLowerCase()}:${parsed.port || '3306'}`;
}

/** Body of the check and import calls; the URL's form is checked again when connecting. */
export const originalCheckBody = z.object({
  url: z.string({ error: ORIGINAL_IMPORT_MESSAGES.urlInvalid }).trim().min(1, { error: ORIGINAL_IMPORT_MESSAGES.urlInvalid }).max(1000, { error: ORIGINAL_IMPORT_MESSAGES.urlInvalid }),
  /**
   * The `host:port` (originalAddressOf) the admin confirmed. The server connects nowhere until it
   * matches the URL: a check cannot be used to learn which ports of which hosts are open.
   */
  confirmedAddress: z.string({ error: ORIGINAL_IMPORT_MESSAGES.urlInvalid }).trim().max(300, { error: ORIGINAL_IMPORT_MESSAGES.urlInvalid }).optional(),
});

export const originalImportBody = originalCheckBody.extend({
  uploadsDir: z.string({ error: ORIGINAL_IMPORT_MESSAGES.uploadsDirMissing }).trim().max(1000, { error: ORIGINAL_IMPORT_MESSAGES.uploadsDirMissing }).optional(),
  uploadPrefixes: z
    .array(z.string({ error: ORIGINAL_IMPORT_MESSAGES.prefixInvalid }).trim().min(1, { error: ORIGINAL_IMPORT_MESSAGES.prefixInvalid }).max(500, { error: ORIGINAL_IMPORT_MESSAGES.prefixInvalid }), { error: ORIGINAL_IMPORT_MESSAGES.prefixInvalid })
    .max(20, { error: ORIGINAL_IMPORT_MESSAGES.prefixInvalid })
    .optional(),
});
