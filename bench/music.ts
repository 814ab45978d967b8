/**
 * The music library under load: 10,000 synthetic songs inserted straight into the database (no
 * audio files; their folder, MUSIC_DIR, is absent, so the start-up scan keeps them), plus the
 * real demo tracks for the Range test.
 *
 * Run: npm run build && npx tsx bench/music.ts [seconds] [--engine sqlite|postgres|both] [--before <checkout>] [--search-only]
 * - `--engine postgres|both` needs BENCH_DATABASE_URL (an admin URL; a throwaway database is made and dropped).
 * - `--before <checkout>`: another checkout (an older commit, built with `npm run build -w server`)
 *   measured the same way first, its own migrations and search text preparing its database.
 * Prints one JSON line per measurement, like bench/http-load.ts.
 */
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SongUrlResponse, SongsResponse, ToplistDetailResponse } from '@blog/contract';
import type * as ConnectionModule from '../server/src/db/connection';
import type * as SeedModule from '../server/src/db/seed';
import type * as RepoModule from '../server/src/modules/music/repo';
import { randomFrom } from '../server/src/db/seed/palette';
import { repoRoot, startServer } from './lib/server';
import { measureGet, type LoadRow } from './lib/load';
import { createBenchDatabase } from './lib/pgDatabase';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const seconds = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const engineOption = option('--engine') ?? 'sqlite';
const engines = engineOption === 'both' ? ['sqlite', 'postgres'] : [engineOption];
const beforeRoot = option('--before');
const searchOnly = args.includes('--search-only');
const connections = 50;
const SONGS = 10_000;
const WORDS = ['春风', '夏夜', '秋水', '冬雪', '山川', '海潮', '星河', '月光', '晚霞', '晨雾', '旧城', '远方', '归途', '花影', '云端', '雨巷', '灯火', '长街', '故乡', '时光', '少年', '信笺', '列车', '渡口'];
const TAILS = ['之歌', '小调', '组曲', '漫步', '回响', '序曲', '的信', '', '', ''];
const SURNAMES = ['林', '陈', '周', '吴', '许', '叶', '沈', '顾', '苏', '江'];
const GIVEN = ['晓', '然', '知', '南', '北', '安', '言', '川', '遥', '默', '青', '禾'];

/** The modules of one checkout that prepare its database (its migrations, its search text). */
interface Checkout {
  root: string;
  connection: typeof ConnectionModule;
  seed: typeof SeedModule;
  repo: typeof RepoModule;
}

async function loadCheckout(root: string): Promise<Checkout> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  return {
    root,
    connection: (await load('server/src/db/connection.ts')) as typeof ConnectionModule,
    seed: (await load('server/src/db/seed/index.ts')) as typeof SeedModule,
    repo: (await load('server/src/modules/music/repo.ts')) as typeof RepoModule,
  };
}

type Db = ConnectionModule.Db;

/** Inserts the synthetic library under the 'extra' root in batches; answers the song ids. */
async function insertSyntheticSongs(db: Db, searchTextOf: (song: { title: string; artists: string[]; aliases: string[]; album: string }) => string): Promise<number[]> {
  const rnd = randomFrom(2024);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const rows = [];
  for (let i = 0; i < SONGS; i++) {
    const title = `${pick(WORDS)}${pick(WORDS)}${pick(TAILS)}`;
    const artists = [`${pick(SURNAMES)}${pick(GIVEN)}${pick(GIVEN)}`];
    const aliases = rnd() < 0.2 ? [`Song ${i}`] : [];
    const album = `${pick(WORDS)}专辑`;
    // Spread over a year, so 最新上架 has a real order.
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 365 * 86_400_000)).toISOString();
    rows.push({
      root: 'extra',
      path: `synthetic/${i}.mp3`,
      title,
      artists: JSON.stringify(artists),
      aliases: JSON.stringify(aliases),
      album,
      cover: '',
      duration_ms: 120_000 + Math.floor(rnd() * 180_000),
      size: 4_000_000,
      mtime_ms: 1_700_000_000_000,
      lyric: '',
      search_text: searchTextOf({ title, artists, aliases, album }),
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

async function prepareDataDir(checkout: Checkout, databaseUrl: string | undefined): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-music-'));
  const { openDatabase, migrate, nowIso } = checkout.connection;
  const db = openDatabase({ dataDir, databaseUrl });
  await migrate(db);
  await checkout.seed.seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: 'bench-Admin-Passw0rd', seedDemo: true }, () => undefined);
  const ids = await insertSyntheticSongs(db, checkout.repo.searchTextOf as (song: { title: string; artists: string[]; aliases: string[]; album: string }) => string);
  await checkout.repo.createMusicRepo(db).createPlaylist({ name: '一万首', cover: '', kind: 'manual', sort: 100 }, ids, nowIso());
  await db.close();
  return dataDir;
}

