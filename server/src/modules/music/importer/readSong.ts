import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFile, selectCover } from 'music-metadata';
import { saveCover } from './cover';
import { infoFromFileName, splitArtists } from './fileName';
import { cleanLyricText, embeddedLyric } from './lyrics';

/** Everything the library stores about one audio file. */
export interface SongInfo {
  title: string;
  artists: string[];
  aliases: string[];
  album: string;
  cover: string;
  durationMs: number;
  lyric: string;
}

export const UNKNOWN_ARTIST = '未知歌手';
/** Shorter than this is not a song but a damaged file. */
const MIN_SECONDS = 0.5;

/** The sidecar lyric file: same folder, same base name, .lrc. */
export function sidecarLrcPath(file: string): string {
  return path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.lrc`);
}

/** mtime of the sidecar .lrc, -1 when there is none. */
export async function sidecarLrcMtime(file: string): Promise<number> {
  try {
    return Math.floor((await stat(sidecarLrcPath(file))).mtimeMs);
  } catch {
    return -1;
  }
}

/**
 * The sidecar's text: UTF-8, or GB18030 (many Chinese .lrc files are GBK) when it is not valid
 * UTF-8. Null when it cannot be read, so the embedded lyrics are used instead.
 */
async function readSidecarLrc(file: string): Promise<string | null> {
  try {
    const bytes = await readFile(sidecarLrcPath(file));
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('gb18030').decode(bytes);
    }
    return cleanLyricText(text);
  } catch {
    return null;
  }
}

const unique = (names: string[]) => [...new Set(names.map((n) => n.trim()).filter(Boolean))];

function artistsOf(common: { artists?: string[]; artist?: string }): string[] {
  if (common.artists && common.artists.length > 0) return unique(common.artists.flatMap(splitArtists));
  return common.artist ? unique(splitArtists(common.artist)) : [];
}

/**
 * Reads tags, duration, cover and lyrics. Throws with a Chinese reason when the file is not
 * audio we can play (the importer reports it and moves on).
 */
export async function readSong(file: string, dataDir: string, hasSidecar: boolean): Promise<SongInfo> {
  const { common, format, quality } = await parseFile(file, { duration: true });
  const seconds = format.duration;
  if (!seconds || !Number.isFinite(seconds) || seconds < MIN_SECONDS) throw new Error('无法读取音频时长，文件可能已损坏');
  // Random bytes often hold something that looks like an MPEG frame header; the parser then
  // "finds" a few milliseconds of audio but complains it cannot read the frames.
  if (quality.warnings.some((w) => /^Parse error/i.test(w.message))) throw new Error('文件无法解析为音频，可能已损坏');

  const fromName = infoFromFileName(file);
  const artists = artistsOf(common);
  const picture = selectCover(common.picture);
  let cover = '';
  if (picture) {
    // A broken picture costs the cover, not the song.
    cover = await saveCover(dataDir, picture.data).catch(() => '');
  }
  const sidecar = hasSidecar ? await readSidecarLrc(file) : null;
  const lyric = sidecar ?? embeddedLyric(common.lyrics);
  return {
    title: common.title?.trim() || fromName.title,
    artists: artists.length > 0 ? artists : fromName.artists.length > 0 ? fromName.artists : [UNKNOWN_ARTIST],
    aliases: unique(common.subtitle ?? []),
    album: common.album?.trim() ?? '',
    cover,
    durationMs: Math.round(seconds * 1000),
    lyric,
  };
}
