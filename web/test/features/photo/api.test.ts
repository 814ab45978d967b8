import { describe, expect, it } from 'vitest';
import { getAlbumPhotos } from '@/features/photo/api';
import { serve } from '../fakeApi';

const photo = { id: 12, album_id: 3, url: '/uploads/p.webp', width: 10, height: 10, createdAt: '2024-05-01 10:00:00' };
const album = { id: 3, album_name: '旅行', album_cover: '', description: '山海之间', photo_count: 1 };

describe('photo api: the photos call answers a bare array (the original contract)', () => {
  it('takes the album name and description from the album list', async () => {
    serve({ '/api/photo/getAllPhotosByAlbumId/3': { code: 0, result: [photo] }, '/api/photoAlbum/getAllAlbumList': { code: 0, result: [album] } });
    await expect(getAlbumPhotos(3)).resolves.toEqual({ album, list: [photo] });
  });

  it('null when the album is missing (a refusal, or not in the list)', async () => {
    serve({ '/api/photo/getAllPhotosByAlbumId/4': { code: 100, message: '相册不存在或已被删除' }, '/api/photoAlbum/getAllAlbumList': { code: 0, result: [album] } });
    await expect(getAlbumPhotos(4)).resolves.toBeNull();
    serve({ '/api/photo/getAllPhotosByAlbumId/5': { code: 0, result: [] }, '/api/photoAlbum/getAllAlbumList': { code: 0, result: [album] } });
    await expect(getAlbumPhotos(5)).resolves.toBeNull();
  });
});
