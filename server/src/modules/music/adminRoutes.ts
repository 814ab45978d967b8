import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import {
  adminSongListBody,
  idParams,
  MUSIC_ADMIN_LIMITS,
  MUSIC_ADMIN_MESSAGES,
  playlistLayoutBody,
  playlistSongsBody,
  playlistUpdateBody,
  playlistWriteBody,
  songLyricBody,
  songUpdateBody,
} from '@blog/contract';
import type { Db } from '../../db/connection';
import { createAuthGuards } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { sweepPartsWhileRunning } from '../../platform/uploadInbox';
import { ApiError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { createMusicAdminRepo } from './adminRepo';
import { createMusicAdminService } from './adminService';
import { INCOMING_DIR, type MusicLibrary } from './library';
import type { MusicRepo } from './repo';
import { dataMusicDir, type MusicRoot } from './roots';
import { receiveSong } from './upload';

const tags = ['音乐'];
const ADMIN_UPLOADER = { kind: 'admin' } as const;
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const MB = MUSIC_ADMIN_LIMITS.audioMaxBytes / 1024 / 1024;

export interface MusicAdminOptions {
  db: Db;
  library: MusicLibrary;
  repo: MusicRepo;
  roots: readonly MusicRoot[];
  dataDir: string;
}

/** The console's music calls under /api/music (DESIGN.md §8); every one behind requireAdmin. */
const musicAdminRoutes: FastifyPluginAsync<MusicAdminOptions> = async (app, { db, library, repo, roots, dataDir }) => {
  // Only this plugin takes audio bodies; the limit is checked per call in receiveSong.
  await app.register(multipart, { limits: { fileSize: MUSIC_ADMIN_LIMITS.audioMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });
  await sweepPartsWhileRunning(app, path.join(dataMusicDir(dataDir), INCOMING_DIR));
  const preHandler = createAuthGuards(db).requireAdmin;
  const service = createMusicAdminService(createMusicAdminRepo(db), repo, roots);

  app.post(
    '/rescan',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '重新扫描音乐库（仅管理员）',
        description: '扫描 DATA_DIR/music 与 MUSIC_DIR；result 为 {added, updated, unchanged, removed, skipped:[{file, reason}]}。',
      }),
    },
    async () => ok(await library.scan(), '扫描完成'),
  );

  app.post(
    '/upload',
    {
      preHandler,
      // A 100 MB song may take long on a slow line: the idle limit, not a short overall one.
      config: { bodyTimeout: 'upload' },
      schema: routeDoc({
        tags,
        summary: '上传一首歌（管理员）',
        description: `${adminOnly}multipart 字段 file，一次一个文件，不超过 ${MB}MB（否则 413「${MUSIC_ADMIN_MESSAGES.tooLarge}」）。按文件内容识别 MP3、FLAC、OGG、M4A、WAV（与文件名无关），读出标题、歌手、专辑、封面、时长和内嵌歌词；不是音频或无法解码时 400，不留下文件也不写记录。网站的上传空间（网站设置）放不下时 413 并说明怎么办，什么都不留。文件存到 DATA_DIR/music/uploads。result 为这首歌。`,
      }),
    },
    async (request) => {
      // The admin has no daily budget, only the site's quota: told before the body is read, and
      // checked again with the file's size (413, as the console's upload list shows per file).
      const full = await app.uploadSpace.precheck(ADMIN_UPLOADER);
      if (full) throw new ApiError(413, full);
      const song = await receiveSong(request, dataDir, MUSIC_ADMIN_LIMITS.audioMaxBytes);
      const refused = await app.uploadSpace.admit(ADMIN_UPLOADER, song.size);
      if (refused) {
        await rm(song.file, { force: true });
        throw new ApiError(413, refused);
      }
      return ok(await service.addUploaded(song), MUSIC_ADMIN_MESSAGES.uploaded);
    },
  );

  app.post(
    '/songs',
    { preHandler, schema: routeDoc({ tags, summary: '歌曲列表（管理员，分页，可搜索）', description: `${adminOnly}新导入的在前；keyword 匹配歌名、歌手、别名。`, body: adminSongListBody }) },
    async (request) => {
      const { current, size, keyword } = validate(adminSongListBody, request.body ?? {});
      return ok(await service.songs(keyword, current, size));
    },
  );

  app.get(
    '/song/:id',
    { preHandler, schema: routeDoc({ tags, summary: '一首歌（管理员，带歌词）', description: adminOnly, params: idParams }) },
    async (request) => ok(await service.song(validate(idParams, request.params).id)),
  );

  app.put(
    '/song',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '修改歌名、歌手、专辑、别名、封面（管理员）',
        description: `${adminOnly}改过的信息以后重新扫描也保留（不被文件标签覆盖）。cover 为本站上传的图片地址或空（默认封面）。`,
        body: songUpdateBody,
      }),
    },
    async (request) => {
      const { id, ...meta } = validate(songUpdateBody, request.body);
      return ok(await service.updateSong(id, meta), MUSIC_ADMIN_MESSAGES.saved);
    },
  );

  app.put(
    '/lyric',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '设置歌词（管理员，LRC）',
        description: `${adminOnly}每个非空行是 [ti:…] 之类的标签，或以 [分:秒.毫秒] 时间标签开头（秒不超过 59）；不符合时 400，消息说明是第几行，什么都不改。空字符串清除歌词。`,
        body: songLyricBody,
      }),
    },
    async (request) => {
      const { id, lyric } = validate(songLyricBody, request.body);
      return ok(await service.setLyric(id, lyric), MUSIC_ADMIN_MESSAGES.saved);
    },
  );

  app.delete(
    '/song/:id',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '删除一首歌（管理员）', description: `${adminOnly}删除音频文件（和旁边的 .lrc），歌单里也不再有它。result {playlists}：它原来所在的歌单数。`, params: idParams }),
    },
    async (request) => ok(await service.deleteSong(validate(idParams, request.params).id), MUSIC_ADMIN_MESSAGES.deleted),
  );

  app.get(
    '/playlists',
    { preHandler, schema: routeDoc({ tags, summary: '全部歌单（管理员）', description: `${adminOnly}先是音乐面板显示的（按面板顺序），再是隐藏的。` }) },
    async () => ok(await service.playlists()),
  );

  app.get(
    '/playlist/:id',
    { preHandler, schema: routeDoc({ tags, summary: '一个歌单和它的歌（管理员）', description: adminOnly, params: idParams }) },
    async (request) => ok(await service.playlist(validate(idParams, request.params).id)),
  );

  app.post(
    '/playlist',
    { preHandler, schema: routeDoc({ tags, summary: '新建歌单（管理员）', description: `${adminOnly}排在音乐面板最后；重名 code 100「${MUSIC_ADMIN_MESSAGES.playlistNameTaken}」。`, body: playlistWriteBody }) },
    async (request) => ok(await service.createPlaylist(validate(playlistWriteBody, request.body)), MUSIC_ADMIN_MESSAGES.saved),
  );

  app.put(
    '/playlist',
    { preHandler, schema: routeDoc({ tags, summary: '修改歌单名称、封面、简介（管理员）', description: adminOnly, body: playlistUpdateBody }) },
    async (request) => {
      const { id, ...fields } = validate(playlistUpdateBody, request.body);
      return ok(await service.updatePlaylist(id, fields), MUSIC_ADMIN_MESSAGES.saved);
    },
  );

  app.delete(
    '/playlist/:id',
    { preHandler, schema: routeDoc({ tags, summary: '删除歌单（管理员）', description: `${adminOnly}歌曲本身保留；最新上架、热门播放不能删除。`, params: idParams }) },
    async (request) => {
      await service.deletePlaylist(validate(idParams, request.params).id);
      return ok(null, MUSIC_ADMIN_MESSAGES.deleted);
    },
  );

  app.put(
    '/playlist/songs',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '设置歌单的歌和顺序（管理员）', description: `${adminOnly}songIds 为全部歌曲，按播放顺序；不存在的歌略过。`, body: playlistSongsBody }),
    },
    async (request) => {
      const { id, songIds } = validate(playlistSongsBody, request.body);
      return ok(await service.setPlaylistSongs(id, songIds), MUSIC_ADMIN_MESSAGES.saved);
    },
  );

  app.put(
    '/playlists/layout',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '音乐面板显示哪些歌单、顺序和默认歌单（管理员）',
        description: `${adminOnly}shownIds 按显示顺序，其余歌单隐藏；defaultId 为打开面板时选中的歌单，必须在 shownIds 里。访客的 /wapi/toplist/detail 随之改变（defaultId 字段）。`,
        body: playlistLayoutBody,
      }),
    },
    async (request) => {
      const { shownIds, defaultId } = validate(playlistLayoutBody, request.body);
      return ok(await service.setLayout(shownIds, defaultId), MUSIC_ADMIN_MESSAGES.saved);
    },
  );
};

export default musicAdminRoutes;
