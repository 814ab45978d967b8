import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { nowIso, type Db } from '../../../db/connection';
import { createMusicRepo, type IndexedFile } from '../repo';
import { isAudioFile, type MusicRoot } from '../roots';
import { ensureDefaultCover } from './cover';
import { readSong, sidecarLrcMtime } from './readSong';

/** Where the importer tells what it skipped; fastify's logger and console both fit. */
export interface ImportLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SkippedFile {
  /** Path inside its root, '/'-separated. */
  file: string;
  reason: string;
}

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  skipped: SkippedFile[];
}

const toPosix = (relative: string) => relative.split(path.sep).join('/');

/** Every audio file under a folder. Hidden folders are skipped; folder symlinks are not followed (no loops). */
async function listAudioFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if ((entry.isFile() || entry.isSymbolicLink()) && isAudioFile(entry.name)) found.push(full);
    }
  }
  return found.sort();
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text || '无法读取文件';
}

async function folderExists(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Brings the song table in line with the files under the given roots: new and changed files are
 * read, unchanged ones (same size, mtime and sidecar .lrc) are left alone, vanished ones are
 * removed. A file that cannot be read is reported and skipped; nothing here throws for one file.
 * A root folder that is missing entirely (an unmounted disk) keeps its songs.
 */
export interface ImportOptions {
  roots: readonly MusicRoot[];
  dataDir: string;
  log: ImportLogger;
  /** Also drop songs of roots not in `roots` (MUSIC_DIR was unset). Only a full scan knows every root. */
  pruneOtherRoots: boolean;
}

export async function importLibrary(db: Db, { roots, dataDir, log, pruneOtherRoots }: ImportOptions): Promise<ImportReport> {
  const repo = createMusicRepo(db);
  const report: ImportReport = { added: 0, updated: 0, unchanged: 0, removed: 0, skipped: [] };
  await ensureDefaultCover(dataDir);

  for (const root of roots) {
    if (!(await folderExists(root.dir))) {
      log.warn(`音乐目录不存在，跳过：${root.dir}`);
      continue;
    }
    const known = new Map<string, IndexedFile>((await repo.indexedFiles(root.key)).map((row) => [row.path, row]));
    const seen = new Set<string>();
    let files: string[];
    try {
      files = await listAudioFiles(root.dir);
    } catch (error) {
      log.warn(`无法读取音乐目录 ${root.dir}：${reasonOf(error)}`);
      continue;
    }

    for (const file of files) {
      const relative = toPosix(path.relative(root.dir, file));
      seen.add(relative);
      try {
        const info = await stat(file);
        if (!info.isFile()) continue;
        const size = info.size;
        const mtimeMs = Math.floor(info.mtimeMs);
        const lyricMtimeMs = await sidecarLrcMtime(file);
        const before = known.get(relative);
        if (before && before.size === size && before.mtime_ms === mtimeMs && before.lyric_mtime_ms === lyricMtimeMs) {
          report.unchanged++;
          continue;
        }
        const song = await readSong(file, dataDir, lyricMtimeMs >= 0);
        await repo.saveSong({ ...song, root: root.key, path: relative, size, mtimeMs, lyricMtimeMs }, nowIso());
        if (before) report.updated++;
        else report.added++;
      } catch (error) {
        const reason = reasonOf(error);
        report.skipped.push({ file: relative, reason });
        log.warn(`跳过无法导入的音频 ${root.key}:${relative}：${reason}`);
        // A file that turned unreadable is no longer playable: it leaves the library.
        seen.delete(relative);
      }
    }

    const gone = [...known.values()].filter((row) => !seen.has(row.path)).map((row) => row.id);
    await repo.deleteSongs(gone);
    report.removed += gone.length;
  }

  if (pruneOtherRoots) {
    const orphans = await repo.idsOutsideRoots(roots.map((r) => r.key));
    await repo.deleteSongs(orphans);
    report.removed += orphans.length;
  }

  log.info(
    `音乐库扫描完成：新增 ${report.added}，更新 ${report.updated}，未变 ${report.unchanged}，移除 ${report.removed}，跳过 ${report.skipped.length}`,
  );
  return report;
}
