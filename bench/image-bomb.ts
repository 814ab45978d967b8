/**
 * Image bombs: parallel anonymous uploads of tiny files that declare huge images, against a fresh
 * server; its RSS sampled every 100 ms. Scenarios: the probe's PNG (228 KiB, 7745×7745 RGBA, 60
 * million pixels) ten at once from one address and thirty from three; and the worst that still
 * passes the new 50-million-pixel cap, a progressive JPEG of 7000×7000 (49 million pixels; a
 * progressive JPEG must keep every coefficient while decoding), the same two ways. Per scenario:
 * idle RSS, peak, RSS 10 s after the last answer, and the answers' statuses.
 *
 * Run: npm run build && npx tsx bench/image-bomb.ts [--compare /path/to/older/checkout]
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { MALLOC_TUNING_VALUE, MALLOC_TUNING_VARIABLE } from '../server/src/platform/mallocTuning';
import { pngBomb } from '../server/test/helpers/pngBomb';
import { rssMB } from './lib/chatUsers';
import { repoRoot, startServer } from './lib/server';

const { values: args } = parseArgs({ options: { compare: { type: 'string' } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const AFTER_MS = 10_000;

async function upload(baseUrl: string, bytes: Buffer, type: string, address: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), type === 'image/png' ? 'bomb.png' : 'bomb.jpg');
  try {
    const response = await fetch(`${baseUrl}/api/upload/img`, { method: 'POST', body: form, headers: { 'x-forwarded-for': address } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

interface Scenario {
  name: string;
  bytes: Buffer;
  type: string;
  addresses: number;
}

async function run(label: string, root: string, scenario: Scenario): Promise<void> {
  // TRUST_PROXY so each group of ten can come from an address of its own (the guest limit is 10 per
  // address). This build runs as `npm start` runs it (scripts/start.mjs sets glibc's mmap threshold);
  // the older build as its `npm start` ran it, without.
  const npmStartEnv: Record<string, string> = root === repoRoot ? { [MALLOC_TUNING_VARIABLE]: MALLOC_TUNING_VALUE } : {};
  const server = await startServer(undefined, { TRUST_PROXY: 'true', MUSIC_WATCH: 'false', ...npmStartEnv }, root);
  try {
    await sleep(3_000);
    const idle = rssMB(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMB(server.pid))), 100);
    const started = performance.now();
    const uploads = Array.from({ length: scenario.addresses * 10 }, (_, i) => upload(server.baseUrl, scenario.bytes, scenario.type, `198.51.100.${1 + (i % scenario.addresses)}`));
    const statuses = await Promise.all(uploads);
    const seconds = (performance.now() - started) / 1000;
    await sleep(AFTER_MS);
    clearInterval(sampler);
    const counts: Record<string, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(
      JSON.stringify({
        build: label,
        scenario: scenario.name,
        uploads: statuses.length,
        idleMB: idle,
        peakMB: peak,
        peakOverIdleMB: Math.round((peak - idle) * 10) / 10,
        tenSecondsAfterMB: rssMB(server.pid),
        answeredInSeconds: Math.round(seconds * 10) / 10,
        statuses: counts,
      }),
    );
  } finally {
    await server.stop();
  }
}

const png = await pngBomb(7745);
const jpeg = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#808080' } }).jpeg({ progressive: true, quality: 90 }).toBuffer();
const scenarios: Scenario[] = [
  { name: `PNG 7745² (${Math.round(png.length / 1024)} KiB) × 10, one address`, bytes: png, type: 'image/png', addresses: 1 },
  { name: 'PNG 7745² × 30, three addresses', bytes: png, type: 'image/png', addresses: 3 },
  { name: `progressive JPEG 7000² (${Math.round(jpeg.length / 1024)} KiB) × 10, one address`, bytes: jpeg, type: 'image/jpeg', addresses: 1 },
  { name: 'progressive JPEG 7000² × 30, three addresses', bytes: jpeg, type: 'image/jpeg', addresses: 3 },
];
console.log(JSON.stringify({ start: new Date().toISOString(), loadavg: loadavg().map((n) => n.toFixed(2)) }));
for (const scenario of scenarios) {
  await run('this', repoRoot, scenario);
  if (args.compare) await run('compare', path.resolve(args.compare), scenario);
}
console.log(JSON.stringify({ end: new Date().toISOString(), loadavg: loadavg().map((n) => n.toFixed(2)) }));
