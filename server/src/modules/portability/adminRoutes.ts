import type { FastifyPluginAsync } from 'fastify';
import { PORTABILITY_MESSAGES } from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { ApiError } from '../../platform/errors';
import type { AdminRouteOptions } from '../adminOptions';
import { createJobRunner, type JobRunner } from './jobs';
import markdownImportRoutes from './markdown/routes';
import originalImportRoutes from './original/routes';
import backupRoutes from './backup/routes';
import markdownExportRoutes from './markdown/exportRoutes';

/** What each data tool's routes are registered with: the admin options and the shared job runner. */
export interface PortabilityRouteOptions extends AdminRouteOptions {
  jobs: JobRunner;
}

const tags = ['数据迁移'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

/**
 * The console's data tools under /api/portability (DESIGN.md §10): each tool registers its own
 * calls here and runs its long work through the shared job runner.
 */
const portabilityAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, options) => {
  const jobs = createJobRunner((error) => app.log.error(error));
  const preHandler = createAuthGuards(options.db).requireAdmin;
  // Named fields, not a spread: the options also carry this plugin's `prefix`, which a tool's
  // plugin would otherwise add a second time (/api/portability/api/portability/…).
  const toolOptions: PortabilityRouteOptions = { db: options.db, listCache: options.listCache, dataDir: options.dataDir, jobs };
  await app.register(markdownImportRoutes, toolOptions);
  await app.register(originalImportRoutes, toolOptions);
  await app.register(backupRoutes, toolOptions);
  await app.register(markdownExportRoutes, toolOptions);

  app.get<{ Params: { id: string } }>(
    '/admin/jobs/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '一个导入/备份任务的进度和报告（管理员）',
        description: `${adminOnly}result 为 {id, kind, state: running|done|failed, progress: {done, total, current}, report, error}；任务结束一小时后不再保留，之后 404「${PORTABILITY_MESSAGES.jobMissing}」。`,
      }),
    },
    async (request) => {
      const job = jobs.get(request.params.id);
      if (!job) throw new ApiError(404, PORTABILITY_MESSAGES.jobMissing);
      return ok(job);
    },
  );
};

export default portabilityAdminRoutes;
