import { rm, unlink } from 'node:fs/promises';
import {
  MUSIC_ADMIN_MESSAGES,
  type AdminPlaylistDetail,
  type AdminPlaylistRow,
  type AdminSongDetail,
  type AdminSongRow,
  type PageResult,
} from '@blog/contract';
import { nowIso } from '../../db/connection';
import { refusedWhenTaken } from '../../db/unique';
import { refusal } from '../../platform/errors';
import type { AdminPlaylistDbRow, AdminSongDbRow, MusicAdminRepo, SongMetaWrite } from './adminRepo';
import { DEFAULT_COVER_URL } from './mapper';
import type { MusicRepo } from './repo';
import { sidecarLrcPath } from './importer/readSong';
import { songFilePath, type MusicRoot } from './roots';
import type { ReceivedSong } from './upload';
import { RANKED_LIST_SIZE } from './service';

function names(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toAdminSong(row: AdminSongDbRow, playlists: string[]): AdminSongRow {
  return {
    id: row.id,
    title: row.title,
    artists: names(row.artists),
    aliases: names(row.aliases),
    album: row.album,
    cover: row.cover,
    shownCover: row.cover || DEFAULT_COVER_URL,
    durationMs: row.duration_ms,
    size: Number(row.size),
    file: `${row.root}/${row.path}`,
    hasLyric: Number(row.lyric_length) > 0,
    playCount: row.play_count,
    playlists,
    createdAt: row.created_at,
  };
}

/** The console's music rules (DESIGN.md §8): no SQL, no HTTP. */
export function createMusicAdminService(admin: MusicAdminRepo, repo: MusicRepo, roots: readonly MusicRoot[]) {
  const songMissing = () => refusal(MUSIC_ADMIN_MESSAGES.songMissing);
  const playlistMissing = () => refusal(MUSIC_ADMIN_MESSAGES.playlistMissing);

  async function withPlaylists(rows: AdminSongDbRow[]): Promise<AdminSongRow[]> {
    const byId = await admin.playlistNamesOf(rows.map((row) => row.id));
    return rows.map((row) => toAdminSong(row, byId.get(row.id) ?? []));
  }

  async function songRow(id: number): Promise<AdminSongRow> {
    const row = await admin.song(id);
    if (!row) throw songMissing();
    return (await withPlaylists([row]))[0]!;
  }

  async function playlistRow(row: AdminPlaylistDbRow): Promise<AdminPlaylistRow> {
    const total = row.kind === 'manual' ? row.song_count : Math.min(RANKED_LIST_SIZE, await repo.countSongs());
    let shownCover = row.cover;
    if (!shownCover) {
      const firstId = row.kind === 'manual' ? (await admin.playlistSongIds(row.id))[0] : undefined;
      shownCover = (firstId !== undefined ? (await admin.song(firstId))?.cover : '') || DEFAULT_COVER_URL;
    }
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      cover: row.cover,
      shownCover,
      kind: row.kind,
      shown: row.shown === 1,
      isDefault: row.is_default === 1 && row.shown === 1,
      songCount: total,
    };
  }

  async function manualPlaylist(id: number): Promise<AdminPlaylistDbRow> {
    const row = await admin.playlist(id);
    if (!row) throw playlistMissing();
    if (row.kind !== 'manual') throw refusal(MUSIC_ADMIN_MESSAGES.rankedHasNoSongs);
    return row;
  }

  return {
    async songs(keyword: string | undefined, current: number, size: number): Promise<PageResult<AdminSongRow>> {
      const { rows, total } = await admin.songPage(keyword || undefined, (current - 1) * size, size);
      return { list: await withPlaylists(rows), total, current, size };
    },

    async song(id: number): Promise<AdminSongDetail> {
      return { ...(await songRow(id)), lyric: await admin.lyric(id) };
    },

    /** A song the upload just received: stored like a scanned file, answered as the console shows it. */
    async addUploaded(received: ReceivedSong): Promise<AdminSongRow> {
      await repo.saveSong({ ...received.info, root: 'data', path: received.relativePath, size: received.size, mtimeMs: received.mtimeMs, lyricMtimeMs: -1 }, nowIso());
      const id = (await repo.songIdsByPath('data', [received.relativePath])).get(received.relativePath);
      if (id === undefined) throw songMissing();
      return songRow(id);
    },

    async updateSong(id: number, meta: SongMetaWrite): Promise<AdminSongRow> {
      if (!(await admin.updateSongMeta(id, meta))) throw songMissing();
      return songRow(id);
    },

    async setLyric(id: number, lyric: string): Promise<AdminSongRow> {
      if (!(await admin.setLyric(id, lyric.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').trim()))) throw songMissing();
      return songRow(id);
    },

    /**
     * The file goes first (with its sidecar .lrc), so a rescan cannot bring the song back; a file
     * that cannot be deleted (a read-only MUSIC_DIR) keeps the song and says why.
     */
    async deleteSong(id: number): Promise<{ playlists: number }> {
      const row = await admin.song(id);
      if (!row) throw songMissing();
      const file = songFilePath(roots, row);
      if (file) {
        try {
          await unlink(file);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== 'ENOENT') throw refusal(`音乐文件无法删除（${code ?? '未知原因'}），歌曲没有删除：${row.root}/${row.path}`);
        }
        await rm(sidecarLrcPath(file), { force: true }).catch(() => undefined);
      }
      const playlists = (await admin.playlistNamesOf([id])).get(id)?.length ?? 0;
      await admin.deleteSong(id);
      return { playlists };
    },

    // ---- playlists

    async playlists(): Promise<AdminPlaylistRow[]> {
      return Promise.all((await admin.playlists()).map(playlistRow));
    },

    async playlist(id: number): Promise<AdminPlaylistDetail> {
      const row = await admin.playlist(id);
      if (!row) throw playlistMissing();
      const ids = row.kind === 'manual' ? await admin.playlistSongIds(id) : [];
      const byId = new Map((await withPlaylists(await admin.songsByIds(ids))).map((song) => [song.id, song]));
      return { ...(await playlistRow(row)), songs: ids.flatMap((songId) => byId.get(songId) ?? []) };
    },

    async createPlaylist(fields: { name: string; cover: string; description: string }): Promise<AdminPlaylistRow> {
      if (await admin.nameTaken(fields.name)) throw refusal(MUSIC_ADMIN_MESSAGES.playlistNameTaken);
      const id = await refusedWhenTaken(admin.createPlaylist(fields), MUSIC_ADMIN_MESSAGES.playlistNameTaken);
      return playlistRow((await admin.playlist(id))!);
    },

    async updatePlaylist(id: number, fields: { name: string; cover: string; description: string }): Promise<AdminPlaylistRow> {
      if (!(await admin.playlist(id))) throw playlistMissing();
      if (await admin.nameTaken(fields.name, id)) throw refusal(MUSIC_ADMIN_MESSAGES.playlistNameTaken);
      await refusedWhenTaken(admin.updatePlaylist(id, fields), MUSIC_ADMIN_MESSAGES.playlistNameTaken);
      return playlistRow((await admin.playlist(id))!);
    },

    async deletePlaylist(id: number): Promise<void> {
      const row = await admin.playlist(id);
      if (!row) throw playlistMissing();
      if (row.kind !== 'manual') throw refusal(MUSIC_ADMIN_MESSAGES.rankedNotDeletable);
      await admin.deletePlaylist(id);
    },

    async setPlaylistSongs(id: number, songIds: number[]): Promise<AdminPlaylistDetail> {
      await manualPlaylist(id);
      await admin.setPlaylistSongs(id, songIds);
      return this.playlist(id);
    },

    async setLayout(shownIds: number[], defaultId: number): Promise<AdminPlaylistRow[]> {
      const existing = await admin.existingPlaylistIds(shownIds);
      if (shownIds.some((id) => !existing.has(id))) throw playlistMissing();
      await admin.setLayout(shownIds, defaultId);
      return this.playlists();
    },
  };
}

export type MusicAdminService = ReturnType<typeof createMusicAdminService>;
