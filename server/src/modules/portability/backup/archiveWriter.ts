import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Db } from '../../../db/connection';
import { findRepoRoot } from '../../../config';
import { makePrivateDir } from '../../../platform/files';
import { BACKUPS_SUBDIR, walkDataFiles } from './dataFiles';
import { BACKUP_FORMAT_VERSION, DATA_PREFIX, MANIFEST_ENTRY, type BackupManifest, type ManifestFile } from './manifest';
import { snapshotPostgres, snapshotSqlite } from './snapshot';

export interface BackupOptions {
  db: Db;
  dataDir: string;
  /** MUSIC_DIR when configured: only noted in the manifest when it lies outside DATA_DIR. */
  musicDir?: string;
  /** Called with the entry being written and the bytes written so far. */
  onProgress?: (current: string, bytes: number) => void;
}

export interface BackupSummary {
  manifest: BackupManifest;
  /** Bytes of files and database put in, before compression. */
  bytes: number;
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(findRepoRoot(), 'server', 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

type Pack = ReturnType<typeof tar.pack>;

/** Writes one file into the archive, streaming, and answers its checksum. */
async function addFile(pack: Pack, name: string, file: string, size: number, onBytes: (n: number) => void): Promise<ManifestFile> {
  const hash = createHash('sha256');
  const done = new Promise<void>((resolve, reject) => {
    const header = { name, size, mode: 0o600, mtime: new Date() };
    const settle = (error?: Error | null) => (error ? reject(error) : resolve());
    if (size === 0) {
      pack.entry(header, Buffer.alloc(0), settle);
      return;
    }
    const entry = pack.entry(header, settle);
    // Exactly the size announced in the tar header, even if the file grows meanwhile.
    const source = createReadStream(file, { start: 0, end: size - 1 });
    source.on('data', (chunk) => {
      hash.update(chunk);
      onBytes(chunk.length);
    });
    source.on('error', (error) => {
      entry.destroy(error);
      reject(error);
    });
    // The archive being abandoned (a download cancelled) destroys the entry: without this handler
    // its 'error' would be uncaught and take the whole server down.
    entry.on('error', (error: Error) => {
      source.destroy();
      reject(error);
    });
    entry.on('close', () => reject(new Error('备份已中止')));
    source.pipe(entry);
  });
  await done;
  return { name, size, sha256: hash.digest('hex') };
}

function addText(pack: Pack, name: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, mode: 0o600, mtime: new Date() }, text, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Streams a whole-site backup (.tar.gz) into `out`: the database (a consistent snapshot), every
 * file of DATA_DIR except the stored backups, and manifest.json last — written after the files so
 * their checksums are computed in the same single read. Nothing is held in memory but one chunk.
 */
export async function writeBackup(options: BackupOptions, out: Writable): Promise<BackupSummary> {
  const { db, dataDir } = options;
  const backupsDir = path.join(dataDir, BACKUPS_SUBDIR);
  await makePrivateDir(backupsDir);
  const tempDir = await mkdtemp(path.join(backupsDir, '.snapshot-'));
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), out);
  // If the output fails (a download cancelled), stop feeding the archive.
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  let bytes = 0;
  const onBytes = (current: string) => (n: number) => {
    bytes += n;
    options.onProgress?.(current, bytes);
  };
  try {
    options.onProgress?.('数据库', 0);
    const snapshot = db.dialect === 'sqlite' ? await snapshotSqlite(dataDir, tempDir) : await snapshotPostgres(db, tempDir);
    const files: ManifestFile[] = [];
    for (const { name, file } of snapshot.files) {
      const { size } = await stat(file);
      files.push(await addFile(pack, name, file, size, onBytes(name)));
      if (failure) throw failure;
    }
    for await (const dataFile of walkDataFiles(dataDir)) {
      const name = DATA_PREFIX + dataFile.relative;
      try {
        files.push(await addFile(pack, name, dataFile.absolute, dataFile.size, onBytes(dataFile.relative)));
      } catch (error) {
        if (failure) throw failure;
        // Deleted between listing and reading (a file the site just removed): left out.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    const notIncluded: string[] = [];
    const musicDir = options.musicDir ? path.resolve(options.musicDir) : null;
    if (musicDir && !musicDir.startsWith(path.resolve(dataDir) + path.sep)) {
      notIncluded.push(`音乐目录 MUSIC_DIR（${musicDir}）在数据目录之外，未包含在备份中，请另行备份`);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      engine: db.dialect,
      lastMigration: snapshot.lastMigration,
      rowCounts: snapshot.rowCounts,
      files,
      notIncluded,
    };
    await addText(pack, MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    return { manifest, bytes };
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    throw error;
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
