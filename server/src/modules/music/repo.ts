import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { PlaylistKind } from '../../db/schema';
import { ftsPhrase, likePattern, TRIGRAM_MIN_CHARS } from '../search/repo';

/** SQL of the music library: songs, playlists, and what the importer writes. */

const SONG_COLUMNS = ['song.id', 'song.title', 'song.artists', 'song.aliases', 'song.album', 'song.cover', 'song.duration_ms', 'song.mtime_ms'] as const;

export interface SongRow {
  id: number;
  title: string;
  /** JSON array. */
  artists: string;
  /** JSON array. */
  aliases: string;
  album: string;
  cover: string;
  duration_ms: number;
  mtime_ms: number;
}

export interface SongFileRow {
  id: number;
  root: string;
  path: string;
  size: number;
  mtime_ms: number;
}

export interface IndexedFile {
  id: number;
  path: string;
  size: number;
  mtime_ms: number;
  lyric_mtime_ms: number;
}

export interface PlaylistRow {
  id: number;
  name: string;
  cover: string;
  kind: PlaylistKind;
  description?: string;
}

export interface SongWrite {
  root: string;
  path: string;
  title: string;
  artists: string[];
  aliases: string[];
  album: string;
  cover: string;
  durationMs: number;
  size: number;
  mtimeMs: number;
  lyric: string;
  lyricMtimeMs: number;
}

export interface Paging {
  offset: number;
  limit: number;
}

/**
 * What search matches: title, artists, aliases and album, one per line, lower-cased so English is
 * case-insensitive on both engines. Migration 015 indexes it (song_fts / trigram GIN, song_gram).
 */
export function searchTextOf(song: { title: string; artists: string[]; aliases: string[]; album: string }): string {
  return [song.title, ...[...song.artists, ...song.aliases, song.album].filter(Boolean)].join('\n').toLowerCase();
}

/** Large IN lists are split: SQLite allows at most 32766 bound values per statement. */
const CHUNK = 500;

