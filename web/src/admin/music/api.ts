import {
  API_CODE,
  MUSIC_ADMIN_LIMITS,
  MUSIC_ADMIN_MESSAGES,
  type AdminPlaylistDetail,
  type AdminPlaylistRow,
  type AdminSongDetail,
  type AdminSongRow,
  type MusicScanReport,
  type PageResult,
  type PlaylistLayoutBody,
  type PlaylistWriteBody,
  type SongUpdateBody,
} from '@blog/contract';
import { ApiError, http, resultOf } from '@/lib/http';
import { UploadRefused } from '../shared/uploadQueue';

/** The console's music calls (contract/src/musicAdmin.ts); each resolves or rejects with the reason. */

export async function getSongs(body: { current: number; size: number; keyword?: string }): Promise<PageResult<AdminSongRow>> {
  return resultOf(await http.post<PageResult<AdminSongRow>>('/api/music/songs', body));
}

export async function getSong(id: number): Promise<AdminSongDetail> {
  return resultOf(await http.get<AdminSongDetail>(`/api/music/song/${id}`));
}

const AUDIO_NAME = new RegExp(`\\.(${['mp3', 'flac', 'ogg', 'm4a', 'wav'].join('|')})$`, 'i');

/** Refuses before sending what the server would refuse anyway: too big, or plainly not audio. */
export function audioProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > MUSIC_ADMIN_LIMITS.audioMaxBytes) return `「${file.name}」${MUSIC_ADMIN_MESSAGES.tooLarge}`;
  if (!file.type.startsWith('audio/') && !AUDIO_NAME.test(file.name)) return `「${file.name}」${MUSIC_ADMIN_MESSAGES.notAudio}`;
  return null;
}

/** One audio file, with its progress; resolves to the imported song or rejects with the server's reason. */
export async function uploadSong(file: File, onProgress: (percent: number) => void): Promise<AdminSongRow> {
  const form = new FormData();
  form.append('file', file);
  const res = await http
    .post<AdminSongRow>('/api/music/upload', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      // A big lossless file on a slow line takes minutes, not the usual 10 s.
      timeout: 0,
      skipBusinessToast: true,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    })
    .catch((error: unknown) => {
      // 400 (not audio, cannot be decoded) and 413 (too big) are about the file itself.
      if (error instanceof ApiError && (error.status === 400 || error.status === 413)) throw new UploadRefused(error.message);
      throw error;
    });
  if (res.code !== API_CODE.success || !res.result) throw new Error(res.message || '上传失败');
  return res.result;
}

export async function saveSong(body: SongUpdateBody): Promise<string> {
  const res = await http.put<AdminSongRow>('/api/music/song', body);
  resultOf(res);
  return res.message;
}

export async function saveLyric(id: number, lyric: string): Promise<string> {
  const res = await http.put<AdminSongRow>('/api/music/lyric', { id, lyric });
  resultOf(res);
  return res.message;
}

export async function deleteSong(id: number): Promise<void> {
  resultOf(await http.delete<{ playlists: number }>(`/api/music/song/${id}`));
}

export async function rescanLibrary(): Promise<MusicScanReport> {
  return resultOf(await http.post<MusicScanReport>('/api/music/rescan', undefined, { timeout: 0 }));
}

export async function getPlaylists(): Promise<AdminPlaylistRow[]> {
  return resultOf(await http.get<AdminPlaylistRow[]>('/api/music/playlists'));
}

export async function getPlaylist(id: number): Promise<AdminPlaylistDetail> {
  return resultOf(await http.get<AdminPlaylistDetail>(`/api/music/playlist/${id}`));
}

export async function savePlaylist(body: PlaylistWriteBody, id?: number): Promise<string> {
  const res = id === undefined ? await http.post<AdminPlaylistRow>('/api/music/playlist', body) : await http.put<AdminPlaylistRow>('/api/music/playlist', { ...body, id });
  resultOf(res);
  return res.message;
}

export async function deletePlaylist(id: number): Promise<void> {
  resultOf(await http.delete<null>(`/api/music/playlist/${id}`));
}

export async function savePlaylistSongs(id: number, songIds: number[]): Promise<string> {
  const res = await http.put<AdminPlaylistDetail>('/api/music/playlist/songs', { id, songIds });
  resultOf(res);
  return res.message;
}

export async function savePlaylistLayout(body: PlaylistLayoutBody): Promise<string> {
  const res = await http.put<AdminPlaylistRow[]>('/api/music/playlists/layout', body);
  resultOf(res);
  return res.message;
}
