/**
 * Live chat under load (issue 5, Measured): delivery latency from send to receipt across every
 * connected client, and the server's resident memory, with 1,000 and 5,000 websocket clients of
 * which 50 send one message a second for 10 s; then the same across two processes through Redis.
 *
 * Run (each client socket and its server side need a descriptor, so raise the limit first):
 *   ulimit -n 20000   # or 65536 where the hard limit allows it
 *   npm run build && npx tsx bench/chat.ts
 * Needs PostgreSQL at postgres://postgres@127.0.0.1:5432/test and Redis at redis://127.0.0.1:6379
 * for the two-process scenarios (override with BENCH_PG_URL / BENCH_REDIS_URL).
 *
 * BENCH_CHAT_PG=1 puts the one-process scenarios on PostgreSQL too (SQLite otherwise), to tell
 * the database's share from the second process's.
 *
 * Senders and receivers live in this one process, so latency is performance.now() at send versus
 * at receipt on one clock; it includes this process's own time to read the frames.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { CHAT_CONTENT_TYPE, CHAT_WS_PATH } from '@blog/contract';
import { benchAddress, createChatUsers, rssMB, signChatToken } from './lib/chatUsers';
import { startServer, type RunningServer } from './lib/server';

const SENDERS = 50;
const MESSAGES_PER_SENDER = 10;
/** The flood limit is 5 messages in any 5 s window; a little over a second keeps clear of its edge. */
const SEND_INTERVAL_MS = 1050;
const CONNECT_BATCH = 200;
const JWT_SECRET = `bench-chat-${randomBytes(12).toString('hex')}`;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Scenario {
  name: string;
  clients: number;
  processes: 1 | 2;
}

