import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { importLibrary, type ImportLogger, type ImportReport } from './importer/importer';
import { musicRoots } from './roots';

export interface MusicLibrary {
  /** Runs a full scan; calls made while one runs wait for it and then scan once more. */
  scan(): Promise<ImportReport>;
}

/** One scan at a time per process, so a rescan request never races the start-up scan. */
export function createMusicLibrary(db: Db, config: Pick<AppConfig, 'dataDir' | 'musicDir'>, log: ImportLogger): MusicLibrary {
  let last: Promise<unknown> = Promise.resolve();
  return {
    scan() {
      const next = last.then(() => importLibrary(db, { roots: musicRoots(config), dataDir: config.dataDir, log, pruneOtherRoots: true }));
      last = next.catch(() => undefined);
      return next;
    },
  };
}
