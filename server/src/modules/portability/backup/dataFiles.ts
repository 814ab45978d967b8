import { opendir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_KEY_FILE } from '../../../platform/secretBox';

/** DATA_DIR/backups: where backups are stored; never inside a backup (it would grow each time). */
export const BACKUPS_SUBDIR = 'backups';

/**
 * Entries of the data folder that are not copied as files: the live SQLite database (copied
 * through the online backup API instead, consistent while the site writes) and its journal files.
 */
const DATABASE_FILES = new Set(['blog.db', 'blog.db-wal', 'blog.db-shm', 'blog.db-journal']);

export interface DataFile {
  /** Relative to DATA_DIR, with '/' separators. */
  relative: string;
  absolute: string;
  size: number;
}

function excluded(relative: string, name: string): boolean {
  // The key that opens the sealed SMTP password and webhook tokens: a backup carries them sealed
  // only (platform/secretBox.ts); after a restore elsewhere the blogger types them again.
  if (relative === DATA_KEY_FILE) return true;
  if (!relative.includes('/') && (DATABASE_FILES.has(name) || name === BACKUPS_SUBDIR)) return true;
  // Half-written files of writeFileAtomically: the finished file appears under its own name.
  return name.endsWith('.part');
}

/**
 * Every regular file under DATA_DIR a backup takes (uploads, music, secrets, settings files),
 * walked lazily so a large library is never listed in memory at once. Symbolic links are not
 * followed: what they point at is not part of this site's folder.
 */
export async function* walkDataFiles(dataDir: string, sub = ''): AsyncGenerator<DataFile> {
  let dir;
  try {
    dir = await opendir(path.join(dataDir, sub));
  } catch {
    return;
  }
  for await (const entry of dir) {
    const relative = sub ? `${sub}/${entry.name}` : entry.name;
    if (excluded(relative, entry.name)) continue;
    if (entry.isDirectory()) {
      yield* walkDataFiles(dataDir, relative);
    } else if (entry.isFile()) {
      const absolute = path.join(dataDir, relative);
      try {
        const info = await stat(absolute);
        yield { relative, absolute, size: info.size };
      } catch {
        // Deleted since the folder was listed: not part of this backup.
      }
    }
  }
}
