import { ALBUM_MISSING_MESSAGE, type PhotoAlbumItem, type PhotoItem } from '@blog/contract';
import { siteDateTime } from '../../platform/siteTime';
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

    /** The album's photos, newest first (the original's order), as a bare array. */
    async photos(albumId: number): Promise<PhotoItem[]> {
      if (!(await repo.album(albumId))) throw refusal(ALBUM_MISSING_MESSAGE);
      return (await repo.photos(albumId)).map(({ created_at, ...photo }) => ({ ...photo, createdAt: siteDateTime(created_at) }));
    },
  };
}
