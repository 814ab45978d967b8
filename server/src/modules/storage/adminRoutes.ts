import type { FastifyPluginAsync } from 'fastify';
import { CLEANUP_MAX_FILES, CLEANUP_MIN_AGE_HOURS, cleanupBody, formatBytes, STORAGE_MESSAGES, uploadQuotaBody } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createStorageRepo } from './repo';
import { createStorageService } from './service';

const tags = ['存储空间'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

/** The console's disk calls under /api/storage (DESIGN.md §8): figures, the upload quota, the clean-up. */
const storageAdminRoutes: FastifyPluginAsync<AdminRouteOptions & { seedDemo: boolean }> = async (app, { db, dataDir, seedDemo }) => {
  const preHandler = createAuthGuards(db).requireAdmin;
  const service = createStorageService({ repo: createStorageRepo(db), dataDir, space: app.uploadSpace, seedDemo });

  app.get(
    '/admin/usage',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '存储空间用量（管理员）',
        description: `${adminOnly}result 为 {uploads, music, backups, counted, quotaMb, disk:{free, total}|null, measuredAt}，单位字节（quotaMb 为 MB，0 表示不限制）：DATA_DIR 下 uploads、music、backups 各占多少，counted = uploads + music 是上传空间上限计算的部分（备份由定时备份的保留份数约束，不计入）；disk 为 DATA_DIR 所在磁盘的剩余和总大小。`,
      }),
    },
    async () => ok(await service.usage()),
  );

  app.put(
    '/admin/quota',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '设置上传空间上限（管理员）',
        description: `${adminOnly}upload_quota_mb 为整数 MB，0 表示不限制。超过上限后所有人（包括管理员）的图片和音乐上传都被拒绝并说明原因，已有文件不动。result 为保存后的用量。`,
        body: uploadQuotaBody,
      }),
    },
    async (request) => ok(await service.setQuota(validate(uploadQuotaBody, request.body).upload_quota_mb), STORAGE_MESSAGES.quotaSaved),
  );

  app.post(
    '/admin/cleanup/preview',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '列出没有用到的上传文件（管理员，不删除）',
        description: `${adminOnly}扫描 DATA_DIR/uploads 里的每个文件，和数据库每张表每个文字列里出现的 /uploads/ 地址比对：没有任何一行提到、并且超过 ${CLEANUP_MIN_AGE_HOURS} 小时没有改动的文件列出来（最旧的在前，最多 ${CLEANUP_MAX_FILES} 个）。网站自己用的文件（默认歌曲封面；SEED_DEMO 开着时每次启动都会重新生成的演示图片）不列出。result 为 {files:[{path, url, size, modifiedAt, image}], count, totalBytes, scanned, minAgeHours}。什么都不改。`,
      }),
    },
    async () => ok(await service.preview()),
  );

  app.post(
    '/admin/cleanup',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '删除确认过的没有用到的文件（管理员）',
        description: `${adminOnly}files 为预览列出的路径（最多 ${CLEANUP_MAX_FILES} 个）。每个文件删除前按当时的数据库再检查一次：这时有内容用到它、不到 ${CLEANUP_MIN_AGE_HOURS} 小时前改过、已不存在，或是网站自己用的，都不删，写进 kept 并说明原因。result 为 {deleted, freedBytes, kept:[{path, reason}]}。`,
        body: cleanupBody,
      }),
    },
    async (request) => {
      const result = await service.clean(validate(cleanupBody, request.body).files);
      return ok(result, `${STORAGE_MESSAGES.cleaned}：删除了 ${result.deleted} 个文件，释放 ${formatBytes(result.freedBytes)}`);
    },
  );
};

export default storageAdminRoutes;
