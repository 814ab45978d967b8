import path from 'node:path';
import type { AppConfig } from '../../config';

/** A folder the library imports audio from; songs store their path relative to it. */
export interface MusicRoot {
  /** Stored in song.root. */
  key: 'data' | 'extra';
  dir: string;
}

export const AUDIO_EXTENSIONS = ['.mp3', '.flac', '.ogg', '.m4a', '.wav'] as const;

export const AUDIO_CONTENT_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
};

export function isAudioFile(name: string): boolean {
  return (AUDIO_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());
}

export function dataMusicDir(dataDir: string): string {
  return path.join(dataDir, 'music');
}

/** DATA_DIR/music always; MUSIC_DIR when configured (and not the same folder). */
export function musicRoots(config: Pick<AppConfig, 'dataDir' | 'musicDir'>): MusicRoot[] {
  const roots: MusicRoot[] = [{ key: 'data', dir: dataMusicDir(config.dataDir) }];
  if (config.musicDir && path.resolve(config.musicDir) !== path.resolve(roots[0]!.dir)) {
    roots.push({ key: 'extra', dir: path.resolve(config.musicDir) });
  }
  return roots;
}

/** Absolute path of a song's file, or null when its root is not configured any more. */
export function songFilePath(roots: readonly MusicRoot[], song: { root: string; path: string }): string | null {
  const root = roots.find((r) => r.key === song.root);
  if (!root) return null;
  const file = path.resolve(root.dir, ...song.path.split('/'));
  // A stored path never leaves its root; checked anyway since it ends up in a file read.
  return file.startsWith(path.resolve(root.dir) + path.sep) ? file : null;
}
