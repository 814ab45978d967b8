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

/**
 * One photo of GET /api/photo/getAllPhotosByAlbumId/:id, whose result is a bare array, newest first
 * (the original client reads it as one). width and height are pixels, so the grid reserves its box
 * before it loads (0 when unknown); createdAt "YYYY-MM-DD HH:mm:ss" in the site's zone.
 */
export interface PhotoItem {
  id: number;
  album_id: number;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}
