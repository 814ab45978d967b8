import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { ORIGINAL_IMPORT_MESSAGES, originalAddressOf, originalCheckBody, originalImportBody } from '@blog/contract';
import { openDatabase, type Db } from '../../../db/connection';
import { createAuthGuards } from '../../../platform/auth';
import { routeDoc } from '../../../platform/docs';
import { ok } from '../../../platform/envelope';
import { badRequest, refusal } from '../../../platform/errors';
import { validate } from '../../../platform/validate';
import type { PortabilityRouteOptions } from '../adminRoutes';
import { assertEmptySite, checkOriginal, checkUploadsDir, importOriginal } from './importer';

const tags = ['数据迁移'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const urlNote =
  'url 为 mysql://用户名:密码@主机:端口/数据库名；密码不会出现在任何回答或日志里。confirmedAddress 为管理员确认过的「主机:端口」（端口默认 3306）：' +
  `与 url 不符或没有时 code 100「${ORIGINAL_IMPORT_MESSAGES.confirmAddress('主机:端口')}」，服务器不解析也不连接任何地址。` +
  '确认后仍不连接链路本地（含云服务器的元数据地址）、组播和保留地址（400）。';

/** Nothing is looked up or connected to until the admin confirmed exactly this host and port. */
function assertConfirmed(body: { url: string; confirmedAddress?: string }): void {
  const address = originalAddressOf(body.url);
  if (address === null) throw badRequest(ORIGINAL_IMPORT_MESSAGES.urlInvalid);
  if (body.confirmedAddress?.toLowerCase() !== address) throw refusal(ORIGINAL_IMPORT_MESSAGES.confirmAddress(address));
}

/**
 * On SQLite, the import's transaction gets a connection of its own to the same file: on the
 * server's one connection it would hold every other query (the console's progress polls among
 * them) until it commits; WAL lets those read beside it. PostgreSQL's pool already does this.
 */
async function separateConnection(db: Db): Promise<Db> {
  if (db.dialect !== 'sqlite') return db;
  const main = (await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db.kysely)).rows.find((row) => row.name === 'main');
  if (!main?.file) return db;
  return openDatabase({ dataDir: path.dirname(main.file), sqliteFile: path.basename(main.file) });
}

/** Importing the original site from the console (DESIGN.md §10), under /api/portability. */
const originalImportRoutes: FastifyPluginAsync<PortabilityRouteOptions> = async (app, options) => {
  const preHandler = createAuthGuards(options.db).requireAdmin;

  app.post(
    '/admin/original/check',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '检查原站数据库：能否连接、表是否齐全、各表行数（管理员）',
        description: `${adminOnly}${urlNote}result 为 {database, version, tables: [{table, label, rows}]}。连不上、缺表时 400 和中文原因；本站已有内容时 code 100「${ORIGINAL_IMPORT_MESSAGES.siteNotEmpty}」。什么都不写。`,
        body: originalCheckBody,
      }),
    },
    async (request) => {
      const body = validate(originalCheckBody, request.body);
      assertConfirmed(body);
      const found = await checkOriginal(body.url);
      await assertEmptySite(options.db);
      return ok(found);
    },
  );

  app.post(
    '/admin/original/import',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '从原站数据库导入（管理员）',
        description: `${adminOnly}${urlNote}uploadsDir 为服务器上原站上传文件夹的绝对路径（可选；不填时原站图片保留原链接）；uploadPrefixes 为原站图片地址的前缀（可选，默认识别路径里含 /upload/ 或 /uploads/ 的地址）。先检查连接和上传文件夹（不对时 400），然后开始一个任务（kind original-import），result 为任务；进度和最终报告用 /api/portability/admin/jobs/:id 查询。报告含每张表读到、导入、跳过的行数和每条跳过或改动的原因。整个导入在一个事务里，失败时本站不变。`,
        body: originalImportBody,
      }),
    },
    async (request) => {
      const body = validate(originalImportBody, request.body);
      assertConfirmed(body);
      // Checked before the job starts, so the console shows these at once.
      const uploadsDir = await checkUploadsDir(body.uploadsDir);
      await checkOriginal(body.url);
      await assertEmptySite(options.db);
      const job = options.jobs.start('original-import', async (report) => {
        const target = await separateConnection(options.db);
        try {
          return await importOriginal(target, { url: body.url, uploadsDir, uploadPrefixes: body.uploadPrefixes, dataDir: options.dataDir, admitImage: app.uploadSpace.admission({ kind: 'admin' }), onProgress: report });
        } finally {
          if (target !== options.db) await target.close();
          options.listCache.clear();
        }
      });
      return ok(job, ORIGINAL_IMPORT_MESSAGES.started);
    },
  );
};

export default originalImportRoutes;
