import { API_CODE, type AlbumPhotos, type PhotoAlbumItem } from '@blog/contract';
import { http, isRefusal } from '@/lib/http';

export async function getAlbums(): Promise<PhotoAlbumItem[]> {
  const res = await http.get<PhotoAlbumItem[]>('/api/photoAlbum/getAllAlbumList');
  if (res.code !== API_CODE.success) throw new Error(res.message || '相册加载失败');
  return res.result ?? [];
}

/**
 * null when the server refuses (the album does not exist): the http client has shown its
 * 温馨提示 toast with the server's words, and the page says so in place as well.
 */
export async function getAlbumPhotos(id: number): Promise<AlbumPhotos | null> {
  try {
    const res = await http.get<AlbumPhotos>(`/api/photo/getAllPhotosByAlbumId/${id}`);
    if (res.code !== API_CODE.success) throw new Error(res.message || '照片加载失败');
    return res.result;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

export const photosPath = (albumId: number) => `/photos?id=${albumId}`;
