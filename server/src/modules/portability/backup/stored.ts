import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StoredBackup } from '@blog/contract';
import { backupsDir } from './storeFile';

/** Name of a finished backup file in DATA_DIR/backups (temporary *.part files never match). */
const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.tar\.gz$/;
export const SCHEDULED_PREFIX = 'scheduled-';

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name) && !name.includes('..');
}

/** The stored backups, newest first. */
export async function listStoredBackups(dataDir: string): Promise<StoredBackup[]> {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const backups: StoredBackup[] = [];
  for (const name of names.filter(isBackupName)) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    backups.push({ name, size: info.size, createdAt: info.mtime.toISOString(), scheduled: name.startsWith(SCHEDULED_PREFIX) });
  }
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** Absolute path of a stored backup, or null for a name that is not one. */
export function storedBackupPath(dataDir: string, name: string): string | null {
  return isBackupName(name) ? path.join(backupsDir(dataDir), name) : null;
}

export async function deleteStoredBackup(dataDir: string, name: string): Promise<boolean> {
  const file = storedBackupPath(dataDir, name);
  if (!file) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  await rm(file);
  return true;
}

/**
 * Keeps the newest `keep` scheduled backups and deletes the older ones. Backups made by hand
 * (npm run backup) are never deleted by the schedule. Names carry the time, so they sort by age.
 */
export async function pruneScheduled(dataDir: string, keep: number): Promise<string[]> {
  const scheduled = (await listStoredBackups(dataDir)).filter((b) => b.scheduled).map((b) => b.name).sort().reverse();
  const doomed = scheduled.slice(keep);
  for (const name of doomed) await rm(path.join(backupsDir(dataDir), name), { force: true });
  return doomed;
}
