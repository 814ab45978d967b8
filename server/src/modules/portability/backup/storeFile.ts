import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, makePrivateDir } from '../../../platform/files';
import { writeBackup, type BackupOptions, type BackupSummary } from './archiveWriter';
import { BACKUPS_SUBDIR } from './dataFiles';

/** backup-YYYYMMDD-HHmmss.tar.gz (UTC), so names sort by time. */
export function backupFileName(date = new Date()): string {
  const iso = date.toISOString();
  return `backup-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}.tar.gz`;
}

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, BACKUPS_SUBDIR);
}

/**
 * Writes a backup to `file` under a temporary name and renames it at the end: a failed or
 * interrupted backup never leaves a file that looks complete.
 */
export async function writeBackupFile(options: BackupOptions, file: string): Promise<BackupSummary & { size: number }> {
  await makePrivateDir(path.dirname(file));
  const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    const summary = await writeBackup(options, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    await rename(partial, file);
    return { ...summary, size: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
