import type { Kysely } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { containsText } from '../search/repo';
import { albumsWithPhotos, withPhotoStats } from './repo';

/** SQL of the console's album and photo calls. */

export interface AdminAlbumRecord {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
  photo_count: number;
  first_photo: string | null;
  created_at: string;
  updated_at: string;
}

export interface AlbumFields {
  album_name: string;
  description: string;
  album_cover: string;
}

export interface NewPhoto {
  url: string;
  width: number;
  height: number;
}

export interface AdminPhotoRecord {
  id: number;
  album_id: number;
  url: string;
  width: number;
  height: number;
  created_at: string;
}

export type AlbumRemoval = { outcome: 'missing' } | { outcome: 'notEmpty'; photos: number } | { outcome: 'deleted'; photos: number };

const photoColumns = ['id', 'album_id', 'url', 'width', 'height', 'created_at'] as const;

/** The next free place at the end of an album: one past the largest sort (0 for an empty album). */
async function nextSort(trx: Kysely<Database>, albumId: number): Promise<number> {
  const row = await trx
    .selectFrom('photo')
    .select((eb) => eb.fn.max('sort').as('last'))
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

const albumExists = async (trx: Kysely<Database>, id: number) => !!(await trx.selectFrom('photo_album').select('id').where('id', '=', id).executeTakeFirst());

export function createPhotoAdminRepo(db: Db) {
  const k = db.kysely;

  const albums = () => albumsWithPhotos(k).select(['a.id', 'a.album_name', 'a.album_cover', 'a.description', 'a.created_at', 'a.updated_at']);

  return {
    /** Newest first, as visitors see them; `name` filters by substring. */
    async albums(name: string | undefined): Promise<AdminAlbumRecord[]> {
      let query = albums();
      if (name) query = query.where(containsText(db, 'a.album_name', name));
      const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').execute();
      return rows.map(withPhotoStats);
    },

    async album(id: number): Promise<AdminAlbumRecord | undefined> {
      const row = await albums().where('a.id', '=', id).executeTakeFirst();
      return row ? withPhotoStats(row) : undefined;
    },

    /** Whether another album (not `exceptId`) already has this name. */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      let query = k.selectFrom('photo_album').select('id').where('album_name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return !!(await query.executeTakeFirst());
    },

    async insertAlbum(fields: AlbumFields): Promise<number> {
      const stamp = nowIso();
      const row = await k
        .insertInto('photo_album')
        .values({ ...fields, created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateAlbum(id: number, fields: AlbumFields): Promise<boolean> {
      const result = await k
        .updateTable('photo_album')
        .set({ ...fields, updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Refused while it holds photos, unless `withPhotos`: then they go in the same transaction. */
    removeAlbum(id: number, withPhotos: boolean): Promise<AlbumRemoval> {
      return k.transaction().execute(async (trx): Promise<AlbumRemoval> => {
        if (!(await albumExists(trx, id))) return { outcome: 'missing' };
        const count = await trx.selectFrom('photo').select((eb) => eb.fn.countAll<number>().as('n')).where('album_id', '=', id).executeTakeFirstOrThrow();
        const photos = Number(count.n);
        if (photos > 0 && !withPhotos) return { outcome: 'notEmpty', photos };
        await trx.deleteFrom('photo').where('album_id', '=', id).execute();
        await trx.deleteFrom('photo_album').where('id', '=', id).execute();
        return { outcome: 'deleted', photos };
      });
    },

    /** The album's photos in display order (sort, then id). */
    photoPage: (albumId: number, offset: number, limit: number): Promise<AdminPhotoRecord[]> =>
      k.selectFrom('photo').select(photoColumns).where('album_id', '=', albumId).orderBy('sort').orderBy('id').offset(offset).limit(limit).execute(),

    /** Which of these URLs the album already holds. */
    async urlsIn(albumId: number, urls: readonly string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await k.selectFrom('photo').select('url').where('album_id', '=', albumId).where('url', 'in', [...urls]).execute();
      return new Set(rows.map((row) => row.url));
    },

    /** Appends in the given order after the album's last photo; undefined when the album is gone. */
    appendPhotos(albumId: number, photos: readonly NewPhoto[]): Promise<AdminPhotoRecord[] | undefined> {
      return k.transaction().execute(async (trx) => {
        if (!(await albumExists(trx, albumId))) return undefined;
        if (photos.length === 0) return [];
        const first = await nextSort(trx, albumId);
        const stamp = nowIso();
        return trx
          .insertInto('photo')
          .values(photos.map((photo, i) => ({ album_id: albumId, ...photo, sort: first + i, created_at: stamp, updated_at: stamp })))
          .returning(photoColumns)
          .execute();
      });
    },

    /** How many of these photos existed and were deleted. */
    async deletePhotos(ids: readonly number[]): Promise<number> {
      const result = await k.deleteFrom('photo').where('id', 'in', [...ids]).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Moves the photos to the end of another album, keeping their present order; ones already there
     * stay where they are. Undefined when the target album is gone; otherwise how many of the ids exist.
     */
    movePhotos(ids: readonly number[], albumId: number): Promise<number | undefined> {
      return k.transaction().execute(async (trx) => {
        if (!(await albumExists(trx, albumId))) return undefined;
        const rows = await trx
          .selectFrom('photo')
          .select(['id', 'album_id'])
          .where('id', 'in', [...ids])
          .orderBy('album_id')
          .orderBy('sort')
          .orderBy('id')
          .execute();
        const moving = rows.filter((row) => row.album_id !== albumId);
        let sort = await nextSort(trx, albumId);
        const stamp = nowIso();
        for (const row of moving) {
          await trx.updateTable('photo').set({ album_id: albumId, sort: sort++, updated_at: stamp }).where('id', '=', row.id).execute();
        }
        return rows.length;
      });
    },
  };
}

export type PhotoAdminRepo = ReturnType<typeof createPhotoAdminRepo>;