/** A throwaway PostgreSQL database. */
async function makeDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) throw new Error('--engine postgres needs BENCH_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/postgres)');
  return createBenchDatabase(adminUrl, 'blog_bench_music');
}

let label = '';
const measure = (name: string, url: string): Promise<LoadRow> => measureGet(`${label}: ${name}`, url, { connections, seconds });

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

async function run(checkout: Checkout, engine: string): Promise<void> {
  const database = engine === 'postgres' ? await makeDatabase() : undefined;
  try {
    const dataDir = await prepareDataDir(checkout, database?.url);
    label = `${engine}, ${checkout.root === repoRoot ? 'this checkout' : `before (${checkout.root})`}`;
    const server = await startServer(
      dataDir,
      // An absent MUSIC_DIR: the start-up scan leaves the synthetic songs alone.
      { MUSIC_DIR: path.join(dataDir, 'absent-music-dir'), ...(database ? { DATABASE_URL: database.url } : {}) },
      checkout.root,
    );
    try {
      await measureAll(server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
  }
}

async function measureAll(baseUrl: string): Promise<void> {
  const base = `${baseUrl}/wapi`;
  const toplist = (await (await fetch(`${base}/toplist/detail`)).json()) as ToplistDetailResponse;
  const big = toplist.list.find((p) => p.name === '一万首')!;
  const newest = toplist.list.find((p) => p.name === '最新上架')!;
  const count = (await (await fetch(`${base}/search?keywords=${encodeURIComponent('月光')}&limit=1`)).json()) as { result: { songCount: number } };
  console.log(`${label} — songs: ${SONGS} synthetic + demo, connections: ${connections}, duration: ${seconds}s each; '月光' matches ${count.result.songCount}`);

  // A short warm-up, so the first measurement does not pay for JIT and caches.
  await measureGet(`${label}: warm-up`, `${base}/search?keywords=${encodeURIComponent('春风')}&offset=0&limit=20`, { connections, seconds: 2 });
  await measure('search 1 char (月)', `${base}/search?keywords=${encodeURIComponent('月')}&offset=0&limit=20`);
  await measure('search 2 chars (月光)', `${base}/search?keywords=${encodeURIComponent('月光')}&offset=0&limit=20`);
  await measure('search 4 chars (星河月光)', `${base}/search?keywords=${encodeURIComponent('星河月光')}&offset=0&limit=20`);
  await measure('search deep page (月光, offset 200)', `${base}/search?keywords=${encodeURIComponent('月光')}&offset=200&limit=20`);
  await measure('search no hit (不存在的歌)', `${base}/search?keywords=${encodeURIComponent('不存在的歌')}&offset=0&limit=20`);
  // The floor: one song by id, the cheapest /wapi call, through the same server and machine.
  await measure('reference: song/detail of one id', `${base}/song/detail?ids=1`);
  if (searchOnly) return;
  await measure('playlist/track/all 10k list, offset 0', `${base}/playlist/track/all?id=${big.id}&limit=30&offset=0`);
  await measure('playlist/track/all 10k list, offset 9000', `${base}/playlist/track/all?id=${big.id}&limit=30&offset=9000`);
  await measure('playlist/track/all 最新上架, offset 60', `${base}/playlist/track/all?id=${newest.id}&limit=30&offset=60`);

  // A real file: the first demo song of the 4th playlist.
  const rainy = toplist.list[3]!;
  const [song] = ((await (await fetch(`${base}/playlist/track/all?id=${rainy.id}&limit=1`)).json()) as SongsResponse).songs;
  const audioPath = ((await (await fetch(`${base}/song/url/v1?id=${song!.id}&level=exhigh`)).json()) as SongUrlResponse).data[0]!.url!;
  const size = Number((await fetch(`${baseUrl}${audioPath}`, { method: 'HEAD' })).headers.get('content-length'));
  const start = Math.floor(size / 2);
  const range = `bytes=${start}-${start + 256 * 1024 - 1}`;
  const samples: number[] = [];
  for (let i = 0; i < 41; i++) samples.push(await timeToFirstByte(`${baseUrl}${audioPath}`, range));
  samples.shift(); // the first one warms the route
  console.log(
    JSON.stringify({
      name: `${label}: range request, middle 256 KiB slice: time to first byte`,
      fileBytes: size,
      samples: samples.length,
      medianMs: Number(median(samples).toFixed(2)),
      maxMs: Number(Math.max(...samples).toFixed(2)),
    }),
  );
}

const checkouts = [...(beforeRoot ? [await loadCheckout(path.resolve(beforeRoot))] : []), await loadCheckout(repoRoot)];
for (const engine of engines) {
  for (const checkout of checkouts) await run(checkout, engine);
}
