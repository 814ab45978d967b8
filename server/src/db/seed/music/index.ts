import { nowIso, type Db } from '../../connection';
import { musicUploadDir, musicUploadUrl } from '../../../modules/music/importer/cover';
import { importLibrary } from '../../../modules/music/importer/importer';
import { createMusicRepo } from '../../../modules/music/repo';
import { dataMusicDir } from '../../../modules/music/roots';
import { DEMO_AUDIO_EXTENSION, demoMusicDir, ensureDemoTracks, ensurePlaylistCover } from './files';
import { DEMO_PLAYLISTS, DEMO_TRACKS } from './tracks';

/**
 * The demo music library: generates the tracks that are missing into DATA_DIR/music/demo, imports
 * DATA_DIR/music, and, when the library has no manual playlist yet, creates the demo playlists.
 * Safe on every start: existing files are skipped and existing playlists are left alone.
 */
export async function seedDemoMusic(db: Db, dataDir: string, log: (message: string) => void): Promise<void> {
  const started = performance.now();
  const written = await ensureDemoTracks(demoMusicDir(dataDir), DEMO_TRACKS);
  if (written > 0) log(`已生成演示音乐：${written} 首，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒。`);

  const quiet = { info: () => {}, warn: log };
  await importLibrary(db, { roots: [{ key: 'data', dir: dataMusicDir(dataDir) }], dataDir, log: quiet, pruneOtherRoots: false });

  const repo = createMusicRepo(db);
  const uploads = musicUploadDir(dataDir);
  const now = nowIso();
  await repo.setPlaylistCover('newest', musicUploadUrl(await ensurePlaylistCover(uploads, 'newest', 12, 0)), now);
  await repo.setPlaylistCover('most_played', musicUploadUrl(await ensurePlaylistCover(uploads, 'most-played', 340, 1)), now);
  if ((await repo.manualPlaylistCount()) > 0) return;

  const ids = await repo.songIdsByPath('data', DEMO_TRACKS.map((t) => `demo/${t.file}${DEMO_AUDIO_EXTENSION}`));
  for (const [index, playlist] of DEMO_PLAYLISTS.entries()) {
    const cover = musicUploadUrl(await ensurePlaylistCover(uploads, playlist.key, playlist.hue, index + 2));
    const songIds = playlist.files.flatMap((file) => {
      const id = ids.get(`demo/${file}${DEMO_AUDIO_EXTENSION}`);
      return id === undefined ? [] : [id];
    });
    // After 最新上架 (10) and 热门播放 (20).
    await repo.createPlaylist({ name: playlist.name, cover, kind: 'manual', sort: 30 + index * 10 }, songIds, now);
  }
  log(`已写入演示歌单：${DEMO_PLAYLISTS.length} 个。`);
}
