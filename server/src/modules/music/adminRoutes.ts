import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import type { MusicLibrary } from './library';

/** Admin calls under /api/music. */
const musicAdminRoutes: FastifyPluginAsync<{ db: Db; library: MusicLibrary }> = async (app, { db, library }) => {
  const guards = createAuthGuards(db);

  app.post(
    '/rescan',
    {
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags: ['音乐'],
        summary: '重新扫描音乐库（仅管理员）',
        description: '扫描 DATA_DIR/music 与 MUSIC_DIR；result 为 {added, updated, unchanged, removed, skipped:[{file, reason}]}。',
      }),
    },
    async () => ok(await library.scan(), '扫描完成'),
  );
};

export default musicAdminRoutes;
