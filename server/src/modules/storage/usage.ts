import { lstat, opendir, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { StorageUsage } from '@blog/contract';
import { BACKUPS_SUBDIR } from '../portability/backup/dataFiles';
import { dataMusicDir } from '../music/roots';

export interface StoredFile {
  /** Inside the walked folder, '/'-separated. */
  relative: string;
  absolute: string;
  size: number;
  /** Modification time: a file written, or reused and touched (touchIfExists), is new. */
  modifiedMs: number;
}

/**
 * Every regular file under `root`, walked lazily (a large library is never listed at once). Symbolic
 * links are not followed: what they point at is not this site's. A folder that vanishes mid-walk
 * (another process's clean-up, a deleted song) is skipped.
 */
export async function* walkFiles(root: string, sub = ''): AsyncGenerator<StoredFile> {
  let dir;
  try {
    dir = await opendir(path.join(root, sub));
  } catch {
    return;
  }
  for await (const entry of dir) {
    const relative = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield* walkFiles(root, relative);
    } else if (entry.isFile()) {
      const absolute = path.join(root, relative);
      const info = await lstat(absolute).catch(() => null);
      if (info) yield { relative, absolute, size: info.size, modifiedMs: info.mtimeMs };
    }
  }
}

async function folderBytes(root: string): Promise<number> {
  let total = 0;
  for await (const file of walkFiles(root)) total += file.size;
  return total;
}

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** What the files under DATA_DIR take, by kind; `counted` is what the upload quota counts. */
export async function measureStorage(dataDir: string): Promise<Omit<StorageUsage, 'quotaMb' | 'measuredAt'>> {
  const [uploads, music, backups] = await Promise.all([
    folderBytes(uploadsDirOf(dataDir)),
    folderBytes(dataMusicDir(dataDir)),
    folderBytes(path.join(dataDir, BACKUPS_SUBDIR)),
  ]);
  let disk: StorageUsage['disk'] = null;
  try {
    const fs = await statfs(dataDir);
    disk = { free: fs.bavail * fs.bsize, total: fs.blocks * fs.bsize };
  } catch {
    // Not every platform answers statfs; the console then shows no disk line.
  }
  return { uploads, music, backups, counted: uploads + music, disk };
}

/** How long a measured figure serves the quota checks before the folders are walked again. */
const FRESH_MS = 60_000;

/**
 * The bytes the quota counts, as the upload checks need them: walking thousands of files for every
 * upload would cost more than the upload, so a walk serves for a minute, and what this process
 * admits meanwhile is added at once. Other processes' uploads show at the next walk: across several
 * processes the quota may be passed by what they admit in that minute (each upload also spends its
 * uploader's daily budget, so that is little).
 */
export function createStorageMeter(dataDir: string, now: () => number = Date.now) {
  let measured: { bytes: number; at: number } | null = null;
  let walking: Promise<number> | null = null;
  let addedSinceWalk = 0;

  const walk = () => {
    walking ??= (async () => {
      addedSinceWalk = 0;
      const { counted } = await measureStorage(dataDir);
      measured = { bytes: counted, at: now() };
      return counted;
    })().finally(() => {
      walking = null;
    });
    return walking;
  };

  return {
    /** Bytes counted against the quota now. */
    async counted(): Promise<number> {
      if (!measured || now() - measured.at > FRESH_MS) await walk();
      return (measured?.bytes ?? 0) + addedSinceWalk;
    },
    /** `bytes` were just admitted to disk. */
    add(bytes: number): void {
      addedSinceWalk += bytes;
    },
    /** The next check walks the folders again (after a clean-up deleted files). */
    forget(): void {
      measured = null;
    },
  };
}

export type StorageMeter = ReturnType<typeof createStorageMeter>;
