/**
 * Chat abuse: what a misbehaving peer costs the server, measured against an idle baseline in the
 * same run.
 *
 * (a) Memory and latency: RSS over time and GET /api/config p50/p99 while `--sockets` sockets that
 *     send init and then never read, `--chatters` logged-in users sending a message every 2 s, and
 *     one logged-in socket repeating init 300 times a second (alternating login and guest, so every
 *     init changes who is online) run for `--seconds`. A flooder the server drops comes back at once.
 * (b) Amplification: frames the listeners receive per frame the flooder sends, with `--listeners`
 *     reading guests and `--inits` init frames at 300 a second.
 *
 * Every socket claims its own client address (X-Forwarded-For, TRUST_PROXY=true): the attack is
 * spread over addresses, so the per-address cap does not hide what the other defences do.
 *
 * Run: npm run build && npx tsx bench/chat-abuse.ts [--sockets 1000] [--seconds 300]
 *        [--chatters 20] [--listeners 200] [--inits 1000] [--root /path/to/other/checkout]
 * --root runs that checkout's server/dist/main.js (built there) instead of this one's, to measure
 * an older build with this same script. Needs `ulimit -n` above twice the socket count.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { CHAT_WS_PATH } from '@blog/contract';
import { benchAddress, createChatUsers, rssMB, signChatToken } from './lib/chatUsers';
import { repoRoot, startServer, type RunningServer } from './lib/server';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '300' },
    chatters: { type: 'string', default: '20' },
    listeners: { type: 'string', default: '200' },
    inits: { type: 'string', default: '1000' },
    root: { type: 'string', default: repoRoot },
  },
});
const SOCKETS = Number(args.sockets);
const SECONDS = Number(args.seconds);
const CHATTERS = Number(args.chatters);
const LISTENERS = Number(args.listeners);
const INITS = Number(args.inits);
const ROOT = path.resolve(args.root);
/** The probe's flood rate. */
const INITS_PER_SECOND = 300;
const IDLE_SECONDS = Math.min(15, SECONDS);
const CHAT_EVERY_MS = 2_000;
const CONFIG_PROBE_EVERY_MS = 100;
const JWT_SECRET = `bench-abuse-${randomBytes(12).toString('hex')}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number) => Math.round(n * 10) / 10;
/** Each socket gets an address of its own; the counter runs across the whole run. */
let nextAddress = 1;

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, headers: { 'x-forwarded-for': benchAddress(nextAddress++) } });
    socket.once('error', reject);
    socket.once('open', () => {
      socket.off('error', reject);
      socket.on('error', () => {}); // a socket the server drops may error; that is the point
      resolve(socket);
    });
  });
}

// The earlier `{type, data}` frames, which every build reads (this one flattens them); a guest's empty
// token marks our client, which gets the online lists (the original client's init has no token field).
const init = (socket: WebSocket, token?: string) => socket.send(JSON.stringify({ type: 'init', data: { token: token ?? '' } }));

/** GET /api/config one after another until stopped; latencies in ms. */
function probeConfig(baseUrl: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${baseUrl}/api/config`)).arrayBuffer();
        latencies.push(performance.now() - started);
      } catch {
        latencies.push(Number.POSITIVE_INFINITY);
      }
      await sleep(CONFIG_PROBE_EVERY_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN);
      return { requests: sorted.length, p50: at(0.5), p99: at(0.99) };
    },
  };
}

/** One RSS sample a second. */
function sampleRss(pid: number) {
  const samples: number[] = [rssMB(pid)];
  const timer = setInterval(() => samples.push(rssMB(pid)), 1000);
  return {
    stop() {
      clearInterval(timer);
      return { samples, peak: Math.max(...samples), last: samples.at(-1) ?? NaN };
    },
  };
}

/** A logged-in socket repeating init, login and guest in turn; reconnects when dropped. */
function flood(url: string, token: string, total: number) {
  let sent = 0;
  let drops = 0;
  let stopped = false;
  const done = (async () => {
    let socket = await open(url);
    const perTick = Math.max(1, Math.round(INITS_PER_SECOND / 100));
    while (!stopped && sent < total) {
      if (socket.readyState !== WebSocket.OPEN) {
        drops++;
        socket = await open(url);
      }
      for (let i = 0; i < perTick && sent < total; i++, sent++) init(socket, sent % 2 === 0 ? token : undefined);
      await sleep(10);
    }
    socket.terminate();
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return { sent, drops };
    },
    finished: done,
  };
}

