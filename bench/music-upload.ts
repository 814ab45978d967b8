/**
 * Upload of a 10 MB FLAC in the console: time until the song is playable, i.e. the upload call has
 * answered and the song's stream URL (from /wapi/song/url/v1) answers 206 to a Range request.
 * The FLAC is generated at run time (verbatim subframes, server/test/helpers/audio.ts): no encoder
 * needs to be installed.
 * Run: npm run build && npx tsx bench/music-upload.ts [runs]
 * Prints one JSON line per run and a summary line.
 */
import os from 'node:os';
import type { AdminSongRow, ApiEnvelope, LoginResult, SongUrlResponse } from '@blog/contract';
import { toneFlac } from '../server/test/helpers/audio';
import { startServer } from './lib/server';

const runs = Number(process.argv[2] ?? 5);
const FLAC_BYTES = 10 * 1024 * 1024;

const server = await startServer(undefined, { SEED_DEMO: 'false' });
try {
  const login = (await (
    await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-Admin-Passw0rd' }),
    })
  ).json()) as ApiEnvelope<LoginResult>;
  const token = login.result.token;
  const flac = toneFlac(FLAC_BYTES, 'bench tone');
  console.log(JSON.stringify({ flacBytes: flac.length, loadavg: os.loadavg().map((n) => Number(n.toFixed(2))) }));

  const totals: number[] = [];
  const uploads: number[] = [];
  for (let run = 0; run < runs; run++) {
    const form = new FormData();
    form.append('file', new Blob([flac], { type: 'audio/flac' }), `bench-${run}.flac`);
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/music/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await response.json()) as ApiEnvelope<AdminSongRow>;
    const answered = performance.now();
    if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${body.message}`);
    const song = body.result;
    const url = ((await (await fetch(`${server.baseUrl}/wapi/song/url/v1?id=${song.id}`)).json()) as SongUrlResponse).data[0]!.url!;
    const audio = await fetch(`${server.baseUrl}${url}`, { headers: { range: 'bytes=0-65535' } });
    await audio.arrayBuffer();
    if (audio.status !== 206) throw new Error(`stream answered ${audio.status}`);
    const playable = performance.now();
    uploads.push(answered - started);
    totals.push(playable - started);
    console.log(JSON.stringify({ run, uploadMs: Number((answered - started).toFixed(1)), playableMs: Number((playable - started).toFixed(1)), durationMs: song.durationMs }));
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    JSON.stringify({
      runs,
      uploadMedianMs: Number(median(uploads).toFixed(1)),
      playableMedianMs: Number(median(totals).toFixed(1)),
      playableMaxMs: Number(Math.max(...totals).toFixed(1)),
      loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
    }),
  );
} finally {
  await server.stop();
}
