import { watch, type FSWatcher } from 'node:fs';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { makePrivateDir } from '../../platform/files';
import { importLibrary, type ImportLogger, type ImportReport } from './importer/importer';
import { musicRoots } from './roots';

export interface MusicLibrary {
  /** Runs a full scan; calls made while one runs wait for it and then scan once more. */
  scan(): Promise<ImportReport>;
  /** Resolves once no scan is running or queued. */
  settled(): Promise<void>;
  /**
   * Watches the music folders: a change is followed by a scan once the folder has been quiet for
   * `debounceMs` (a file being copied fires many events), and a scan runs every `intervalMs`
   * anyway (watching misses changes on some network disks). Answers the function that stops it.
   */
  watch(options: { debounceMs: number; intervalMs: number }): Promise<() => void>;
}

/** Where uploads are received before they are known to be audio: hidden, so scans and watchers skip it. */
export const INCOMING_DIR = '.incoming';

/** One scan at a time per process, so a rescan request never races the start-up scan or the watcher. */
export function createMusicLibrary(db: Db, config: Pick<AppConfig, 'dataDir' | 'musicDir'>, log: ImportLogger & { error(obj: unknown, message: string): void }): MusicLibrary {
  let last: Promise<unknown> = Promise.resolve();
  const scan = () => {
    const next = last.then(() => importLibrary(db, { roots: musicRoots(config), dataDir: config.dataDir, log, pruneOtherRoots: true }));
    last = next.catch(() => undefined);
    return next;
  };

  return {
    scan,
    settled: async () => {
      await last;
    },
    async watch({ debounceMs, intervalMs }) {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const scanQuietly = () => {
        if (stopped) return;
        scan().catch((error: unknown) => log.error({ err: error }, '音乐库扫描失败'));
      };
      const changed = (file: string | null) => {
        // Hidden entries are the upload inbox and editors' temporary files; scans skip them too.
        if (file && file.split(/[\\/]/).some((part) => part.startsWith('.'))) return;
        clearTimeout(timer);
        timer = setTimeout(scanQuietly, debounceMs);
      };

      const watchers: FSWatcher[] = [];
      for (const root of musicRoots(config)) {
        // DATA_DIR/music exists from the start, so a first dropped file is seen.
        if (root.key === 'data') await makePrivateDir(root.dir).catch(() => undefined);
        try {
          const watcher = watch(root.dir, { recursive: true, persistent: false }, (_event, file) => changed(typeof file === 'string' ? file : null));
          watcher.on('error', (error) => log.warn(`音乐目录监视出错，改为定时扫描：${root.dir}：${error.message}`));
          watchers.push(watcher);
        } catch (error) {
          log.warn(`无法监视音乐目录 ${root.dir}，改为定时扫描：${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const interval = setInterval(scanQuietly, intervalMs);
      interval.unref();

      return () => {
        stopped = true;
        clearTimeout(timer);
        clearInterval(interval);
        for (const watcher of watchers) watcher.close();
      };
    },
  };
}
