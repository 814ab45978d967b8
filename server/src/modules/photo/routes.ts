import type { FastifyPluginAsync } from 'fastify';
import { ALBUM_MISSING_MESSAGE, idParams } from '@blog/contract';
import type { Db } from '../../db/connection';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import { createPhotoRepo } from './repo';
import { createPhotoService } from './service';

const tags = ['相册'];
/**
 * The same for every visitor and rarely changed: a browser or proxy may keep it a minute, and
 * serve it a while longer while it checks again in the background.
 */
const SHARED_SHORT = 'public, max-age=60, stale-while-revalidate=600';

/** GET /api/photoAlbum/getAllAlbumList and GET /api/photo/getAllPhotosByAlbumId/:id (registered under /api). */
const photoRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const service = createPhotoService(createPhotoRepo(db));

  app.get('/photoAlbum/getAllAlbumList', { schema: routeDoc({ tags, summary: '全部相册（封面、名称、简介、照片数）' }) }, async (_request, reply) => {
    const albums = await service.albums();
    reply.header('Cache-Control', SHARED_SHORT);
    return ok(albums);
  });

  app.get(
    '/photo/getAllPhotosByAlbumId/:id',
    {
      schema: routeDoc({
        tags,
        summary: '相册的全部照片（result 是数组，新的在前，带宽高）',
        description: `相册不存在时：HTTP 200，code 100，message「${ALBUM_MISSING_MESSAGE}」。`,
        params: idParams,
      }),
    },
    async (request, reply) => {
      const { id } = validate(idParams, request.params);
      const result = await service.photos(id);
      reply.header('Cache-Control', SHARED_SHORT);
      return ok(result);
    },
  );
};

export default photoRoutes;
