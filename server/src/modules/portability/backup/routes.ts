import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BACKUP_MESSAGES, backupScheduleBody } from '@blog/contract';
import { createAuthGuards } from '../../../platform/auth';
import { routeDoc } from '../../../platform/docs';
import { ok } from '../../../platform/envelope';
import { ApiError } from '../../../platform/errors';
import { validate } from '../../../platform/validate';
import type { PortabilityRouteOptions } from '../adminRoutes';
import { writeBackup } from './archiveWriter';
import { readSchedule, saveScheduleSettings } from './schedule';
import { startBackupScheduler } from './scheduler';
import { backupFileName } from './storeFile';
import { deleteStoredBackup, listStoredBackups, storedBackupPath } from './stored';

const tags = ['备份与恢复'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const nameParams = z.object({ name: z.string().min(1).max(200) });

function asDownload(reply: FastifyReply, name: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/gzip')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store');
}

/** Backup and restore in the console (DESIGN.md §10), under /api/portability/admin/backup. */
const backupRoutes: FastifyPluginAsync<PortabilityRouteOptions> = async (app, { db, dataDir }) => {
  const preHandler = createAuthGuards(db).requireAdmin;

  // Scheduled backups run in the server process; with several servers on one PostgreSQL
  // database, an advisory lock lets only one of them run each backup.
  let stopScheduler: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopScheduler = startBackupScheduler({ db, dataDir, log: (message) => app.log.info(message) });
  });
  app.addHook('onClose', async () => stopScheduler?.());

  app.get(
    '/admin/backup/download',
    {
      preHandler,
      compress: false,
      schema: routeDoc({
        tags,
        summary: '下载一份新的整站备份（管理员）',
        description: `${adminOnly}边生成边下载一个 .tar.gz：数据库（SQLite 用在线备份接口，PostgreSQL 为每张表一个 NDJSON）、数据目录里的上传文件、音乐和站点密钥，最后是 manifest.json（版本、行数、每个文件的 sha256）。网站照常运行。`,
      }),
    },
    async (request, reply) => {
      const body = new PassThrough();
      // A download cancelled half-way stops the backup and removes its temporary files.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) body.destroy();
      });
      writeBackup({ db, dataDir }, body).catch((error: unknown) => {
        request.log.error(error);
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return asDownload(reply, backupFileName()).send(body);
    },
  );

  app.get(
    '/admin/backup/list',
    { preHandler, schema: routeDoc({ tags, summary: '服务器上保存的备份（管理员）', description: `${adminOnly}result 为数据目录 backups 文件夹里的备份 [{name, size, createdAt, scheduled}]，新的在前；scheduled 为定时备份生成的（保留份数只删除这些）。` }) },
    async () => ok(await listStoredBackups(dataDir)),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/backup/file/:name',
    { preHandler, compress: false, schema: routeDoc({ tags, summary: '下载一份保存的备份（管理员）', description: `${adminOnly}不存在 404「${BACKUP_MESSAGES.fileMissing}」。`, params: nameParams }) },
    async (request, reply) => {
      const { name } = validate(nameParams, request.params);
      const file = storedBackupPath(dataDir, name);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) throw new ApiError(404, BACKUP_MESSAGES.fileMissing);
      return asDownload(reply, name).header('Content-Length', info.size).send(createReadStream(file));
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/admin/backup/file/:name',
    { preHandler, schema: routeDoc({ tags, summary: '删除一份保存的备份（管理员）', description: `${adminOnly}不存在 404「${BACKUP_MESSAGES.fileMissing}」。`, params: nameParams }) },
    async (request) => {
      const { name } = validate(nameParams, request.params);
      if (!(await deleteStoredBackup(dataDir, name))) throw new ApiError(404, BACKUP_MESSAGES.fileMissing);
      return ok(null, BACKUP_MESSAGES.deleted);
    },
  );

  app.get(
    '/admin/backup/schedule',
    { preHandler, schema: routeDoc({ tags, summary: '定时备份设置（管理员）', description: `${adminOnly}result 为 {mode: off|daily|weekly, hour, weekday, keep, lastRunAt, lastError, updatedAt}；时间按服务器时区。` }) },
    async () => ok(await readSchedule(dataDir)),
  );

  app.put(
    '/admin/backup/schedule',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '保存定时备份设置（管理员）',
        description: `${adminOnly}mode 为 off 关闭、daily 每天、weekly 每周（weekday 0 周日 … 6 周六）；hour 为 0–23 点（服务器时区）；keep 为保留的定时备份份数，每次定时备份后删除更早的。不符合时 400 和中文原因，什么都不改。`,
        body: backupScheduleBody,
      }),
    },
    async (request) => ok(await saveScheduleSettings(dataDir, validate(backupScheduleBody, request.body)), BACKUP_MESSAGES.scheduleSaved),
  );
};

export default backupRoutes;
