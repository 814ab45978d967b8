import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_KEY_FILE } from '../../../platform/secretBox';
import type { Readable } from 'node:stream';
import { migrate, openDatabase } from '../../../db/connection';
import { analyzeDatabase } from '../../../db/maintenance';
import { PRIVATE_DIR_MODE } from '../../../platform/files';
import { extractAndVerify, RestoreError } from './archiveReader';
import { BACKUPS_SUBDIR } from './dataFiles';
import type { BackupManifest } from './manifest';
import {
  checkMigrationLevel,
  copyRowsInto,
  dropPostgresTables,
  inOnePostgresTransaction,
  ndjsonSource,
  postgresTables,
  withSqliteSource,
} from './restoreDatabase';

export interface RestoreOptions {
  /** The .tar.gz file, or a stream of it. */
  archive: string | Readable;
  dataDir: string;
  /** Set: the rows go into this PostgreSQL database instead of DATA_DIR/blog.db. */
  databaseUrl?: string;
  /** Restore over a data folder / database that already holds something. */
  replace?: boolean;
  log?: (message: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Files put into DATA_DIR. */
  files: number;
  /** Where the rows went. */
  target: 'sqlite' | 'postgres';
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Moves every entry of `from` into `to` (same file system: renames, nothing copied). */
async function moveEntries(from: string, to: string, keep: (name: string) => boolean = () => false): Promise<void> {
  for (const name of await entriesOf(from)) if (!keep(name)) await rename(path.join(from, name), path.join(to, name));
}

/**
 * Backups never carry the key of the sealed secrets (platform/secretBox.ts). Restored onto the same
 * site, the site's own key stays, so the SMTP password and webhook tokens of the backup still open;
 * elsewhere a new key is made on first use and the blogger types them again.
 */
async function keepDataKey(oldDir: string, dataDir: string): Promise<void> {
  const from = path.join(oldDir, DATA_KEY_FILE);
  const to = path.join(dataDir, DATA_KEY_FILE);
  if (!(await stat(from).catch(() => null)) || (await stat(to).catch(() => null))) return;
  await mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR_MODE });
  await rename(from, to);
}

/** The stored backups stay where they are: a restore never deletes them (one may be the file being restored). */
const keepBackups = (name: string) => name === BACKUPS_SUBDIR;

/**
 * Restores a backup (DESIGN.md §10). Everything is extracted and checked in a temporary folder
 * beside DATA_DIR first; the target (data folder, PostgreSQL database) is only touched once the
 * whole archive checked out, so a damaged archive leaves it exactly as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const existing = (await entriesOf(dataDir)).filter((name) => !keepBackups(name));
  if (existing.length > 0 && !options.replace) {
    throw new RestoreError(`数据目录 ${dataDir} 不是空的；确认要用备份覆盖它时请加上 --replace`);
  }
  const target = options.databaseUrl ? openDatabase({ databaseUrl: options.databaseUrl, dataDir }) : null;
  const staging = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restore-${randomBytes(4).toString('hex')}`);
  try {
    if (target && (await postgresTables(target)).length > 0 && !options.replace) {
      throw new RestoreError('目标 PostgreSQL 数据库不是空的；确认要用备份覆盖它时请加上 --replace');
    }
    await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
    const archiveDir = path.join(staging, 'archive');
    log('正在解压并校验备份…');
    if (typeof options.archive === 'string') {
      const info = await stat(options.archive).catch(() => null);
      if (!info?.isFile()) throw new RestoreError(`找不到备份文件 ${options.archive}`);
    }
    const input = typeof options.archive === 'string' ? createReadStream(options.archive) : options.archive;
    const manifest = await extractAndVerify(input, archiveDir);
    checkMigrationLevel(manifest);
    log(`校验通过：${manifest.files.length} 个文件，备份时间 ${manifest.createdAt}`);

    const siteDir = path.join(archiveDir, 'data');
    await mkdir(siteDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    if (target) {
      log('正在把数据写入 PostgreSQL…');
      await inOnePostgresTransaction(target, async (db) => {
        if (options.replace) await dropPostgresTables(db);
        if (manifest.engine === 'postgres') await copyRowsInto(db, manifest, ndjsonSource(archiveDir), true);
        else await withSqliteSource(archiveDir, (source) => copyRowsInto(db, manifest, source, true));
      });
      // Statistics for the restored rows: PostgreSQL's autovacuum may be off or late.
      await analyzeDatabase(target);
    } else if (manifest.engine === 'sqlite') {
      await rename(path.join(archiveDir, 'database', 'blog.db'), path.join(siteDir, 'blog.db'));
      const db = openDatabase({ dataDir: siteDir });
      try {
        await migrate(db);
        await analyzeDatabase(db);
      } finally {
        await db.close();
      }
    } else {
      log('正在把数据写入 SQLite…');
      const db = openDatabase({ dataDir: siteDir });
      try {
        await copyRowsInto(db, manifest, ndjsonSource(archiveDir));
        await analyzeDatabase(db);
      } finally {
        await db.close();
      }
    }

    // Everything checked out: swap the restored folder in. The old contents (with --replace) are
    // set aside first and only deleted once the new ones are in place.
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const oldDir = path.join(staging, 'old');
    await mkdir(oldDir, { mode: PRIVATE_DIR_MODE });
    await moveEntries(dataDir, oldDir, keepBackups);
    await moveEntries(siteDir, dataDir);
    await keepDataKey(oldDir, dataDir);
    const files = manifest.files.filter((f) => f.name.startsWith('data/')).length;
    return { manifest, files, target: target ? 'postgres' : 'sqlite' };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await target?.close();
  }
}