const scenarios: Scenario[] = [
  { name: 'one process, 1000 clients', clients: 1000, processes: 1 },
  { name: 'one process, 5000 clients', clients: 5000, processes: 1 },
  { name: 'two processes via Redis, 1000 clients', clients: 1000, processes: 2 },
  { name: 'two processes via Redis, 5000 clients', clients: 5000, processes: 2 },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** User plus system CPU seconds a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `blog_bench_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const signToken = (userId: number) => signChatToken(JWT_SECRET, userId);

/** Latencies of every delivery, in ms; preallocated so recording costs no allocation. */
class Recorder {
  latencies: Float64Array;
  count = 0;
  refusals = 0;
  constructor(capacity: number) {
    this.latencies = new Float64Array(capacity);
  }
  onFrame(text: string): void {
    // Cheaper than JSON.parse on every one of millions of frames: find the stamped content.
    const at = text.indexOf('"bench:');
    if (at < 0) {
      if (text.includes('"tips"')) this.refusals++;
      return;
    }
    const end = text.indexOf('"', at + 1);
    const stamp = Number(text.slice(at + 1, end).split(':')[3]);
    if (this.count < this.latencies.length) this.latencies[this.count] = performance.now() - stamp;
    this.count++;
  }
}

function connect(url: string, token: string | undefined, recorder: Recorder, index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, headers: { 'x-forwarded-for': benchAddress(index) } });
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'init', data: token ? { token } : {} }));
      socket.on('message', (raw) => recorder.onFrame(raw.toString()));
      resolve(socket);
    });
  });
}

async function runScenario(scenario: Scenario): Promise<void> {
  const pgDatabase = scenario.processes === 2 || process.env.BENCH_CHAT_PG === '1' ? await createPgDatabase() : undefined;
  const dataDirs = Array.from({ length: scenario.processes }, () => mkdtempSync(path.join(tmpdir(), 'blog-bench-chat-')));
  const servers: RunningServer[] = [];
  const sockets: WebSocket[] = [];
  try {
    const senderIds = await createChatUsers({ dataDir: dataDirs[0], databaseUrl: pgDatabase?.url }, SENDERS);
    const env: Record<string, string> = { JWT_SECRET, TRUST_PROXY: 'true' };
    if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
    if (scenario.processes === 2) Object.assign(env, { REDIS_URL, REDIS_PREFIX: `bench-chat-${randomBytes(6).toString('hex')}` });
    for (const dataDir of dataDirs) servers.push(await startServer(dataDir, env));
    await sleep(1000);
    const pids = servers.map((s) => s.pid);
    const totalRss = () => pids.reduce((sum, pid) => sum + rssMB(pid), 0);
    const rssBefore = pids.map(rssMB);
    let peak = totalRss();
    const peakPerProcess = [...rssBefore];
    const sampler = setInterval(() => {
      const each = pids.map(rssMB);
      each.forEach((v, i) => (peakPerProcess[i] = Math.max(peakPerProcess[i], v)));
      peak = Math.max(peak, each.reduce((a, b) => a + b, 0));
    }, 100);

    const expected = SENDERS * MESSAGES_PER_SENDER * scenario.clients;
    const recorder = new Recorder(expected);
    const urlFor = (i: number) => `${servers[i % servers.length].baseUrl.replace('http', 'ws')}${CHAT_WS_PATH}`;
    // Senders first: each logged-in arrival announces the online list to everyone already there.
    const tokens = await Promise.all(senderIds.map(signToken));
    for (let i = 0; i < SENDERS; i++) sockets.push(await connect(urlFor(i), tokens[i], recorder, i));
    for (let i = SENDERS; i < scenario.clients; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, scenario.clients - i) }, (_, k) => connect(urlFor(i + k), undefined, recorder, i + k));
      sockets.push(...(await Promise.all(batch)));
    }
    await sleep(3000);
    const rssAfterConnect = pids.map(rssMB);

    const started = performance.now();
    const serverCpuStart = pids.map(cpuSeconds);
    const benchCpuStart = process.cpuUsage();
    await Promise.all(
      sockets.slice(0, SENDERS).map(async (socket, sender) => {
        // Spread the senders over the second so sends do not arrive in one burst.
        await sleep((sender * SEND_INTERVAL_MS) / SENDERS);
        for (let seq = 0; seq < MESSAGES_PER_SENDER; seq++) {
          const content = `bench:${sender}:${seq}:${performance.now().toFixed(3)}`;
          socket.send(JSON.stringify({ type: 'message', data: { user_id: senderIds[sender], content, content_type: CHAT_CONTENT_TYPE.text } }));
          await sleep(SEND_INTERVAL_MS);
        }
      }),
    );
    const drainDeadline = performance.now() + 30_000;
    while (recorder.count < expected && performance.now() < drainDeadline) await sleep(100);
    const elapsedS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const serverCpuS = pids.map((pid, i) => Math.round((cpuSeconds(pid) - serverCpuStart[i]) * 10) / 10);
    const benchCpu = process.cpuUsage(benchCpuStart);
    const benchCpuS = Math.round((benchCpu.user + benchCpu.system) / 1e5) / 10;

    const sorted = recorder.latencies.slice(0, Math.min(recorder.count, expected)).sort();
    const pct = (p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10 : NaN);
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
    console.log(
      JSON.stringify({
        name: scenario.name,
        database: pgDatabase ? 'postgres' : 'sqlite',
        clients: scenario.clients,
        senders: SENDERS,
        messages: SENDERS * MESSAGES_PER_SENDER,
        deliveries: recorder.count,
        expectedDeliveries: expected,
        refusals: recorder.refusals,
        p50ms: pct(0.5),
        p99ms: pct(0.99),
        maxms: sorted.length ? Math.round(sorted[sorted.length - 1] * 10) / 10 : NaN,
        rssBeforeMB: sum(rssBefore),
        rssAfterConnectMB: sum(rssAfterConnect),
        rssPeakMB: Math.round(peak * 10) / 10,
        ...(servers.length > 1 ? { rssPerProcessMB: { before: rssBefore, afterConnect: rssAfterConnect, peak: peakPerProcess } } : {}),
        elapsedS: Math.round(elapsedS * 10) / 10,
        // CPU used from the first send until the last delivery (or the 30 s drain limit), to tell
        // whether the server or this client process was the bottleneck on a shared machine.
        serverCpuS,
        benchCpuS,
      }),
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const server of servers) await server.stop();
    await pgDatabase?.drop();
  }
}

for (const scenario of scenarios) {
  if (process.argv[2] && !scenario.name.includes(process.argv[2])) continue;
  await runScenario(scenario);
}
