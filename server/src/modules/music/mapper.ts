import type { MusicArtist, SearchArtist, SearchSong, Song } from '@blog/contract';
import { DEFAULT_COVER_FILE, musicUploadUrl } from './importer/cover';
import type { SongRow } from './repo';

/** Table rows to the NetEase-compatible shapes of contract/src/music.ts. */

/**
 * Artists and albums have no table of their own: their id is a stable hash of the name, so the
 * same artist carries the same id in every answer.
 */
export function nameId(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 1) || 1;
}

function parseNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Shown when a song has no cover of its own. */
export const DEFAULT_COVER_URL = musicUploadUrl(DEFAULT_COVER_FILE);

export function toSong(row: SongRow): Song {
  const artists: MusicArtist[] = parseNames(row.artists).map((name) => ({ id: nameId(name), name }));
  return {
    id: row.id,
    name: row.title,
    ar: artists,
    alia: parseNames(row.aliases),
    al: { id: row.album ? nameId(row.album) : 0, name: row.album, picUrl: row.cover || DEFAULT_COVER_URL },
    dt: row.duration_ms,
  };
}

/** Our audio route; the version changes with the file, so a replaced file is never served stale. */
export function audioUrl(row: { id: number; mtime_ms: number }): string {
  return `/wapi/audio/${row.id}?v=${Math.max(0, row.mtime_ms).toString(36)}`;
}

/**
 * The search call's shape (NetEase /search): `artists`, `album`, `alias`. The cover goes where the
 * original client takes it from, `album.artist.img1v1Url`, and also to `album.picUrl`.
 */
export function toSearchSong(row: SongRow): SearchSong {
  const cover = row.cover || DEFAULT_COVER_URL;
  const artists: SearchArtist[] = parseNames(row.artists).map((name) => ({ id: nameId(name), name, alias: [], img1v1Url: cover }));
  const albumArtist: SearchArtist = artists[0] ?? { id: 0, name: '', alias: [], img1v1Url: cover };
  return {
    id: row.id,
    name: row.title,
    artists,
    album: { id: row.album ? nameId(row.album) : 0, name: row.album, picUrl: cover, artist: albumArtist },
    alias: parseNames(row.aliases),
    duration: row.duration_ms,
    mvid: 0,
    fee: 0,
  };
}
