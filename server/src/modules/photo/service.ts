import { ALBUM_MISSING_MESSAGE, type AlbumPhotos, type PhotoAlbumItem } from '@blog/contract';
import { refusal } from '../../platform/errors';
import type { PhotoRepo } from './repo';

export function createPhotoService(repo: PhotoRepo) {
  return {
    /** An album without its own cover shows its first photo. */
    async albums(): Promise<PhotoAlbumItem[]> {
      return (await repo.albums()).map((row) => ({
        id: row.id,
        album_name: row.album_name,
        album_cover: row.album_cover || row.first_photo || '',
        description: row.description,
        photo_count: row.photo_count,
      }));
    },

    async photos(albumId: number): Promise<AlbumPhotos> {
      const album = await repo.album(albumId);
      if (!album) throw refusal(ALBUM_MISSING_MESSAGE);
      return { album, list: await repo.photos(albumId) };
    },
  };
}
