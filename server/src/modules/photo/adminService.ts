import {
  ALBUM_MESSAGES,
  type AdminAlbumPhotos,
  type AdminAlbumRow,
  type AdminPhotoRow,
  type AlbumDeleted,
  type PhotosAdded,
  type PhotosChanged,
} from '@blog/contract';
import { refusedWhenTaken } from '../../db/unique';
import { refusal } from '../../platform/errors';
import type { AdminAlbumRecord, AdminPhotoRecord, AlbumFields, NewPhoto, PhotoAdminRepo } from './adminRepo';
import type { UploadedImageSizes } from './imageSize';

const toAlbum = (record: AdminAlbumRecord): AdminAlbumRow => ({
  id: record.id,
  album_name: record.album_name,
  description: record.description,
  album_cover: record.album_cover,
  // The same fallback visitors get (service.ts): the first photo stands in for a missing cover.
  shown_cover: record.album_cover || record.first_photo || '',
  photo_count: record.photo_count,
  createdAt: record.created_at,
  updatedAt: record.updated_at,
});

const toPhoto = (record: AdminPhotoRecord): AdminPhotoRow => ({
  id: record.id,
  album_id: record.album_id,
  url: record.url,
  width: record.width,
  height: record.height,
  createdAt: record.created_at,
});

/** The blogger's albums and photos: unique album names, sizes read from the uploaded files. */
export function createPhotoAdminService(repo: PhotoAdminRepo, sizeOf: UploadedImageSizes) {
  async function album(id: number): Promise<AdminAlbumRow> {
    const record = await repo.album(id);
    if (!record) throw refusal(ALBUM_MESSAGES.missing);
    return toAlbum(record);
  }

  return {
    albums: async (name?: string): Promise<AdminAlbumRow[]> => (await repo.albums(name || undefined)).map(toAlbum),

    async addAlbum(fields: AlbumFields): Promise<AdminAlbumRow> {
      if (await repo.nameTaken(fields.album_name)) throw refusal(ALBUM_MESSAGES.nameTaken);
      return album(await refusedWhenTaken(repo.insertAlbum(fields), ALBUM_MESSAGES.nameTaken));
    },

    async updateAlbum(id: number, fields: AlbumFields): Promise<AdminAlbumRow> {
      if (await repo.nameTaken(fields.album_name, id)) throw refusal(ALBUM_MESSAGES.nameTaken);
      if (!(await refusedWhenTaken(repo.updateAlbum(id, fields), ALBUM_MESSAGES.nameTaken))) throw refusal(ALBUM_MESSAGES.missing);
      return album(id);
    },

    async deleteAlbum(id: number, withPhotos: boolean): Promise<AlbumDeleted> {
      const removal = await repo.removeAlbum(id, withPhotos);
      if (removal.outcome === 'missing') throw refusal(ALBUM_MESSAGES.missing);
      if (removal.outcome === 'notEmpty') throw refusal(ALBUM_MESSAGES.notEmpty(removal.photos));
      return { photos: removal.photos };
    },

    async photos(request: { album_id: number; current: number; size: number }): Promise<AdminAlbumPhotos> {
      const owner = await album(request.album_id);
      const records = await repo.photoPage(request.album_id, (request.current - 1) * request.size, request.size);
      return { album: owner, current: request.current, size: request.size, total: owner.photo_count, list: records.map(toPhoto) };
    },

    /**
     * Appends uploaded images in the given order. Every URL must be a file our upload stored; one
     * that is not refuses the whole call. A URL the album already holds is not added twice, so
     * retrying after a partial failure is safe.
     */
    async addPhotos(albumId: number, urls: readonly string[]): Promise<PhotosAdded> {
      await album(albumId);
      const distinct = [...new Set(urls)];
      const present = await repo.urlsIn(albumId, distinct);
      const fresh = distinct.filter((url) => !present.has(url));
      const photos: NewPhoto[] = [];
      for (const url of fresh) {
        const size = await sizeOf(url);
        if (!size) throw refusal(ALBUM_MESSAGES.fileMissing(url));
        photos.push({ url, ...size });
      }
      const added = await repo.appendPhotos(albumId, photos);
      if (!added) throw refusal(ALBUM_MESSAGES.missing);
      return { added: added.map(toPhoto), skipped: urls.length - added.length };
    },

    async deletePhotos(ids: readonly number[]): Promise<PhotosChanged> {
      const count = await repo.deletePhotos(ids);
      if (count === 0) throw refusal(ALBUM_MESSAGES.photosMissing);
      return { count };
    },

    async movePhotos(ids: readonly number[], albumId: number): Promise<PhotosChanged> {
      const count = await repo.movePhotos(ids, albumId);
      if (count === undefined) throw refusal(ALBUM_MESSAGES.moveTargetMissing);
      if (count === 0) throw refusal(ALBUM_MESSAGES.photosMissing);
      return { count };
    },
  };
}
