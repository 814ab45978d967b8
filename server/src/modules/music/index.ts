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

export type MusicConfig = Pick<AppConfig, 'dataDir' | 'musicDir' | 'musicUpstream'>;

/**
 * The music library: /wapi calls, audio streaming, the admin rescan, and a scan of the music
 * folders once the server is ready (in the background: a large MUSIC_DIR must not delay start).
 */
export async function registerMusic(app: FastifyInstance, db: Db, config: MusicConfig): Promise<void> {
  const repo = createMusicRepo(db);
  const library = createMusicLibrary(db, config, app.log);
  const upstream = config.musicUpstream ? createUpstream(config.musicUpstream) : undefined;
  await app.register(wapiRoutes, { prefix: '/wapi', service: createMusicService(repo), repo, roots: musicRoots(config), upstream });
  await app.register(musicAdminRoutes, { prefix: '/api/music', db, library });

  let startupScan: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    startupScan = library.scan().catch((error: unknown) => app.log.error({ err: error }, '音乐库扫描失败'));
  });
  // Closing waits for the scan, so it never writes into a closed database.
  app.addHook('onClose', async () => {
    await startupScan;
  });
}
