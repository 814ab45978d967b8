import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import {
  ORIGINAL_IMPORT_MESSAGES,
  ORIGINAL_TABLES,
  USER_ROLE,
  type OriginalImportReport,
  type OriginalSourceCheck,
  type OriginalTableName,
  type PortabilityJobProgress,
} from '@blog/contract';
import type { Db } from '../../../db/connection';
import { analyzeDatabase } from '../../../db/maintenance';
import { moveUserNoticesOffTheConsole } from '../../../db/migrations/023_user_notices';
import { fillMissingSlugs } from '../../permalink/slugStore';
import type { Database } from '../../../db/schema';
import { insertRows, resetSequences, type Row, type TableName } from '../../../db/tables';
import { badRequest, refusal } from '../../../platform/errors';
import { counterRows } from '../../article/counters';
import { createUploadedImageSizes } from '../../photo/imageSize';
import type { ImageStoreOptions } from '../../upload/service';
import { mapChat, mapComment, mapConfig, mapHeader, mapLike, mapMessage, mapNotify } from './communityMappers';
import { mapAlbum, mapArticle, mapArticleTag, mapCategory, mapLink, mapPhoto, mapTag, mapTalk, mapTalkPhoto } from './contentMappers';
import { change, createContext, skip, type ImportContext } from './context';
import { createImageRewriter } from './images';
import { openOriginalSource, type OriginalSource, type SourceRow } from './source';
import { mapUsers } from './userMapper';

export interface OriginalImportOptions {
  /** mysql://user:password@host:port/database of the original site. */
  url: string;
  /** The original's uploads folder on this server; absent: own-upload image links are kept. */
  uploadsDir?: string;
  /** URL prefixes of the original's uploads besides the default /upload/ and /uploads/ paths. */
  uploadPrefixes?: readonly string[];
  /** This site's DATA_DIR: fetched images are stored under its uploads. */
  dataDir: string;
  /** Room for each image (the site's upload quota, from the console); the command line has none. */
  admitImage?: ImageStoreOptions['admit'];
  onProgress?: (progress: PortabilityJobProgress) => void;
}

/**
 * Tables that must be empty before an import: the original's ids are kept, and an import never
 * overwrites or merges into existing content. Users may exist (the admin of the first start);
 * site settings and page banners that exist are kept and the original's reported.
 */
const CONTENT_TABLES: readonly TableName[] = [
  'article', 'article_stat', 'category', 'tag', 'article_tag', 'talk', 'talk_photo', 'photo_album', 'photo', 'link', 'message', 'comment', 'like', 'chat_message', 'notify',
];

/** Where each original table's rows go here. */
const TARGET: Record<OriginalTableName, TableName> = {
  blog_user: 'user',
  blog_category: 'category',
  blog_tag: 'tag',
  blog_article: 'article',
  blog_article_tag: 'article_tag',
  blog_talk: 'talk',
  blog_talk_photo: 'talk_photo',
  blog_photo_album: 'photo_album',
  blog_photo: 'photo',
  blog_links: 'link',
  blog_message: 'message',
  blog_comment: 'comment',
  blog_like: 'like',
  blog_chat: 'chat_message',
  blog_notify: 'notify',
  blog_config: 'site_config',
  blog_header: 'page_header',
};

/**
 * The original keeps an article's counters in its row; here they go to article_stat (migration
 * 014). Takes them out of the mapped rows and answers the counter rows to insert after them.
 */
function takeCounters(rows: Row[]): Row[] {
  return counterRows(
    rows.map((row) => {
      const counts = { view_times: Number(row.view_times ?? 0), thumbs_up_times: Number(row.thumbs_up_times ?? 0), reading_duration: Number(row.reading_duration ?? 0) };
      delete row.view_times;
      delete row.thumbs_up_times;
      delete row.reading_duration;
      return { articleId: Number(row.id), counts };
    }),
  );
}

/** The uploads folder must be an absolute path to a folder on this server. */
export async function checkUploadsDir(dir: string | undefined): Promise<string | undefined> {
  const trimmed = dir?.trim();
  if (!trimmed) return undefined;
  if (!path.isAbsolute(trimmed)) throw badRequest(ORIGINAL_IMPORT_MESSAGES.uploadsDirRelative);
  const info = await stat(trimmed).catch(() => null);
  if (!info?.isDirectory()) throw badRequest(ORIGINAL_IMPORT_MESSAGES.uploadsDirMissing);
  return trimmed;
}

/** Refuses (changing nothing) when the site already has content. */
export async function assertEmptySite(db: Db | { kysely: Kysely<Database> }): Promise<void> {
  for (const table of CONTENT_TABLES) {
    const row = (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db.kysely)).rows[0];
    if (Number(row?.n ?? 0) > 0) throw refusal(ORIGINAL_IMPORT_MESSAGES.siteNotEmpty);
  }
}

/** Connects and reads the original's table sizes, without importing anything. */
export async function checkOriginal(url: string): Promise<OriginalSourceCheck> {
  const source = await openOriginalSource(url);
  try {
    return await source.check();
  } finally {
    await source.close().catch(() => {});
  }
}

type Mapper = (row: SourceRow, context: ImportContext) => Promise<Row | null> | Row | null;

