import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import musicAdminRoutes from './adminRoutes';
import { createMusicLibrary } from './library';
import { createMusicRepo } from './repo';
import { musicRoots } from './roots';
import { createMusicService } from './service';
import { createUpstream } from './upstream';
import wapiRoutes from './wapiRoutes';

export type MusicConfig = Pick<AppConfig, 'dataDir' | 'musicDir' | 'musicUpstream'> & Partial<Pick<AppConfig, 'musicWatch'>>;

/** A dropped file is imported once its folder has been quiet this long (a copy fires many events). */
const WATCH_DEBOUNCE_MS = 1500;
/** A full scan this often anyway: watching misses changes on some network disks. */
const RESCAN_INTERVAL_MS = 10 * 60_000;

/**
 * The music library: /wapi calls, audio streaming, the admin rescan, and a scan of the music
 * folders once the server is ready (in the background: a large MUSIC_DIR must not delay start).
 */
export async function registerMusic(app: FastifyInstance, db: Db, config: MusicConfig): Promise<void> {
  const repo = createMusicRepo(db);
  const library = createMusicLibrary(db, config, app.log);
  const upstream = config.musicUpstream ? createUpstream(config.musicUpstream) : undefined;
  const roots = musicRoots(config);
  await app.register(wapiRoutes, { prefix: '/wapi', service: createMusicService(repo), repo, roots, upstream });
  await app.register(musicAdminRoutes, { prefix: '/api/music', db, library, repo, roots, dataDir: config.dataDir });

  let startupScan: Promise<unknown> = Promise.resolve();
  let stopWatching: () => void = () => {};
  app.addHook('onReady', async () => {
    startupScan = library.scan().catch((error: unknown) => app.log.error({ err: error }, '音乐库扫描失败'));
    if (config.musicWatch !== false) stopWatching = await library.watch({ debounceMs: WATCH_DEBOUNCE_MS, intervalMs: RESCAN_INTERVAL_MS });
  });
  // Closing stops the watcher and waits for any scan, so none writes into a closed database.
  app.addHook('onClose', async () => {
    stopWatching();
    await startupScan;
    await library.settled();
  });
}
