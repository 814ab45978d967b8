import type { FastifyPluginAsync } from 'fastify';
import {
  addPhotosBody,
  adminAlbumListBody,
  adminPhotoListBody,
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  albumDeleteQuery,
  albumUpdateBody,
  albumWriteBody,
  deletePhotosBody,
  idParams,
  movePhotosBody,
} from '@blog/contract';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createPhotoAdminRepo } from './adminRepo';
import { createPhotoAdminService } from './adminService';
import { createUploadedImageSizes } from './imageSize';

const tags = ['相册'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const albumRules = `album_name 去掉首尾空格后 1–${ALBUM_LIMITS.nameMax} 个字且不与其他相册重名（重名 code 100「${ALBUM_MESSAGES.nameTaken}」），description 不超过 ${ALBUM_LIMITS.descriptionMax} 个字，album_cover 为本站图片地址或空（空时访客看到第一张照片）。不符合时 400，什么都不改。`;

/** The console's album and photo calls, registered under /api (DESIGN.md §8); every one behind requireAdmin. */
const photoAdminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db, dataDir }) => {
  const service = createPhotoAdminService(createPhotoAdminRepo(db), createUploadedImageSizes(dataDir));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/photoAlbum/getAlbumList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '全部相册（管理员，带照片数，可按名称搜索）',
        description: `${adminOnly}新建的在前；album_cover 为相册自己的封面，shown_cover 为访客看到的封面（没有封面时为第一张照片）。`,
        body: adminAlbumListBody,
      }),
    },
    async (request) => ok(await service.albums(validate(adminAlbumListBody, request.body ?? {}).album_name)),
  );

  app.post(
    '/photoAlbum/addAlbum',
    { preHandler, schema: routeDoc({ tags, summary: '新建相册（管理员）', description: `${adminOnly}${albumRules}`, body: albumWriteBody }) },
    async (request) => ok(await service.addAlbum(validate(albumWriteBody, request.body)), ALBUM_MESSAGES.saved),
  );

  app.put(
    '/photoAlbum/updateAlbum',
    { preHandler, schema: routeDoc({ tags, summary: '修改相册（管理员）', description: `${adminOnly}${albumRules}不存在 code 100「${ALBUM_MESSAGES.missing}」。`, body: albumUpdateBody }) },
    async (request) => {
      const { id, ...fields } = validate(albumUpdateBody, request.body);
      return ok(await service.updateAlbum(id, fields), ALBUM_MESSAGES.saved);
    },
  );

  app.delete(
    '/photoAlbum/deleteAlbum/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '删除相册（管理员；?force=1 连同照片一起删除）',
        description: `${adminOnly}相册里还有照片且没带 force=1 时拒绝：code 100「${ALBUM_MESSAGES.notEmpty('N')}」，什么都不改；带 force=1 时在一个事务里删除照片记录和相册（图片文件保留）。result {photos}：删除的照片数。`,
        params: idParams,
        querystring: albumDeleteQuery,
      }),
    },
    async (request) => {
      const { id } = validate(idParams, request.params);
      const { force } = validate(albumDeleteQuery, request.query);
      return ok(await service.deleteAlbum(id, force === '1'), ALBUM_MESSAGES.deleted);
    },
  );

  app.post(
    '/photo/getPhotoListByAlbumId',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '相册的照片（管理员，分页，按显示顺序）', description: `${adminOnly}result 另带 album（相册本身）。`, body: adminPhotoListBody }),
    },
    async (request) => ok(await service.photos(validate(adminPhotoListBody, request.body))),
  );

  app.post(
    '/photo/addPhotos',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '往相册里添加已上传的照片（管理员）',
        description: `${adminOnly}urls 为 1–${ALBUM_LIMITS.photosPerAdd} 个 /api/upload/img 返回的地址（/uploads/img/<sha256>.webp），按顺序排在相册末尾；宽高从上传的文件读取。不是本站上传的地址 400；文件不在了 code 100，整批都不添加。相册里已有的地址不重复添加（result.skipped）。`,
        body: addPhotosBody,
      }),
    },
    async (request) => {
      const { album_id, urls } = validate(addPhotosBody, request.body);
      return ok(await service.addPhotos(album_id, urls), ALBUM_MESSAGES.added);
    },
  );

  app.put(
    '/photo/deletePhotos',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '删除照片（管理员，可多张）', description: `${adminOnly}ids 1–${ALBUM_LIMITS.photosPerBatch} 个；result {count}。图片文件保留。`, body: deletePhotosBody }),
    },
    async (request) => ok(await service.deletePhotos(validate(deletePhotosBody, request.body).ids), ALBUM_MESSAGES.deleted),
  );

  app.put(
    '/photo/movePhotos',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '把照片移到另一个相册（管理员，可多张）',
        description: `${adminOnly}按原来的顺序排到目标相册末尾；目标不存在 code 100「${ALBUM_MESSAGES.moveTargetMissing}」。result {count}。`,
        body: movePhotosBody,
      }),
    },
    async (request) => {
      const { ids, album_id } = validate(movePhotosBody, request.body);
      return ok(await service.movePhotos(ids, album_id), ALBUM_MESSAGES.moved);
    },
  );
};

export default photoAdminRoutes;