export function createMusicRepo(db: Db) {
  const k = db.kysely;

  /**
   * `column` contains `text` literally. PostgreSQL: LIKE, which the trigram index answers.
   * SQLite: instr(), a plain byte search several times faster than LIKE's per-character
   * case folding (the column is lower-cased already).
   */
  const contains = (column: RawBuilder<unknown> | ReturnType<typeof sql.ref>, text: string) =>
    db.dialect === 'postgres' ? sql<boolean>`${column} like ${likePattern(text)} escape '\\'` : sql<boolean>`instr(${column}, ${text}) > 0`;

  /**
   * The songs whose search text contains `text` (lower-cased), as a FROM clause naming them `song`.
   * `withSongs` false: only what counting needs (the index alone where it can).
   */
  const isShort = (text: string) => [...text].length < TRIGRAM_MIN_CHARS;
  const matches = (text: string, withSongs = true) => {
    if (isShort(text)) {
      return withSongs ? sql`song_gram join song on song.id = song_gram.song_id where song_gram.gram = ${text}` : sql`song_gram where gram = ${text}`;
    }
    if (db.dialect === 'sqlite') {
      return withSongs
        ? sql`song_fts join song on song.id = song_fts.rowid where song_fts match ${ftsPhrase(text)}`
        : sql`song_fts where song_fts match ${ftsPhrase(text)}`;
    }
    return sql`song where song.search_text like ${likePattern(text)} escape '\\'`;
  };

  return {
    // ---- reading (the /wapi calls)

    /** The playlists the visitors' panel shows, in the admin's order. */
    playlists(): Promise<PlaylistRow[]> {
      return k.selectFrom('playlist').select(['id', 'name', 'cover', 'kind', 'description']).where('shown', '=', 1).orderBy('sort', 'asc').orderBy('id', 'asc').execute();
    },

    /** The playlist the panel opens with, when the admin chose one that is shown. */
    async defaultPlaylistId(): Promise<number | undefined> {
      const row = await k.selectFrom('playlist').select('id').where('is_default', '=', 1).where('shown', '=', 1).executeTakeFirst();
      return row?.id;
    },

    playlist(id: number): Promise<PlaylistRow | undefined> {
      return k.selectFrom('playlist').select(['id', 'name', 'cover', 'kind']).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Two steps: the page's song ids straight off the (playlist_id, position, song_id) index, then
     * those songs. Joining first would build every skipped row of a deep page.
     */
    async manualPage(playlistId: number, { offset, limit }: Paging): Promise<SongRow[]> {
      const page = await k
        .selectFrom('playlist_song')
        .select('song_id')
        .where('playlist_id', '=', playlistId)
        .orderBy('position', 'asc')
        .orderBy('song_id', 'asc')
        .offset(offset)
        .limit(limit)
        .execute();
      if (page.length === 0) return [];
      const byId = new Map((await k.selectFrom('song').select(SONG_COLUMNS).where('id', 'in', page.map((r) => r.song_id)).execute()).map((r) => [r.id, r]));
      return page.flatMap((r) => {
        const row = byId.get(r.song_id);
        return row ? [row] : [];
      });
    },

    newestPage({ offset, limit }: Paging): Promise<SongRow[]> {
      return k.selectFrom('song').select(SONG_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
    },

    mostPlayedPage({ offset, limit }: Paging): Promise<SongRow[]> {
      return k
        .selectFrom('song')
        .select(SONG_COLUMNS)
        .orderBy('play_count', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async songsByIds(ids: number[]): Promise<SongRow[]> {
      if (ids.length === 0) return [];
      return k.selectFrom('song').select(SONG_COLUMNS).where('id', 'in', ids).execute();
    },

    song(id: number): Promise<SongRow | undefined> {
      return k.selectFrom('song').select(SONG_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    songFile(id: number): Promise<SongFileRow | undefined> {
      return k.selectFrom('song').select(['id', 'root', 'path', 'size', 'mtime_ms']).where('id', '=', id).executeTakeFirst();
    },

    async lyric(id: number): Promise<string | undefined> {
      const row = await k.selectFrom('song').select('lyric').where('id', '=', id).executeTakeFirst();
      return row?.lyric;
    },

    async incrementPlayCount(id: number): Promise<void> {
      await k
        .updateTable('song')
        .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Substring match over title, artists, aliases and album (`search_text`), from an index, never
     * a scan: one or two characters from song_gram, three and more from the trigram index (SQLite
     * FTS5, PostgreSQL pg_trgm). Title hits first, then the most played.
     */
    async search(keywords: string, { offset, limit }: Paging): Promise<SongRow[]> {
      const text = keywords.toLowerCase();
      // song_gram knows which substrings are in the title; otherwise the (few) trigram hits are checked.
      const titleFirst = isShort(text) ? sql`song_gram.in_title desc` : sql`case when ${contains(sql`lower(song.title)`, text)} then 0 else 1 end`;
      const { rows } = await sql<SongRow>`
        select ${sql.join(SONG_COLUMNS.map((c) => sql.ref(c)))} from ${matches(text)}
        order by ${titleFirst}, song.play_count desc, song.id asc
        limit ${limit} offset ${offset}`.execute(k);
      return rows;
    },

    async searchCount(keywords: string): Promise<number> {
      const text = keywords.toLowerCase();
      const { rows } = await sql<{ total: number | string }>`select count(*) as total from ${matches(text, false)}`.execute(k);
      return Number(rows[0]?.total ?? 0);
    },

    async countSongs(): Promise<number> {
      const row = await k.selectFrom('song').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    // ---- writing (the importer)

    indexedFiles(root: string): Promise<IndexedFile[]> {
      return k.selectFrom('song').select(['id', 'path', 'size', 'mtime_ms', 'lyric_mtime_ms']).where('root', '=', root).execute();
    },

    /** Insert or refresh by file; a refreshed song keeps its id, play count and date added. */
    async saveSong(song: SongWrite, now: string): Promise<void> {
      const fields = {
        title: song.title,
        artists: JSON.stringify(song.artists),
        aliases: JSON.stringify(song.aliases),
        album: song.album,
        cover: song.cover,
        duration_ms: song.durationMs,
        size: song.size,
        mtime_ms: song.mtimeMs,
        lyric: song.lyric,
        lyric_mtime_ms: song.lyricMtimeMs,
        search_text: searchTextOf(song),
        updated_at: now,
      };
      // What the admin edited in the console outlives a changed file's tags.
      const keepIfEdited = (flag: 'meta_edited' | 'lyric_edited', column: keyof typeof fields) =>
        sql<string>`case when ${sql.ref(`song.${flag}`)} = 1 then ${sql.ref(`song.${column}`)} else ${sql.ref(`excluded.${column}`)} end`;
      await k
        .insertInto('song')
        .values({ ...fields, root: song.root, path: song.path, created_at: now })
        .onConflict((oc) =>
          oc.columns(['root', 'path']).doUpdateSet({
            ...fields,
            title: keepIfEdited('meta_edited', 'title'),
            artists: keepIfEdited('meta_edited', 'artists'),
            aliases: keepIfEdited('meta_edited', 'aliases'),
            album: keepIfEdited('meta_edited', 'album'),
            cover: keepIfEdited('meta_edited', 'cover'),
            search_text: keepIfEdited('meta_edited', 'search_text'),
            lyric: keepIfEdited('lyric_edited', 'lyric'),
          }),
        )
        .execute();
    },

    async deleteSongs(ids: number[]): Promise<void> {
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK);
        await k.deleteFrom('playlist_song').where('song_id', 'in', chunk).execute();
        await k.deleteFrom('song').where('id', 'in', chunk).execute();
      }
    },

    /** Songs of roots no longer configured (MUSIC_DIR unset). */
    async idsOutsideRoots(keys: string[]): Promise<number[]> {
      const rows = await k.selectFrom('song').select('id').where('root', 'not in', keys).execute();
      return rows.map((r) => r.id);
    },

    // ---- playlists (the seed, later an admin)

    async manualPlaylistCount(): Promise<number> {
      const row = await k
        .selectFrom('playlist')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('kind', '=', 'manual')
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async createPlaylist(values: { name: string; cover: string; kind: PlaylistKind; sort: number }, songIds: number[], now: string): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('playlist')
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let i = 0; i < songIds.length; i += CHUNK) {
          const values = songIds.slice(i, i + CHUNK).map((song_id, j) => ({ playlist_id: row.id, song_id, position: i + j }));
          await trx.insertInto('playlist_song').values(values).execute();
        }
        return row.id;
      });
    },

    async setPlaylistCover(kind: PlaylistKind, cover: string, now: string): Promise<void> {
      await k.updateTable('playlist').set({ cover, updated_at: now }).where('kind', '=', kind).where('cover', '=', '').execute();
    },

    async hasFlag(name: string): Promise<boolean> {
      return (await k.selectFrom('music_flag').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
    },

    async setFlag(name: string): Promise<void> {
      await k.insertInto('music_flag').values({ name }).onConflict((oc) => oc.column('name').doNothing()).execute();
    },

    /** Makes the list at `index` of the panel's order the default (the first when there are fewer). */
    async setDefaultByPosition(index: number): Promise<void> {
      const ordered = await k.selectFrom('playlist').select('id').where('shown', '=', 1).orderBy('sort', 'asc').orderBy('id', 'asc').execute();
      const chosen = ordered[index] ?? ordered[0];
      if (!chosen) return;
      await k.transaction().execute(async (trx) => {
        await trx.updateTable('playlist').set({ is_default: 0 }).where('is_default', '=', 1).execute();
        await trx.updateTable('playlist').set({ is_default: 1 }).where('id', '=', chosen.id).execute();
      });
    },

    async songIdsByPath(root: string, paths: string[]): Promise<Map<string, number>> {
      if (paths.length === 0) return new Map();
      const rows = await k.selectFrom('song').select(['id', 'path']).where('root', '=', root).where('path', 'in', paths).execute();
      return new Map(rows.map((r) => [r.path, r.id]));
    },
  };
}

export type MusicRepo = ReturnType<typeof createMusicRepo>;
