import type { Db } from '../../db/connection';

/** SQL of the album pages. */

export interface AlbumRow {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  photo_count: number;
  first_photo: string | null;
}

export function createPhotoRepo(db: Db) {
  const k = db.kysely;

  return {
    /** Newest album first; counts and the first photo come from correlated subqueries (a handful of albums). */
    async albums(): Promise<AlbumRow[]> {
      const rows = await k
        .selectFrom('photo_album as a')
        .select(['a.id', 'a.album_name', 'a.album_cover', 'a.description'])
        .select((eb) => [
          eb
            .selectFrom('photo')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .whereRef('photo.album_id', '=', 'a.id')
            .as('photo_count'),
          eb.selectFrom('photo').select('photo.url').whereRef('photo.album_id', '=', 'a.id').orderBy('photo.sort').orderBy('photo.id').limit(1).as('first_photo'),
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
      // PostgreSQL answers count(*) as a bigint string.
      return rows.map((row) => ({ ...row, photo_count: Number(row.photo_count ?? 0), first_photo: row.first_photo ?? null }));
    },

    album: (id: number) => k.selectFrom('photo_album').select(['id', 'album_name', 'description']).where('id', '=', id).executeTakeFirst(),

    photos: (albumId: number) =>
      k.selectFrom('photo').select(['id', 'url', 'width', 'height']).where('album_id', '=', albumId).orderBy('sort').orderBy('id').execute(),
  };
}

export type PhotoRepo = ReturnType<typeof createPhotoRepo>;
