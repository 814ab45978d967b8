import { DEFAULT_PLAYLIST_INDEX, type LyricResponse, type SearchSongsResponse, type SongsResponse, type SongUrlResponse, type ToplistDetailResponse } from '@blog/contract';
import { ApiError } from '../../platform/errors';
import { audioUrl, DEFAULT_COVER_URL, toSearchSong, toSong } from './mapper';
import { PLAYLIST_MISSING_MESSAGE, SONG_MISSING_MESSAGE } from './messages';
import type { MusicRepo, Paging, PlaylistRow, SongRow } from './repo';

/** NetEase's success code. */
export const WAPI_OK = 200;
/** How many songs a ranked list (最新上架, 热门播放) holds. */
export const RANKED_LIST_SIZE = 100;
/** The original client opens `list[DEFAULT_PLAYLIST_INDEX]` without a check, so the toplist has at least this many entries. */
export const MIN_TOPLIST_LENGTH = DEFAULT_PLAYLIST_INDEX + 1;

export const notFound = (message: string) => new ApiError(404, message);

/** The rules behind the /wapi calls (DESIGN.md §4); no SQL, no HTTP. */
export function createMusicService(repo: MusicRepo) {
  /** A ranked list is a window onto the first RANKED_LIST_SIZE songs of its order. */
  function rankedWindow({ offset, limit }: Paging): Paging | null {
    if (offset >= RANKED_LIST_SIZE) return null;
    return { offset, limit: Math.min(limit, RANKED_LIST_SIZE - offset) };
  }

  function tracksOf(playlist: PlaylistRow, paging: Paging): Promise<SongRow[]> {
    if (playlist.kind === 'manual') return repo.manualPage(playlist.id, paging);
    const window = rankedWindow(paging);
    if (!window) return Promise.resolve([]);
    return playlist.kind === 'newest' ? repo.newestPage(window) : repo.mostPlayedPage(window);
  }

  return {
    /** Every playlist in its order; one without a cover shows its first song's. */
    async toplist(): Promise<ToplistDetailResponse> {
      const playlists = await repo.playlists();
      const list = await Promise.all(
        playlists.map(async (playlist) => {
          let coverImgUrl = playlist.cover;
          if (!coverImgUrl) {
            const [first] = await tracksOf(playlist, { offset: 0, limit: 1 });
            coverImgUrl = first?.cover || DEFAULT_COVER_URL;
          }
          return { id: playlist.id, name: playlist.name, coverImgUrl, ...(playlist.description ? { description: playlist.description } : {}) };
        }),
      );
      const defaultId = await repo.defaultPlaylistId();
      // The original client opens list[3] unchecked: with fewer shown lists it would crash on
      // `undefined.id`. The list is padded with the default one (else the first), so list[3] exists
      // and is the list the admin chose; our client drops the repeats by id.
      const fill = list.find((p) => p.id === defaultId) ?? list[0];
      while (fill && list.length < MIN_TOPLIST_LENGTH) list.push(fill);
      return defaultId === undefined ? { code: WAPI_OK, list } : { code: WAPI_OK, list, defaultId };
    },

    async playlistTracks(id: number, paging: Paging): Promise<SongsResponse> {
      const playlist = await repo.playlist(id);
      if (!playlist) throw notFound(PLAYLIST_MISSING_MESSAGE);
      return { code: WAPI_OK, songs: (await tracksOf(playlist, paging)).map(toSong) };
    },

    /**
     * Asking for a song's URL is what playing it means: it counts towards 热门播放 when `countsPlay`
     * says so (once per listener and window, never a crawler).
     */
    async songUrl(id: number, countsPlay: () => Promise<boolean>): Promise<SongUrlResponse> {
      const song = await repo.song(id);
      if (!song) throw notFound(SONG_MISSING_MESSAGE);
      if (await countsPlay()) await repo.incrementPlayCount(id);
      return { code: WAPI_OK, data: [{ id, url: audioUrl(song) }] };
    },

    /** In the order asked; unknown ids are left out. */
    async songDetail(ids: number[]): Promise<SongsResponse> {
      const byId = new Map((await repo.songsByIds(ids)).map((row) => [row.id, row]));
      const songs = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toSong(row)] : [];
      });
      return { code: WAPI_OK, songs };
    },

    async search(keywords: string, paging: Paging): Promise<SearchSongsResponse> {
      const [rows, songCount] = await Promise.all([repo.search(keywords, paging), repo.searchCount(keywords)]);
      return { code: WAPI_OK, result: { songs: rows.map(toSearchSong), songCount, hasMore: paging.offset + rows.length < songCount } };
    },

    async lyric(id: number): Promise<LyricResponse> {
      const lyric = await repo.lyric(id);
      if (lyric === undefined) throw notFound(SONG_MISSING_MESSAGE);
      return { code: WAPI_OK, lrc: { lyric } };
    },
  };
}

export type MusicService = ReturnType<typeof createMusicService>;
