import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { USER_ROLE, type UploadResult } from '@blog/contract';
import type { Db } from '../../db/connection';
import { bearerToken, createAuthGuards, SESSION_EXPIRED_MESSAGE, unauthorized } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { ApiError, badRequest, refusal } from '../../platform/errors';
import { consumeAttempts } from '../../platform/rateLimit';
import { abortWhenBodyCut } from '../../platform/uploadInbox';
import type { Uploader } from '../storage/uploadSpace';
import { createFaviconStore, FAVICON_MESSAGES, ICO_MAX_BYTES } from './favicon';
import { createImageStore, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from './service';

const tags = ['上传'];
const FILE_MISSING_MESSAGE = '请选择要上传的图片';

/**
 * Per user: 60 images in 10 minutes is plenty for chat and avatars, and bounds CPU spent in sharp.
 * The admin is not counted: filling an album means uploading hundreds of photos in one sitting.
 */
export const UPLOAD_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

/**
 * Per address for visitors who are not logged in (the original client uploads a guestbook entry's
 * background before posting, without a login): a few pictures, not a free image host.
 */
export const GUEST_UPLOAD_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

export const MALFORMED_FORM_MESSAGE = '上传的表单格式不正确，请重新选择图片上传';

const hasStatus = (error: unknown) => typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(FILE_MISSING_MESSAGE);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw badRequest(FILE_MISSING_MESSAGE);
    const stopWatching = abortWhenBodyCut(request, file.file);
    const bytes = await file.toBuffer().finally(stopWatching);
    // toBuffer checks busboy's limit flag per chunk and can miss it when the cut comes with the
    // stream's end; a file cut at 5 MB would then be saved as if it were whole.
    if (file.file.truncated) throw refusal(IMAGE_TOO_LARGE_MESSAGE);
    return bytes;
  } catch (error) {
    // 200 code 100 rather than 413: the original client's interceptor shows no message for 413.
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw refusal(IMAGE_TOO_LARGE_MESSAGE);
    if (hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT')) throw badRequest('一次只能上传一张图片');
    if (error instanceof ApiError || hasStatus(error)) throw error;
    // Only the request's bytes are read here: anything else the parser throws (no boundary, a cut
    // or malformed form) is the client's, not a server fault.
    throw badRequest(MALFORMED_FORM_MESSAGE);
  }
}

/** POST /api/upload/img: multipart field `file`; logged-in users and, within a tighter limit, guests. */
const uploadRoutes: FastifyPluginAsync<{ db: Db; dataDir: string }> = async (app, { db, dataDir }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });
  const guards = createAuthGuards(db);
  const perUser = app.rateLimits.limiter('upload-user', UPLOAD_LIMIT);
  const perGuest = app.rateLimits.limiter('upload-guest', GUEST_UPLOAD_LIMIT);

  app.post(
    '/img',
    {
      // 5 MB from a phone on a poor line can take minutes; a stalled body is cut by the idle limit.
      config: { bodyTimeout: 'upload' },
      schema: routeDoc({
        tags,
        summary: '上传图片',
        description: `multipart 字段 file。登录用户和游客都可以上传（原版客户端在游客发布留言时先上传背景图）；带了 token 但已失效：401。按文件内容识别格式，${IMAGE_TYPE_MESSAGE}；不超过 5MB（否则 HTTP 200，code 100「${IMAGE_TOO_LARGE_MESSAGE}」，什么都不存）。图片统一重新编码为 WebP（去掉 EXIF/GPS 等元数据，长边不超过 2560 像素，动图保持动画），以内容的 SHA-256 命名，返回 result.url（本站的相对地址 /uploads/img/<sha256>.webp）。频率限制：普通用户每人 10 分钟 ${UPLOAD_LIMIT.max} 张，游客每个地址 10 分钟 ${GUEST_UPLOAD_LIMIT.max} 张，超出 429；管理员不受此限制。每天的容量：游客每个地址、用户每人、以及一个地址的全部非管理员上传合计各有上限（UPLOAD_GUEST_DAILY_MB、UPLOAD_USER_DAILY_MB、UPLOAD_ADDRESS_DAILY_MB，按站点时区的日期），网站另有总的上传空间上限（网站设置）；用完时 HTTP 200，code 100 并说明是哪一项，什么都不存；管理员只受网站上限约束。`,
      }),
    },
    async (request, reply) => {
      let uploader: Uploader;
      if (request.userId !== null) {
        await guards.requireUser(request, reply);
        // requireUser has just read the role from the database.
        if (request.userRole !== USER_ROLE.admin) await consumeAttempts([{ limiter: perUser, key: String(request.userId) }], reply);
        uploader = request.userRole === USER_ROLE.admin ? { kind: 'admin' } : { kind: 'user', userId: request.userId, ip: request.ip };
      } else {
        // A token that no longer works must not quietly turn into a guest upload.
        if (bearerToken(request.headers.authorization)) throw unauthorized(SESSION_EXPIRED_MESSAGE);
        await consumeAttempts([{ limiter: perGuest, key: request.ip }], reply);
        uploader = { kind: 'guest', ip: request.ip };
      }
      // A spent budget or a full site is told before the body is read and decoded. Code 100, as for
      // an oversize picture: the original client shows it (429 would leave it hanging).
      const full = await app.uploadSpace.precheck(uploader);
      if (full) throw refusal(full);
      const store = createImageStore(dataDir, { admit: app.uploadSpace.admission(uploader) });
      const bytes = await readSingleFile(request);
      // The admin (filling an album) waits for a decode turn; everyone else may be told the server is busy.
      const turn = request.userRole === USER_ROLE.admin ? 'wait' : 'queue';
      const result: UploadResult = { url: await store.save(bytes, turn) };
      return ok(result, '上传成功');
    },
  );

  app.post(
    '/favicon',
    {
      config: { bodyTimeout: 'upload' },
      preHandler: guards.requireAdmin,
      schema: routeDoc({
        tags: ['上传'],
        summary: '上传网站图标（管理员）',
        description: `multipart 字段 file。仅管理员；未登录 401，非管理员 403「权限不足」。PNG/JPG/WEBP/GIF 与普通图片一样转成 WebP；ICO（不超过 ${ICO_MAX_BYTES / 1024}KB，每张图是 PNG 或 BMP）原样保存为 /uploads/img/<sha256>.ico；SVG 拒绝：400「${FAVICON_MESSAGES.svgRefused}」。返回 result.url，再在网站设置里保存为 favicon。`,
      }),
    },
    async (request) => {
      const admit = app.uploadSpace.admission({ kind: 'admin' });
      const favicons = createFaviconStore(dataDir, createImageStore(dataDir, { admit }), admit);
      const result: UploadResult = { url: await favicons.save(await readSingleFile(request)) };
      return ok(result, '上传成功');
    },
  );
};

export default uploadRoutes;
