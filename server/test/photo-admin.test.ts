import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ALBUM_MESSAGES,
  API_CODE,
  type AdminAlbumPhotos,
  type AdminAlbumRow,
  type PhotoItem,
  type PhotoAlbumItem,
  type PhotosAdded,
} from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { uploadImage } from './helpers/upload';
import { UPLOAD_LIMIT } from '../src/modules/upload/routes';

const png = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Every row these calls could change. */
async function snapshot(server: TestServer) {
  const k = server.db.kysely;
  return {
    albums: await k.selectFrom('photo_album').select(['id', 'album_name', 'description', 'album_cover', 'updated_at']).orderBy('id').execute(),
    photos: await k.selectFrom('photo').select(['id', 'album_id', 'url', 'width', 'height', 'sort']).orderBy('id').execute(),
  };
}

describeEachEngine('后台：相册与照片', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  /** Uploaded through /api/upload/img as the admin, with their real pixel sizes. */
  const uploads: Array<{ url: string; width: number; height: number }> = [];
  const ids: Record<string, number> = {};

  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const admin = {
    albums: (body: unknown = {}) => post<AdminAlbumRow[]>(server, '/api/photoAlbum/getAlbumList', body, auth()),
    addAlbum: (body: unknown) => post<AdminAlbumRow>(server, '/api/photoAlbum/addAlbum', body, auth()),
    updateAlbum: (body: unknown) => call<AdminAlbumRow>(server, 'PUT', '/api/photoAlbum/updateAlbum', { ...auth(), body }),
    deleteAlbum: (id: number, query = '') => call<{ photos: number }>(server, 'DELETE', `/api/photoAlbum/deleteAlbum/${id}${query}`, auth()),
    photos: (body: unknown) => post<AdminAlbumPhotos>(server, '/api/photo/getPhotoListByAlbumId', body, auth()),
    addPhotos: (body: unknown) => post<PhotosAdded>(server, '/api/photo/addPhotos', body, auth()),
    deletePhotos: (body: unknown) => call<{ count: number }>(server, 'PUT', '/api/photo/deletePhotos', { ...auth(), body }),
    movePhotos: (body: unknown) => call<{ count: number }>(server, 'PUT', '/api/photo/movePhotos', { ...auth(), body }),
  };
  const visitor = {
    albums: async () => resultOf(await get<PhotoAlbumItem[]>(server, '/api/photoAlbum/getAllAlbumList')),
    // The visitors' list is newest first; reversed, it is the album's own order (what these tests follow).
    photos: async (id: number) => resultOf(await get<PhotoItem[]>(server, `/api/photo/getAllPhotosByAlbumId/${id}`)).slice().reverse(),
  };

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'album');
    for (const [colour, width, height] of [
      ['#e44', 120, 80],
      ['#4e4', 60, 90],
      ['#44e', 100, 100],
      ['#ee4', 200, 50],
    ] as const) {
      const { status, body } = await uploadImage(server, await png(colour, width, height), { token: accounts.adminToken });
      expect([status, body.code]).toEqual([200, API_CODE.success]);
      uploads.push({ url: body.result!.url, width, height });
    }
    const k = server.db.kysely;
    const stamp = '2024-01-01T00:00:00.000Z';
    const album = async (album_name: string) =>
      (await k.insertInto('photo_album').values({ album_name, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow()).id;
    ids.old = await album('旧相册');
    await k.insertInto('photo').values({ album_id: ids.old, url: '/uploads/seed/old.webp', width: 10, height: 10, sort: 0, created_at: stamp, updated_at: stamp }).execute();
  });

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    const calls: AdminCall[] = [
      ['POST', '/api/photoAlbum/getAlbumList', {}],
      ['POST', '/api/photoAlbum/addAlbum', { album_name: '越权相册' }],
      ['PUT', '/api/photoAlbum/updateAlbum', { id: ids.old, album_name: '越权改名' }],
      ['DELETE', `/api/photoAlbum/deleteAlbum/${ids.old}?force=1`],
      ['POST', '/api/photo/getPhotoListByAlbumId', { album_id: ids.old, current: 1, size: 10 }],
      ['POST', '/api/photo/addPhotos', { album_id: ids.old, urls: [uploads[0]!.url] }],
      ['PUT', '/api/photo/deletePhotos', { ids: [1] }],
      ['PUT', '/api/photo/movePhotos', { ids: [1], album_id: ids.old }],
    ];
    await expectAdminOnly(server, calls, accounts.userToken, () => snapshot(server));
  });

  it('参数不合法：400 和中文原因，什么都不写', async () => {
    const before = await snapshot(server);
    const albums: Array<[unknown, string]> = [
      [{}, ALBUM_MESSAGES.nameMissing],
      [{ album_name: '   ' }, ALBUM_MESSAGES.nameMissing],
      [{ album_name: '名'.repeat(33) }, '相册名称不能超过 32 个字'],
      [{ album_name: '简介太长', description: '字'.repeat(201) }, '相册简介不能超过 200 个字'],
      [{ album_name: '外链封面', album_cover: 'https://evil.example.com/x.jpg' }, ALBUM_MESSAGES.coverInvalid],
      [{ album_name: '脚本封面', album_cover: 'javascript:alert(1)' }, ALBUM_MESSAGES.coverInvalid],
    ];
    for (const [body, message] of albums) {
      const response = await admin.addAlbum(body);
      expect([response.status, response.body.code, response.body.message]).toEqual([400, 400, message]);
    }
    expect((await admin.updateAlbum({ id: 'x', album_name: '改' })).body.message).toBe('编号必须是数字');

    const photos: Array<[unknown, string]> = [
      [{ album_id: ids.old, urls: [] }, ALBUM_MESSAGES.urlsMissing],
      [{ album_id: ids.old }, ALBUM_MESSAGES.urlsMissing],
      [{ album_id: ids.old, urls: Array.from({ length: 51 }, () => uploads[0]!.url) }, '一次最多添加 50 张照片'],
      [{ album_id: ids.old, urls: ['https://example.com/a.webp'] }, ALBUM_MESSAGES.urlInvalid],
      [{ album_id: ids.old, urls: ['/uploads/seed/old.webp'] }, ALBUM_MESSAGES.urlInvalid],
      [{ album_id: ids.old, urls: [`/uploads/img/../../${'a'.repeat(58)}.webp`] }, ALBUM_MESSAGES.urlInvalid],
      [{ album_id: 0, urls: [uploads[0]!.url] }, '编号必须大于 0'],
    ];
    for (const [body, message] of photos) {
      const response = await admin.addPhotos(body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect((await admin.deletePhotos({ ids: [] })).body.message).toBe(ALBUM_MESSAGES.idsMissing);
    expect((await admin.movePhotos({ ids: [1], album_id: 'x' })).body.message).toBe('编号必须是数字');
    expect((await admin.deleteAlbum(ids.old!, '?force=yes')).status).toBe(400);
    expect((await admin.photos({ album_id: ids.old, current: 1, size: 51 })).body.message).toBe('每页条数不能大于 50');
    expect(await snapshot(server)).toEqual(before);
  });

  it('新建相册：访客立刻看到；重名被拒绝', async () => {
    const response = await admin.addAlbum({ album_name: '  海边  ', description: '夏天的海' });
    expect([response.body.code, response.body.message]).toEqual([API_CODE.success, '保存成功']);
    expect(response.body.result).toMatchObject({ album_name: '海边', description: '夏天的海', album_cover: '', shown_cover: '', photo_count: 0 });
    ids.sea = response.body.result.id;
    expect((await visitor.albums()).find((album) => album.id === ids.sea)).toEqual({
      id: ids.sea,
      album_name: '海边',
      album_cover: '',
      description: '夏天的海',
      photo_count: 0,
    });
    const duplicate = await admin.addAlbum({ album_name: '海边' });
    expect([duplicate.body.code, duplicate.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.nameTaken]);
    ids.mountain = resultOf(await admin.addAlbum({ album_name: '山里' })).id;
    const renameClash = await admin.updateAlbum({ id: ids.mountain, album_name: '海边' });
    expect(renameClash.body.message).toBe(ALBUM_MESSAGES.nameTaken);
  });

  it('添加上传的照片：按顺序排在末尾，宽高从文件读出，访客立刻看到；没有封面的相册用第一张', async () => {
    const [a, b, c] = uploads;
    const response = await admin.addPhotos({ album_id: ids.sea, urls: [a!.url, b!.url, c!.url] });
    expect([response.body.code, response.body.message]).toEqual([API_CODE.success, '添加成功']);
    expect(response.body.result.skipped).toBe(0);
    expect(response.body.result.added.map((p) => [p.url, p.width, p.height])).toEqual([a, b, c].map((u) => [u!.url, u!.width, u!.height]));

    const seen = await visitor.photos(ids.sea!);
    expect(seen.map((p) => ({ url: p.url, width: p.width, height: p.height }))).toEqual([a, b, c]);
    expect((await visitor.albums()).find((album) => album.id === ids.sea)).toMatchObject({ album_cover: a!.url, photo_count: 3 });

    // The same picture again is not added twice; a new one goes to the end.
    const again = resultOf(await admin.addPhotos({ album_id: ids.sea, urls: [b!.url, uploads[3]!.url, uploads[3]!.url] }));
    expect([again.added.map((p) => p.url), again.skipped]).toEqual([[uploads[3]!.url], 2]);
    expect((await visitor.photos(ids.sea!)).map((p) => p.url)).toEqual([a, b, c, uploads[3]].map((u) => u!.url));

    const page = resultOf(await admin.photos({ album_id: ids.sea, current: 2, size: 3 }));
    expect([page.total, page.list.map((p) => p.url), page.album.album_name]).toEqual([4, [uploads[3]!.url], '海边']);
  });

  it('不是本站上传的文件：整批都不添加', async () => {
    const before = await snapshot(server);
    const ghost = `/uploads/img/${'0'.repeat(64)}.webp`;
    const response = await admin.addPhotos({ album_id: ids.mountain, urls: [uploads[0]!.url, ghost] });
    expect([response.body.code, response.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.fileMissing(ghost)]);
    const missingAlbum = await admin.addPhotos({ album_id: 424242, urls: [uploads[0]!.url] });
    expect([missingAlbum.body.code, missingAlbum.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.missing]);
    expect(await snapshot(server)).toEqual(before);
  });

  it('修改相册：封面、名称和简介访客立刻看到', async () => {
    const cover = uploads[2]!.url;
    const saved = resultOf(await admin.updateAlbum({ id: ids.sea, album_name: '海边的夏天', description: '', album_cover: cover }));
    expect(saved).toMatchObject({ album_name: '海边的夏天', album_cover: cover, shown_cover: cover, photo_count: 4 });
    expect((await visitor.albums()).find((album) => album.id === ids.sea)).toMatchObject({ album_name: '海边的夏天', album_cover: cover, description: '' });
    const listed = resultOf(await admin.albums({ album_name: '夏天' }));
    expect(listed.map((album) => album.id)).toEqual([ids.sea]);
  });

  it('把照片移到另一个相册：按原顺序排到末尾', async () => {
    const photos = (await visitor.photos(ids.sea!));
    const [first, second] = [photos[0]!, photos[1]!];
    const response = await admin.movePhotos({ ids: [second.id, first.id], album_id: ids.old });
    expect([response.body.code, response.body.message, response.body.result]).toEqual([API_CODE.success, '移动成功', { count: 2 }]);
    expect((await visitor.photos(ids.old!)).map((p) => p.id)).toEqual([expect.any(Number), first.id, second.id]);
    expect((await visitor.photos(ids.sea!)).map((p) => p.id)).toEqual(photos.slice(2).map((p) => p.id));

    const nowhere = await admin.movePhotos({ ids: [first.id], album_id: 424242 });
    expect([nowhere.body.code, nowhere.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.moveTargetMissing]);
  });

  it('删除照片', async () => {
    const photos = (await visitor.photos(ids.old!));
    const response = await admin.deletePhotos({ ids: [photos[1]!.id, 424242] });
    expect([response.body.code, response.body.result]).toEqual([API_CODE.success, { count: 1 }]);
    expect((await visitor.photos(ids.old!)).map((p) => p.id)).toEqual([photos[0]!.id, photos[2]!.id]);
    const none = await admin.deletePhotos({ ids: [424242] });
    expect([none.body.code, none.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.photosMissing]);
  });

  it('删除相册：有照片时拒绝并说明张数，force=1 连同照片删除；空相册直接删除', async () => {
    const before = await snapshot(server);
    const refused = await admin.deleteAlbum(ids.old!);
    expect([refused.body.code, refused.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.notEmpty(2)]);
    expect(refused.body.message).toBe('相册里还有 2 张照片，请先删除或移走照片，或选择连同照片一起删除');
    expect(await snapshot(server)).toEqual(before);

    const forced = await admin.deleteAlbum(ids.old!, '?force=1');
    expect([forced.body.code, forced.body.message, forced.body.result]).toEqual([API_CODE.success, '删除成功', { photos: 2 }]);
    expect(await server.db.kysely.selectFrom('photo').select('id').where('album_id', '=', ids.old!).execute()).toEqual([]);
    expect((await visitor.albums()).some((album) => album.id === ids.old)).toBe(false);

    expect(resultOf(await admin.deleteAlbum(ids.mountain!))).toEqual({ photos: 0 });
    const gone = await admin.deleteAlbum(ids.mountain!);
    expect([gone.body.code, gone.body.message]).toEqual([API_CODE.warning, ALBUM_MESSAGES.missing]);
  });

  it('上传频率限制只管普通用户：管理员连传超过上限也不被拦', async () => {
    const picture = await png('#888', 8, 8);
    for (let i = 0; i <= UPLOAD_LIMIT.max; i++) {
      const response = await uploadImage(server, picture, { token: accounts.adminToken });
      expect([i, response.status]).toEqual([i, 200]);
    }
    // An ordinary user is still stopped after the limit.
    let last = 0;
    for (let i = 0; i <= UPLOAD_LIMIT.max; i++) last = (await uploadImage(server, picture, { token: accounts.userToken })).status;
    expect(last).toBe(429);
  });

  it('OpenAPI 文档列出每个相册管理接口', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const expected: Array<[string, string]> = [
      ['/api/photoAlbum/getAlbumList', 'post'],
      ['/api/photoAlbum/addAlbum', 'post'],
      ['/api/photoAlbum/updateAlbum', 'put'],
      ['/api/photoAlbum/deleteAlbum/{id}', 'delete'],
      ['/api/photo/getPhotoListByAlbumId', 'post'],
      ['/api/photo/addPhotos', 'post'],
      ['/api/photo/deletePhotos', 'put'],
      ['/api/photo/movePhotos', 'put'],
    ];
    for (const [path, method] of expected) expect([path, method, spec.paths[path]?.[method]?.tags]).toEqual([path, method, ['相册']]);
  });
});
