/**
 * The music calls under /wapi answer in NetEase Cloud Music API shapes (`code` 200), since that is
 * what SPEC.md's player reads; our own library fills them (DESIGN.md §4).
 */
export interface MusicArtist {
  id: number;
  name: string;
}

export interface MusicAlbum {
  id: number;
  name: string;
  picUrl: string;
}

export interface Song {
  id: number;
  name: string;
  ar: MusicArtist[];
  /** Aliases (other titles). */
  alia: string[];
  al: MusicAlbum;
  /** Duration in milliseconds. */
  dt: number;
}

export interface PlaylistSummary {
  id: number;
  name: string;
  coverImgUrl: string;
  /** The admin's description, when the playlist has one (NetEase's field of the same name). */
  description?: string;
}

/** GET /wapi/toplist/detail */
export interface ToplistDetailResponse {
  code: number;
  list: PlaylistSummary[];
  /**
   * Ours, not NetEase's: the playlist the panel opens with, as the admin chose it. Absent (a NetEase
   * upstream) means the 4th of the list (DEFAULT_PLAYLIST_INDEX).
   */
  defaultId?: number;
}

/** GET /wapi/playlist/track/all?id&limit&offset and GET /wapi/song/detail?ids */
export interface SongsResponse {
  code: number;
  songs: Song[];
}

/** GET /wapi/song/url/v1?id&level */
export interface SongUrlResponse {
  code: number;
  data: { id: number; url: string | null }[];
}

/** An artist as NetEase's search call writes it; `img1v1Url` is the song's cover here. */
export interface SearchArtist {
  id: number;
  name: string;
  alias: string[];
  img1v1Url: string;
}

/**
 * A song as NetEase's /search call writes it, which differs from the detail shape (`Song`):
 * `artists`, `album`, `alias`, `duration`. The original client reads `artists[].name`, and when a
 * song is added to its list `album.artist.img1v1Url` (the cover) and `alias[0]`.
 */
export interface SearchSong {
  id: number;
  name: string;
  artists: SearchArtist[];
  album: { id: number; name: string; picUrl: string; artist: SearchArtist };
  /** Aliases (other titles). */
  alias: string[];
  /** Duration in milliseconds. */
  duration: number;
  mvid: number;
  fee: number;
}

/** GET /wapi/search?keywords&offset&limit */
export interface SearchSongsResponse {
  code: number;
  result: { songs: SearchSong[]; songCount: number; hasMore: boolean };
}

/** GET /wapi/lyric?id */
export interface LyricResponse {
  code: number;
  lrc: { lyric: string };
}

/** A /wapi refusal: unknown id, bad query. `result` makes it the same envelope every /api error is. */
export interface MusicErrorResponse {
  code: number;
  message: string;
  result: null;
}

export const MUSIC_LEVEL = 'exhigh';
/** Ranked playlist selected when the panel first opens (the 4th, SPEC.md §9). */
export const DEFAULT_PLAYLIST_INDEX = 3;
