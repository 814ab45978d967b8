import { sql } from 'kysely';
import { nowIso, type Db } from '../../db/connection';
import type { PlaylistKind } from '../../db/schema';
import { likePattern } from '../search/repo';
import { searchTextOf } from './repo';

/** SQL of the console's music screens: songs with their files and playlists, playlists with their songs. */

export interface AdminSongDbRow {
  id: number;
  root: string;
  path: string;
  title: string;
  artists: string;
  aliases: string;
  album: string;
  cover: string;
  duration_ms: number;
  size: number;
  lyric_length: number;
  play_count: number;
  created_at: string;
}

export interface AdminPlaylistDbRow {
  id: number;
  name: string;
  description: string;
  cover: string;
  kind: PlaylistKind;
  sort: number;
  shown: number;
  is_default: number;
  song_count: number;
}

export interface SongMetaWrite {
  title: string;
  artists: string[];
  aliases: string[];
  album: string;
  cover?: string;
}

const CHUNK = 500;

export function createMusicAdminRepo(db: Db) {
  const k = db.kysely;

  const songColumns = [
    'song.id',
    'song.root',
    'song.path',
    'song.title',
    'song.artists',
    'song.aliases',
    'song.album',
    'song.cover',
    'song.duration_ms',
    'song.size',
    'song.play_count',
    'song.created_at',
  ] as const;
  const lyricLength = sql<number>`length(song.lyric)`.as('lyric_length');

  const keywordFilter = (keyword: string | undefined) => (keyword ? sql<boolean>`search_text like ${likePattern(keyword.toLowerCase())} escape '\\'` : sql<boolean>`1 = 1`);

  return {
    async songPage(keyword: string | undefined, offset: number, limit: number): Promise<{ rows: AdminSongDbRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        k
          .selectFrom('song')
          .select([...songColumns, lyricLength])
          .where(keywordFilter(keyword))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        k.selectFrom('song').select((eb) => eb.fn.countAll<number>().as('total')).where(keywordFilter(keyword)).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    song(id: number): Promise<AdminSongDbRow | undefined> {
      return k.selectFrom('song').select([...songColumns, lyricLength]).where('id', '=', id).executeTakeFirst();
    },

    async songsByIds(ids: number[]): Promise<AdminSongDbRow[]> {
      const rows: AdminSongDbRow[] = [];
      for (let i = 0; i < ids.length; i += CHUNK) {
        rows.push(...(await k.selectFrom('song').select([...songColumns, lyricLength]).where('id', 'in', ids.slice(i, i + CHUNK)).execute()));
      }
      return rows;
    },

    async lyric(id: number): Promise<string> {
      return (await k.selectFrom('song').select('lyric').where('id', '=', id).executeTakeFirst())?.lyric ?? '';
    },

    /** Playlist names per song, for the list's 所在歌单 column. */
    async playlistNamesOf(songIds: number[]): Promise<Map<number, string[]>> {
      const names = new Map<number, string[]>();
      if (songIds.length === 0) return names;
      const rows = await k
        .selectFrom('playlist_song')
        .innerJoin('playlist', 'playlist.id', 'playlist_song.playlist_id')
        .select(['playlist_song.song_id', 'playlist.name'])
        .where('playlist_song.song_id', 'in', songIds)
        .orderBy('playlist.sort', 'asc')
        .execute();
      for (const row of rows) names.set(row.song_id, [...(names.get(row.song_id) ?? []), row.name]);
      return names;
    },

    async updateSongMeta(id: number, meta: SongMetaWrite): Promise<boolean> {
      const result = await k
        .updateTable('song')
        .set({
          title: meta.title,
          artists: JSON.stringify(meta.artists),
          aliases: JSON.stringify(meta.aliases),
          album: meta.album,
          ...(meta.cover === undefined ? {} : { cover: meta.cover }),
          search_text: searchTextOf(meta),
          meta_edited: 1,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setLyric(id: number, lyric: string): Promise<boolean> {
      const result = await k.updateTable('song').set({ lyric, lyric_edited: 1, updated_at: nowIso() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteSong(id: number): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('playlist_song').where('song_id', '=', id).execute();
        await trx.deleteFrom('song').where('id', '=', id).execute();
      });
    },

    // ---- playlists

    playlists(): Promise<AdminPlaylistDbRow[]> {
      return k
        .selectFrom('playlist')
        .select(['id', 'name', 'description', 'cover', 'kind', 'sort', 'shown', 'is_default'])
        .select((eb) =>
          eb
            .selectFrom('playlist_song')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('playlist_song.playlist_id', '=', 'playlist.id')
            .as('song_count'),
        )
        .orderBy('shown', 'desc')
        .orderBy('sort', 'asc')
        .orderBy('id', 'asc')
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, song_count: Number(row.song_count ?? 0) })));
    },

    async playlist(id: number): Promise<AdminPlaylistDbRow | undefined> {
      return (await this.playlists()).find((row) => row.id === id);
    },

    async playlistSongIds(id: number): Promise<number[]> {
      const rows = await k.selectFrom('playlist_song').select('song_id').where('playlist_id', '=', id).orderBy('position', 'asc').orderBy('song_id', 'asc').execute();
      return rows.map((row) => row.song_id);
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      let query = k.selectFrom('playlist').select('id').where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** New playlists go last in the panel. */
    async createPlaylist(fields: { name: string; cover: string; description: string }): Promise<number> {
      const last = await k.selectFrom('playlist').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst();
      const now = nowIso();
      const row = await k
        .insertInto('playlist')
        .values({ ...fields, kind: 'manual', sort: Number(last?.sort ?? 0) + 10, shown: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePlaylist(id: number, fields: { name: string; cover: string; description: string }): Promise<void> {
      await k.updateTable('playlist').set({ ...fields, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    async deletePlaylist(id: number): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('playlist_song').where('playlist_id', '=', id).execute();
        await trx.deleteFrom('playlist').where('id', '=', id).execute();
      });
    },

    /** Replaces a playlist's songs with these, in this order; ids that name no song are left out. */
    async setPlaylistSongs(id: number, songIds: number[]): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const existing = new Set<number>();
        for (let i = 0; i < songIds.length; i += CHUNK) {
          const rows = await trx.selectFrom('song').select('id').where('id', 'in', songIds.slice(i, i + CHUNK)).execute();
          for (const row of rows) existing.add(row.id);
        }
        const kept = songIds.filter((songId) => existing.has(songId));
        await trx.deleteFrom('playlist_song').where('playlist_id', '=', id).execute();
        for (let i = 0; i < kept.length; i += CHUNK) {
          await trx
            .insertInto('playlist_song')
            .values(kept.slice(i, i + CHUNK).map((song_id, j) => ({ playlist_id: id, song_id, position: i + j })))
            .execute();
        }
        await trx.updateTable('playlist').set({ updated_at: nowIso() }).where('id', '=', id).execute();
      });
    },

    async existingPlaylistIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await k.selectFrom('playlist').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The panel shows `shownIds` in that order and opens with `defaultId`; the rest are hidden, kept after. */
    async setLayout(shownIds: number[], defaultId: number): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const hidden = await trx.selectFrom('playlist').select('id').where('id', 'not in', shownIds).orderBy('sort', 'asc').orderBy('id', 'asc').execute();
        for (const [index, id] of shownIds.entries()) {
          await trx.updateTable('playlist').set({ shown: 1, sort: (index + 1) * 10, is_default: id === defaultId ? 1 : 0 }).where('id', '=', id).execute();
        }
        for (const [index, row] of hidden.entries()) {
          await trx.updateTable('playlist').set({ shown: 0, sort: (shownIds.length + index + 1) * 10, is_default: 0 }).where('id', '=', row.id).execute();
        }
      });
    },
  };
}

export type MusicAdminRepo = ReturnType<typeof createMusicAdminRepo>;
