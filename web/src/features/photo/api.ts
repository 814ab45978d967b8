import { API_CODE, type PhotoAlbumItem, type PhotoItem } from '@blog/contract';
import { http, isRefusal } from '@/lib/http';

export async function getAlbums(): Promise<PhotoAlbumItem[]> {
  const res = await http.get<PhotoAlbumItem[]>('/api/photoAlbum/getAllAlbumList');
  if (res.code !== API_CODE.success) throw new Error(res.message || '相册加载失败');
  return res.result ?? [];
}

/** One album's page: its card (name, description) and its photos, newest first. */
export interface AlbumPhotos {
  album: PhotoAlbumItem;
  list: PhotoItem[];
}

/**
 * null when the server refuses (the album does not exist): the http client has shown its
 * 温馨提示 toast with the server's words, and the page says so in place as well. The photos call
 * answers a bare array (the original client's contract), so the album's name and description come
 * from the album list, fetched alongside.
 */
export async function getAlbumPhotos(id: number): Promise<AlbumPhotos | null> {
  try {
    const [res, albums] = await Promise.all([http.get<PhotoItem[]>(`/api/photo/getAllPhotosByAlbumId/${id}`), getAlbums()]);
    if (res.code !== API_CODE.success) throw new Error(res.message || '照片加载失败');
    const album = albums.find((item) => item.id === id);
    return album ? { album, list: res.result ?? [] } : null;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

export const photosPath = (albumId: number) => `/photos?id=${albumId}`;
