import { beforeAll, expect, it } from 'vitest';
import { ALBUM_MISSING_MESSAGE, type PhotoItem, type PhotoAlbumItem } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('相册', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const k = server.db.kysely;
    const album = async (album_name: string, createdAt: string, album_cover = '') => {
      const row = await k
        .insertInto('photo_album')
        .values({ album_name, album_cover, description: `${album_name}的简介`, created_at: createdAt, updated_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    ids.travel = await album('旅行', '2024-03-01T00:00:00.000Z');
    ids.daily = await album('日常', '2024-02-01T00:00:00.000Z', '/uploads/daily-cover.webp');
    ids.empty = await album('空相册', '2024-01-01T00:00:00.000Z');

    const photo = async (album_id: number, url: string, sort: number, width: number, height: number) => {
      const stamp = '2024-03-01T00:00:00.000Z';
      await k.insertInto('photo').values({ album_id, url, sort, width, height, created_at: stamp, updated_at: stamp }).execute();
    };
    // Inserted out of order: the album must follow `sort`.
    await photo(ids.travel, '/uploads/t3.webp', 3, 800, 1200);
    await photo(ids.travel, '/uploads/t1.webp', 1, 1200, 800);
    await photo(ids.travel, '/uploads/t2.webp', 2, 900, 900);
    await photo(ids.daily, '/uploads/d1.webp', 1, 1280, 720);
  });

  it('列出全部相册：新的在前，带封面、简介和照片数', async () => {
    const albums = resultOf(await get<PhotoAlbumItem[]>(server, '/api/photoAlbum/getAllAlbumList'));
    expect(albums).toEqual([
      // No cover of its own: its first photo stands in.
      { id: ids.travel, album_name: '旅行', album_cover: '/uploads/t1.webp', description: '旅行的简介', photo_count: 3 },
      { id: ids.daily, album_name: '日常', album_cover: '/uploads/daily-cover.webp', description: '日常的简介', photo_count: 1 },
      { id: ids.empty, album_name: '空相册', album_cover: '', description: '空相册的简介', photo_count: 0 },
    ]);
  });

  it('一个相册的照片：result 就是数组，新加的在前，带宽高和日期', async () => {
    const result = resultOf(await get<PhotoItem[]>(server, `/api/photo/getAllPhotosByAlbumId/${ids.travel}`));
    expect(result.map(({ url, width, height }) => ({ url, width, height }))).toEqual([
      { url: '/uploads/t3.webp', width: 800, height: 1200 },
      { url: '/uploads/t2.webp', width: 900, height: 900 },
      { url: '/uploads/t1.webp', width: 1200, height: 800 },
    ]);
    for (const photo of result) {
      expect(photo.album_id).toBe(ids.travel);
      expect(photo.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    const empty = resultOf(await get<PhotoItem[]>(server, `/api/photo/getAllPhotosByAlbumId/${ids.empty}`));
    expect(empty).toEqual([]);
  });

  it('不存在的相册：中文提示；编号不对：400', async () => {
    const missing = await get(server, '/api/photo/getAllPhotosByAlbumId/424242');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 100, message: ALBUM_MISSING_MESSAGE, result: null });
    expect(missing.headers.get('cache-control')).toBeNull();
    for (const id of ['abc', '0', '1.5', '-1']) {
      const response = await get(server, `/api/photo/getAllPhotosByAlbumId/${id}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^编号/);
    }
  });

  it('相册对所有人都一样，可以短时间缓存', async () => {
    for (const path of ['/api/photoAlbum/getAllAlbumList', `/api/photo/getAllPhotosByAlbumId/${ids.travel}`]) {
      const response = await get(server, path);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    }
  });
});
