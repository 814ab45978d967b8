/* Photo albums (相册, DESIGN.md §4): GET /api/photoAlbum/getAllAlbumList and GET /api/photo/getAllPhotosByAlbumId/:id. */

export const ALBUM_MISSING_MESSAGE = '相册不存在或已被删除';

/** One album card on /photoAlbum. */
export interface PhotoAlbumItem {
  id: number;
  album_name: string;
  /** The album's own cover, or its first photo when it has none; '' for an empty album. */
  album_cover: string;
  description: string;
  photo_count: number;
}

/** One photo; width and height are pixels, so the grid reserves its box before it loads (0 when unknown). */
export interface PhotoItem {
  id: number;
  url: string;
  width: number;
  height: number;
}

/** /photos?id=: the album and all its photos in the author's order. */
export interface AlbumPhotos {
  album: { id: number; album_name: string; description: string };
  list: PhotoItem[];
}
