/**
 * The music library under load: 10,000 synthetic songs inserted straight into the database (no
 * audio files; their folder, MUSIC_DIR, is absent, so the start-up scan keeps them), plus the
 * real demo tracks for the Range test.
 * Run: npm run build && npx tsx bench/music.ts [seconds]
 * Prints one JSON line per measurement, like bench/http-load.ts.
 */
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SongUrlResponse, SongsResponse, ToplistDetailResponse } from '@blog/contract';
import { migrate, nowIso, openDatabase, type Db } from '../server/src/db/connection';
import { seedIfEmpty } from '../server/src/db/seed';
import { randomFrom } from '../server/src/db/seed/palette';
import { createMusicRepo, searchTextOf } from '../server/src/modules/music/repo';
import { startServer } from './lib/server';
import { measureGet } from './lib/load';

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;
const SONGS = 10_000;

const WORDS = ['春风', '夏夜', '秋水', '冬雪', '山川', '海潮', '星河', '月光', '晚霞', '晨雾', '旧城', '远方', '归途', '花影', '云端', '雨巷', '灯火', '长街', '故乡', '时光', '少年', '信笺', '列车', '渡口'];
const TAILS = ['之歌', '小调', '组曲', '漫步', '回响', '序曲', '的信', '', '', ''];
const SURNAMES = ['林', '陈', '周', '吴', '许', '叶', '沈', '顾', '苏', '江'];
const GIVEN = ['晓', '然', '知', '南', '北', '安', '言', '川', '遥', '默', '青', '禾'];

/** Inserts the synthetic library under the 'extra' root in batches; answers the song ids. */
async function insertSyntheticSongs(db: Db): Promise<number[]> {
  const rnd = randomFrom(2024);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const rows = [];
  for (let i = 0; i < SONGS; i++) {
    const title = `${pick(WORDS)}${pick(WORDS)}${pick(TAILS)}`;
    const artists = [`${pick(SURNAMES)}${pick(GIVEN)}${pick(GIVEN)}`];
    const aliases = rnd() < 0.2 ? [`Song ${i}`] : [];
    // Spread over a year, so 最新上架 has a real order.
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 365 * 86_400_000)).toISOString();
    rows.push({
      root: 'extra',
      path: `synthetic/${i}.mp3`,
      title,
      artists: JSON.stringify(artists),
      aliases: JSON.stringify(aliases),
      album: `${pick(WORDS)}专辑`,
      cover: '',
      duration_ms: 120_000 + Math.floor(rnd() * 180_000),
      size: 4_000_000,
      mtime_ms: 1_700_000_000_000,
      lyric: '',
      search_text: searchTextOf({ title, artists, aliases }),
      play_count: Math.floor(rnd() * 1000),
      created_at: created,
      updated_at: created,
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.kysely.insertInto('song').values(rows.slice(i, i + 500)).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

async function prepareDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-music-'));
  const db = openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => undefined);
  const ids = await insertSyntheticSongs(db);
  await createMusicRepo(db).createPlaylist({ name: '一万首', cover: '', kind: 'manual', sort: 100 }, ids, nowIso());
  await db.close();
  return dataDir;
}

const measure = (name: string, url: string) => measureGet(name, url, { connections, seconds });

/** Milliseconds from sending a Range request to its first body byte. */
function timeToFirstByte(url: string, range: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { range }, agent: false }, (response) => {
      if (response.statusCode !== 206) reject(new Error(`expected 206, got ${response.statusCode}`));
      response.once('data', () => {
        const elapsed = performance.now() - started;
        response.destroy();
        resolve(elapsed);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dataDir = await prepareDataDir();
// An absent MUSIC_DIR: the start-up scan leaves the synthetic songs alone.
process.env.MUSIC_DIR = path.join(dataDir, 'absent-music-dir');
const server = await startServer(dataDir);
try {
  const base = `${server.baseUrl}/wapi`;
  const toplist = (await (await fetch(`${base}/toplist/detail`)).json()) as ToplistDetailResponse;
  const big = toplist.list.find((p) => p.name === '一万首')!;
  const newest = toplist.list.find((p) => p.name === '最新上架')!;
  const count = (await (await fetch(`${base}/search?keywords=${encodeURIComponent('月光')}&limit=1`)).json()) as { result: { songCount: number } };
  console.log(`songs: ${SONGS} synthetic + demo, connections: ${connections}, duration: ${seconds}s each; '月光' matches ${count.result.songCount}`);

  await measure('search 2 chars (月光)', `${base}/search?keywords=${encodeURIComponent('月光')}&offset=0&limit=20`);
  await measure('search 4 chars (星河月光)', `${base}/search?keywords=${encodeURIComponent('星河月光')}&offset=0&limit=20`);
  await measure('search deep page (月光, offset 200)', `${base}/search?keywords=${encodeURIComponent('月光')}&offset=200&limit=20`);
  await measure('playlist/track/all 10k list, offset 0', `${base}/playlist/track/all?id=${big.id}&limit=30&offset=0`);
  await measure('playlist/track/all 10k list, offset 9000', `${base}/playlist/track/all?id=${big.id}&limit=30&offset=9000`);
  await measure('playlist/track/all 最新上架, offset 60', `${base}/playlist/track/all?id=${newest.id}&limit=30&offset=60`);

  // A real file: the first demo song of the 4th playlist.
  const rainy = toplist.list[3]!;
  const [song] = ((await (await fetch(`${base}/playlist/track/all?id=${rainy.id}&limit=1`)).json()) as SongsResponse).songs;
  const audioPath = ((await (await fetch(`${base}/song/url/v1?id=${song!.id}&level=exhigh`)).json()) as SongUrlResponse).data[0]!.url!;
  const size = Number((await fetch(`${server.baseUrl}${audioPath}`, { method: 'HEAD' })).headers.get('content-length'));
  const start = Math.floor(size / 2);
  const range = `bytes=${start}-${start + 256 * 1024 - 1}`;
  const samples: number[] = [];
  for (let i = 0; i < 41; i++) samples.push(await timeToFirstByte(`${server.baseUrl}${audioPath}`, range));
  samples.shift(); // the first one warms the route
  console.log(
    JSON.stringify({
      name: 'range request, middle 256 KiB slice: time to first byte',
      fileBytes: size,
      samples: samples.length,
      medianMs: Number(median(samples).toFixed(2)),
      maxMs: Number(Math.max(...samples).toFixed(2)),
    }),
  );
} finally {
  await server.stop();
}