async function prepare(users: number): Promise<{ server: RunningServer; tokens: string[]; url: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-abuse-'));
  const ids = await createChatUsers({ dataDir }, users, 'abuse');
  const server = await startServer(dataDir, { JWT_SECRET, TRUST_PROXY: 'true' }, ROOT);
  const tokens = await Promise.all(ids.map((id) => signChatToken(JWT_SECRET, id)));
  return { server, tokens, url: `${server.baseUrl.replace('http', 'ws')}${CHAT_WS_PATH}` };
}

async function memoryAndLatency() {
  const { server, tokens, url } = await prepare(CHATTERS + 1);
  const sockets: WebSocket[] = [];
  try {
    await sleep(1000);
    let rss = sampleRss(server.pid);
    let probe = probeConfig(server.baseUrl);
    await sleep(IDLE_SECONDS * 1000);
    const idle = { rss: rss.stop(), config: await probe.stop() };

    rss = sampleRss(server.pid);
    probe = probeConfig(server.baseUrl);
    const started = performance.now();
    for (let i = 0; i < SOCKETS; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, () => open(url)));
      for (const socket of batch) {
        init(socket);
        // Stops reading: what the server sends piles up in the kernel and then in the server.
        (socket as unknown as { _socket: { pause(): void } })._socket.pause();
      }
      sockets.push(...batch);
    }
    const chatters = await Promise.all(tokens.slice(1).map(() => open(url)));
    sockets.push(...chatters);
    chatters.forEach((socket, i) => init(socket, tokens[i + 1]));
    let said = 0;
    const chatTimer = setInterval(() => {
      for (const socket of chatters)
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'message', data: { content: `压测消息 ${said++}`, content_type: 1 } }));
    }, CHAT_EVERY_MS);
    const flooder = flood(url, tokens[0], Number.POSITIVE_INFINITY);
    await sleep(Math.max(0, SECONDS * 1000 - (performance.now() - started)));
    clearInterval(chatTimer);
    const flooded = await flooder.stop();
    return { idle, attack: { rss: rss.stop(), config: await probe.stop() }, flooded, said };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

async function amplification() {
  const { server, tokens, url } = await prepare(1);
  const listeners: WebSocket[] = [];
  try {
    let framesOut = 0;
    let bytesOut = 0;
    for (let i = 0; i < LISTENERS; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, LISTENERS - i) }, () => open(url)));
      for (const socket of batch) init(socket);
      listeners.push(...batch);
    }
    await sleep(2000);
    for (const socket of listeners)
      socket.on('message', (data: Buffer) => {
        framesOut++;
        bytesOut += data.length;
      });
    const started = performance.now();
    const flooder = flood(url, tokens[0], INITS);
    await flooder.finished;
    const floodSeconds = (performance.now() - started) / 1000;
    await sleep(3000); // the last coalesced list, and whatever the server still had queued
    const { sent, drops } = await flooder.stop();
    return { framesIn: sent, framesOut, bytesOut, floodSeconds: round(floodSeconds), drops };
  } finally {
    for (const socket of listeners) socket.terminate();
    await server.stop();
  }
}

const load = loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`chat-abuse: ${SOCKETS} non-reading sockets, ${CHATTERS} chatters, 1 init flooder (${INITS_PER_SECOND}/s), ${SECONDS} s; ${LISTENERS} listeners x ${INITS} inits; server ${ROOT}; load average ${load}`);
const a = await memoryAndLatency();
const b = await amplification();
const rows = [
  ['idle: RSS (MB) start / peak', `${a.idle.rss.samples[0]} / ${a.idle.rss.peak}`],
  ['idle: /api/config p50 / p99 (ms)', `${a.idle.config.p50} / ${a.idle.config.p99} (${a.idle.config.requests} requests)`],
  ['attack: RSS (MB) peak / at end', `${a.attack.rss.peak} / ${a.attack.rss.last}`],
  ['attack: RSS peak over idle (MB)', `${round(a.attack.rss.peak - a.idle.rss.peak)}`],
  ['attack: /api/config p50 / p99 (ms)', `${a.attack.config.p50} / ${a.attack.config.p99} (${a.attack.config.requests} requests)`],
  ['attack: inits sent / flooder dropped', `${a.flooded.sent} / ${a.flooded.drops}`],
  ['amplification: frames in / out', `${b.framesIn} / ${b.framesOut} (${round(b.bytesOut / 1e6)} MB) in ${b.floodSeconds} s`],
  ['amplification: frames out per frame in', `${round(b.framesOut / Math.max(1, b.framesIn))}`],
  ['amplification: flooder dropped', `${b.drops}`],
];
console.log(`| measure | value |\n| --- | --- |\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}`);
console.log(`RSS samples during the attack (MB, 1 s apart): ${a.attack.rss.samples.join(' ')}`);
console.log(JSON.stringify({ settings: { SOCKETS, SECONDS, CHATTERS, LISTENERS, INITS, root: ROOT, load }, a, b }));
