import axios from 'axios';
import {
  MUSIC_CODE_OK,
  MUSIC_LEVEL,
  PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  type LyricResponse,
  type PlaylistSummary,
  type SearchSong,
  type SearchSongsResponse,
  type Song,
  type SongsResponse,
  type SongUrlResponse,
  type ToplistDetailResponse,
  VISITOR_KEY_HEADER,
} from '@blog/contract';
import { getVisitorKey } from '@/lib/visitorKey';

/**
 * /wapi answers in NetEase shapes with `code` 200, not the /api envelope, so the music calls use
 * their own small client with the shared timeout (SPEC.md §7) instead of the envelope-aware one.
 */
export const musicClient = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
});

// The server counts a song's plays once per listener: this browser's key tells listeners behind one address apart.
musicClient.interceptors.request.use((config) => {
  config.headers.set(VISITOR_KEY_HEADER, getVisitorKey());
  return config;
});

export class MusicApiError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'MusicApiError';
  }
}

async function wapi<T extends { code: number }>(path: string, params: Record<string, string | number>): Promise<T> {
  const response = await musicClient.get<T & { message?: string }>(`/wapi/${path}`, { params }).catch((error: unknown) => {
    const body = axios.isAxiosError<{ code?: number; message?: string }>(error) ? error.response?.data : undefined;
    throw new MusicApiError(body?.message || (error instanceof Error ? error.message : '音乐服务请求失败'), body?.code);
  });
  const body = response.data;
  if (!body || body.code !== MUSIC_CODE_OK) {
    throw new MusicApiError(body?.message || '音乐服务请求失败', body?.code);
  }
  return body;
}

/** The panel's playlists and the one it opens with (the admin's choice; absent from a NetEase upstream). */
export async function getToplist(): Promise<{ list: PlaylistSummary[]; defaultId?: number }> {
  const body = await wapi<ToplistDetailResponse>('toplist/detail', {});
  // With fewer than 4 lists the server repeats one (the original client opens list[3]); show it once.
  const seen = new Set<number>();
  const list = (body.list ?? []).filter((p) => !seen.has(p.id) && seen.add(p.id));
  return { list, defaultId: body.defaultId };
}

export async function getPlaylistTracks(id: number, offset: number, limit: number = PAGE_SIZE.rankedList): Promise<Song[]> {
  return (await wapi<SongsResponse>('playlist/track/all', { id, limit, offset })).songs ?? [];
}

export async function getSongDetail(id: number): Promise<Song | undefined> {
  return (await wapi<SongsResponse>('song/detail', { ids: String(id) })).songs?.[0];
}

/** Null when the library has no playable file for the song. */
export async function getSongUrl(id: number): Promise<string | null> {
  return (await wapi<SongUrlResponse>('song/url/v1', { id, level: MUSIC_LEVEL })).data?.[0]?.url ?? null;
}

/**
 * A search hit (NetEase's search shape: `artists`, `album`, `alias`) as the song the player and the
 * custom list keep. The cover is `album.artist.img1v1Url`, where the original client takes it from.
 */
export function fromSearchSong(hit: SearchSong): Song {
  const album = hit.album as Partial<SearchSong['album']> | undefined;
  return {
    id: hit.id,
    name: hit.name,
    ar: (hit.artists ?? []).map((artist) => ({ id: artist.id, name: artist.name })),
    alia: Array.isArray(hit.alias) ? hit.alias : [],
    al: { id: album?.id ?? 0, name: album?.name ?? '', picUrl: album?.artist?.img1v1Url || album?.picUrl || '' },
    dt: hit.duration ?? 0,
  };
}

export async function searchSongs(keywords: string, offset: number, limit: number = PAGE_SIZE.musicSearch): Promise<Song[]> {
  return ((await wapi<SearchSongsResponse>('search', { keywords, offset, limit })).result?.songs ?? []).map(fromSearchSong);
}

/** LRC text; empty when the song has none. */
export async function getLyric(id: number): Promise<string> {
  return (await wapi<LyricResponse>('lyric', { id })).lrc?.lyric ?? '';
}