/** Per-table mappers that need state of their own (duplicate keys, sort counters). */
function mappersFor(takenRoutes: Set<string>): Partial<Record<OriginalTableName, Mapper>> {
  const articleTags = new Set<string>();
  const likes = new Set<string>();
  const talkPhotoSorts = new Map<number, number>();
  const photoSorts = new Map<number, number>();
  return {
    blog_category: mapCategory,
    blog_tag: mapTag,
    blog_article: mapArticle,
    blog_article_tag: (row, c) => mapArticleTag(row, c, articleTags),
    blog_talk: mapTalk,
    blog_talk_photo: (row, c) => mapTalkPhoto(row, c, talkPhotoSorts),
    blog_photo_album: mapAlbum,
    blog_photo: (row, c) => mapPhoto(row, c, photoSorts),
    blog_links: mapLink,
    blog_message: mapMessage,
    blog_comment: mapComment,
    blog_like: (row, c) => mapLike(row, c, likes),
    blog_chat: mapChat,
    blog_notify: mapNotify,
    blog_header: (row, c) => mapHeader(row, c, takenRoutes),
  };
}

/**
 * Brings the original site's content into this (empty) site in one transaction: a failure halfway
 * leaves the database as it was. Images fetched from the uploads folder before a failure stay in
 * DATA_DIR/uploads/img (content-addressed files nothing points at; harmless, and reused by a retry).
 */
export async function importOriginal(db: Db, options: OriginalImportOptions): Promise<OriginalImportReport> {
  const uploadsDir = await checkUploadsDir(options.uploadsDir);
  const source: OriginalSource = await openOriginalSource(options.url);
  try {
    const found = await source.check();
    await assertEmptySite(db);
    const total = found.tables.reduce((sum, table) => sum + table.rows, 0);
    let done = 0;
    const progress = (current: string) => options.onProgress?.({ done, total, current });
    progress('检查完成，开始导入');

    const images = createImageRewriter({ uploadsDir, prefixes: options.uploadPrefixes, dataDir: options.dataDir, admit: options.admitImage });
    const context = createContext(images, createUploadedImageSizes(options.dataDir), new Date().toISOString());
    const tables: OriginalImportReport['tables'] = [];

    await db.kysely.transaction().execute(async (trx) => {
      const target = { kysely: trx };
      // Checked again inside the transaction: nothing may have been written since the first check.
      await assertEmptySite(target);
      const existingUsers = await trx.selectFrom('user').select(['id', 'username', 'role', 'username_key']).orderBy('id').execute();
      const siteAdmin = existingUsers.find((user) => user.role === USER_ROLE.admin);
      const hasConfig = (await trx.selectFrom('site_config').select('id').limit(1).executeTakeFirst()) !== undefined;
      const takenRoutes = new Set((await trx.selectFrom('page_header').select('route_name').execute()).map((row) => row.route_name));
      const mappers = mappersFor(takenRoutes);

      for (const [table, label] of ORIGINAL_TABLES) {
        let read = 0;
        let imported = 0;
        progress(`导入${label}`);
        if (table === 'blog_user') {
          const rows: SourceRow[] = [];
          for await (const page of source.rows(table)) rows.push(...page);
          read = rows.length;
          const users = await mapUsers(rows, existingUsers, context);
          context.fallbackAuthor ??= siteAdmin?.id ?? null;
          await insertRows(target, 'user', users);
          imported = users.length;
          done += read;
        } else if (table === 'blog_config') {
          for await (const page of source.rows(table)) {
            for (const row of page) {
              read += 1;
              if (hasConfig) skip(context, table, row.id, '本站已有网站设置，未覆盖');
              else if (imported > 0) skip(context, table, row.id, '原站有多条网站设置，只导入第一条');
              else {
                await insertRows(target, 'site_config', [(await mapConfig(row, context)) as Row]);
                imported = 1;
              }
            }
          }
          done += read;
        } else {
          const mapper = mappers[table]!;
          for await (const page of source.rows(table)) {
            const rows: Row[] = [];
            for (const row of page) {
              const mapped = await mapper(row, context);
              if (mapped) rows.push(mapped);
            }
            // Page banners may meet ids this site already uses: they take new ones.
            if (table === 'blog_header') for (const row of rows) delete row.id;
            const counters = table === 'blog_article' ? takeCounters(rows) : [];
            await insertRows(target, TARGET[table], rows);
            await insertRows(target, 'article_stat', counters);
            read += page.length;
            imported += rows.length;
            done += page.length;
            progress(`导入${label}（${read}）`);
          }
        }
        tables.push({ table, label, read, imported, skipped: read - imported });
      }
      // The original sent ordinary users type-4 notices too; here 4 opens the console, which they cannot use.
      const moved = await moveUserNoticesOffTheConsole(trx as unknown as Kysely<unknown>);
      if (moved > 0) change(context, 'blog_notify', null, `${moved} 条发给普通用户的类型 4（后台）消息改为类型 5（友链）或 6（个人中心）：普通用户打不开后台`);
      // Ids are kept (so /article?id=N of the old site still opens the same article); each also gets its /post/<slug>.
      await fillMissingSlugs(trx as unknown as Kysely<unknown>);
      await resetSequences({ kysely: trx, dialect: db.dialect, close: async () => {} });
    });
    progress('更新数据库统计信息');
    await analyzeDatabase(db);
    progress('导入完成');
    return { tables, issues: context.issues, images: images.report(), issuesOmitted: context.issuesOmitted };
  } finally {
    await source.close().catch(() => {});
  }
}
