import {
  ALBUM_LIMITS,
  type AdminAlbumPhotos,
  type AdminAlbumRow,
  type AlbumDeleted,
  type AlbumWriteBody,
  type PhotosAdded,
  type PhotosChanged,
} from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The console's album and photo calls (contract/src/contentAdmin.ts); each resolves or rejects with the reason. */

export async function getAlbums(albumName = ''): Promise<AdminAlbumRow[]> {
  return resultOf(await http.post<AdminAlbumRow[]>('/api/photoAlbum/getAlbumList', albumName ? { album_name: albumName } : {}));
}

/** Resolves to the server's sentence (保存成功). */
export async function saveAlbum(body: AlbumWriteBody, id?: number): Promise<string> {
  const res = id === undefined ? await http.post<AdminAlbumRow>('/api/photoAlbum/addAlbum', body) : await http.put<AdminAlbumRow>('/api/photoAlbum/updateAlbum', { ...body, id });
  resultOf(res);
  return res.message;
}

/** withPhotos deletes the album's photos too; without it an album that holds photos is refused. */
export async function deleteAlbum(id: number, withPhotos: boolean): Promise<AlbumDeleted> {
  return resultOf(await http.delete<AlbumDeleted>(`/api/photoAlbum/deleteAlbum/${id}${withPhotos ? '?force=1' : ''}`));
}

export async function getAlbumPhotos(albumId: number, current: number, size: number): Promise<AdminAlbumPhotos> {
  return resultOf(await http.post<AdminAlbumPhotos>('/api/photo/getPhotoListByAlbumId', { album_id: albumId, current, size }));
}

/** Appends uploaded URLs in order, in as many calls as the server's per-call cap needs; answers how many were new. */
export async function addPhotos(albumId: number, urls: readonly string[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < urls.length; i += ALBUM_LIMITS.photosPerAdd) {
    const result = resultOf(await http.post<PhotosAdded>('/api/photo/addPhotos', { album_id: albumId, urls: urls.slice(i, i + ALBUM_LIMITS.photosPerAdd) }));
    added += result.added.length;
  }
  return added;
}

export async function deletePhotos(ids: readonly number[]): Promise<PhotosChanged> {
  return resultOf(await http.put<PhotosChanged>('/api/photo/deletePhotos', { ids }));
}

export async function movePhotos(ids: readonly number[], albumId: number): Promise<PhotosChanged> {
  return resultOf(await http.put<PhotosChanged>('/api/photo/movePhotos', { ids, album_id: albumId }));
}

export const albumPhotosPath = (id: number) => `/admin/albums/${id}`;
