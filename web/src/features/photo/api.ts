import { API_CODE, type AlbumPhotos, type PhotoAlbumItem } from '@blog/contract';
import { http } from '@/lib/http';

export async function getAlbums(): Promise<PhotoAlbumItem[]> {
  const res = await http.get<PhotoAlbumItem[]>('/api/photoAlbum/getAllAlbumList');
  if (res.code !== API_CODE.success) throw new Error(res.message || '相册加载失败');
  return res.result ?? [];
}

/** null when the album does not exist: the page says so in place instead of a 温馨提示 toast. */
export async function getAlbumPhotos(id: number): Promise<AlbumPhotos | null> {
  const res = await http.get<AlbumPhotos>(`/api/photo/getAllPhotosByAlbumId/${id}`, { skipBusinessToast: true });
  if (res.code === API_CODE.warning) return null;
  if (res.code !== API_CODE.success) throw new Error(res.message || '照片加载失败');
  return res.result;
}

export const photosPath = (albumId: number) => `/photos?id=${albumId}`;
