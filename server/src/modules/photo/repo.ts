import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** SQL of the album pages. */

export interface AlbumRow {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  photo_count: number;
  first_photo: string | null;
}

/**
 * Albums (as `a`) with their photo count and first photo from correlated subqueries (a handful of
 * albums); callers add the album columns they show. Shared with the console's adminRepo.ts.
 */
export const albumsWithPhotos = (k: Kysely<Database>) =>
  k
    .selectFrom('photo_album as a')
    .select((eb) => [
      eb
        .selectFrom('photo')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('photo.album_id', '=', 'a.id')
        .as('photo_count'),
      eb.selectFrom('photo').select('photo.url').whereRef('photo.album_id', '=', 'a.id').orderBy('photo.sort').orderBy('photo.id').limit(1).as('first_photo'),
    ]);

/** PostgreSQL answers count(*) as a bigint string; an album without photos has no first one. */
export const withPhotoStats = <R extends { photo_count: number | null; first_photo: string | null }>(row: R) => ({
  ...row,
  photo_count: Number(row.photo_count ?? 0),
  first_photo: row.first_photo ?? null,
});

export function createPhotoRepo(db: Db) {
  const k = db.kysely;

  return {
    /** Newest album first. */
    async albums(): Promise<AlbumRow[]> {
      const rows = await albumsWithPhotos(k)
        .select(['a.id', 'a.album_name', 'a.album_cover', 'a.description'])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
      return rows.map(withPhotoStats);
    },

    album: (id: number) => k.selectFrom('photo_album').select(['id', 'album_name', 'description']).where('id', '=', id).executeTakeFirst(),

    /** Newest first: the last added (the end of the album's order) leads. */
    photos: (albumId: number) =>
      k
        .selectFrom('photo')
        .select(['id', 'album_id', 'url', 'width', 'height', 'created_at'])
        .where('album_id', '=', albumId)
        .orderBy('sort', 'desc')
        .orderBy('id', 'desc')
        .execute(),
  };
}

export type PhotoRepo = ReturnType<typeof createPhotoRepo>;
