import { DEFAULT_PLAYLIST_INDEX } from '@blog/contract';
import { nowIso, type Db } from '../../connection';
import { musicUploadDir, musicUploadUrl } from '../../../modules/music/importer/cover';
import { importLibrary } from '../../../modules/music/importer/importer';
import { createMusicRepo } from '../../../modules/music/repo';
import { dataMusicDir } from '../../../modules/music/roots';
import { DEMO_AUDIO_EXTENSION, demoMusicDir, ensureDemoTracks, ensurePlaylistCover } from './files';
import { DEMO_PLAYLISTS, DEMO_TRACKS } from './tracks';

/** The ranked playlists' demo covers, made again at every start while SEED_DEMO is on. */
export const RANKED_COVERS = { newest: 'newest', mostPlayed: 'most-played' } as const;

/** Set once the demo library was written: after that the blogger's deletions stay deleted. */
const DEMO_SEEDED = 'demo_seeded';

/**
 * The demo music library. First time: generates the tracks into DATA_DIR/music/demo, imports
 * DATA_DIR/music and, when the library has no manual playlist yet, creates the demo playlists with
 * the 4th of the panel as the default (SPEC.md §9). Later starts only make again the demo files of
 * songs still in the library (a PostgreSQL database may outlive its DATA_DIR): a song or playlist
 * the blogger deleted in the console does not come back.
 */
export async function seedDemoMusic(db: Db, dataDir: string, log: (message: string) => void): Promise<void> {
  const repo = createMusicRepo(db);
  const seeded = await repo.hasFlag(DEMO_SEEDED);
  const started = performance.now();
  let tracks = DEMO_TRACKS;
  if (seeded) {
    const kept = await repo.songIdsByPath('data', DEMO_TRACKS.map((t) => `demo/${t.file}${DEMO_AUDIO_EXTENSION}`));
    tracks = DEMO_TRACKS.filter((t) => kept.has(`demo/${t.file}${DEMO_AUDIO_EXTENSION}`));
  }
  const written = tracks.length > 0 ? await ensureDemoTracks(demoMusicDir(dataDir), tracks) : 0;
  if (written > 0) log(`已生成演示音乐：${written} 首，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒。`);

  const quiet = { info: () => {}, warn: log };
  await importLibrary(db, { roots: [{ key: 'data', dir: dataMusicDir(dataDir) }], dataDir, log: quiet, pruneOtherRoots: false });

  const uploads = musicUploadDir(dataDir);
  const now = nowIso();
  const newestCover = musicUploadUrl(await ensurePlaylistCover(uploads, RANKED_COVERS.newest, 12, 0));
  const playedCover = musicUploadUrl(await ensurePlaylistCover(uploads, RANKED_COVERS.mostPlayed, 340, 1));
  if (seeded) return;
  await repo.setPlaylistCover('newest', newestCover, now);
  await repo.setPlaylistCover('most_played', playedCover, now);
  if ((await repo.manualPlaylistCount()) > 0) {
    await repo.setFlag(DEMO_SEEDED);
    return;
  }

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
  await repo.setDefaultByPosition(DEFAULT_PLAYLIST_INDEX);
  await repo.setFlag(DEMO_SEEDED);
  log(`已写入演示歌单：${DEMO_PLAYLISTS.length} 个。`);
}
