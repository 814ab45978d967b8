/**
 * Live chat fan-out under load (issue 5, Measured; issue 18 §3): 50 logged-in senders post one
 * message a second each for 10 s while N other clients listen (N = 200, 1,000, 5,000 by default).
 * For every message it reports the fan-out time (from the send until the last of the N listeners
 * had it), for every delivery its latency, and the server's CPU per delivery and resident memory.
 *
 * The listeners run in a separate process (bench/lib/chatReceivers.ts, raw websockets that scan
 * for the stamps without decoding frames), so what is measured is the server's work, not a client
 * library's. The senders run here. Latency is wall-clock ms on the one machine.
 *
 * Run (each socket and its server side need a descriptor, so raise the limit first):
 *   ulimit -n 20000
 *   npm run build -w server && npx tsx bench/chat.ts [filter] [--compare <other checkout>] [--rounds n]
 * `filter` picks scenarios whose name contains it ("1000", "redis"). `--compare` runs each scenario
 * against that checkout's server/dist (an older build, e.g. a worktree at main) and this one in
 * turn, `--rounds` times, so before and after share the machine's load. The other checkout is taken
 * to speak the earlier `{type, data}` frames unless BENCH_CHAT_COMPARE_FRAMES=flat.
 *
 * The two-process scenarios need PostgreSQL at postgres://postgres@127.0.0.1:5432/test and Redis at
 * redis://127.0.0.1:6379 (BENCH_PG_URL / BENCH_REDIS_URL); they run only when the filter names them.
 * BENCH_CHAT_PG=1 puts the one-process scenarios on PostgreSQL too (SQLite otherwise).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { CHAT_WS_PATH } from '@blog/contract';
import { createChatUsers, rssMB, signChatToken } from './lib/chatUsers';
import { createBenchDatabase } from './lib/pgDatabase';
import type { ReceiverCommand, ReceiverReport } from './lib/chatReceivers';
import { repoRoot, startServer, type RunningServer } from './lib/server';

const SENDERS = 50;
const MESSAGES_PER_SENDER = 10;
/** The flood limit is 5 messages in any 5 s window; a little over a second keeps clear of its edge. */
const SEND_INTERVAL_MS = 1050;
const JWT_SECRET = `bench-chat-${randomBytes(12).toString('hex')}`;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Frames = 'flat' | 'nested';

interface Scenario {
  name: string;
  /** Listeners, besides the senders. */
  clients: number;
  processes: 1 | 2;
}

const scenarios: Scenario[] = [
  { name: 'one process, 200 clients', clients: 200, processes: 1 },
  { name: 'one process, 1000 clients', clients: 1000, processes: 1 },
  { name: 'one process, 5000 clients', clients: 5000, processes: 1 },
  { name: 'two processes via redis, 1000 clients', clients: 1000, processes: 2 },
  { name: 'two processes via redis, 5000 clients', clients: 5000, processes: 2 },
];

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const compareRoot = option('--compare');
const rounds = Number(option('--rounds') ?? 1);
const filter = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wallMs = () => performance.timeOrigin + performance.now();

/** User plus system CPU seconds a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return createBenchDatabase(PG_ADMIN_URL, 'blog_bench');
}

/** Frames in the server's dialect: flat `{type, ...}` now, `{type, data}` before. */
function frame(frames: Frames, type: string, fields: Record<string, unknown>): string {
  return JSON.stringify(frames === 'flat' ? { type, ...fields } : { type, data: fields });
}

/** The listeners' process; one command at a time, each answered by one message. */
function startReceivers(): { ask(command: ReceiverCommand): Promise<unknown>; child: ChildProcess } {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/chatReceivers.ts'), { execArgv: process.execArgv });
  return {
    child,
    ask: (command) =>
      new Promise((resolve, reject) => {
        child.once('message', (answer: { error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
        child.send(command);
      }),
  };
}

/** Refusals (tips) the senders got: the flood limit when a loaded server handles a sender's messages in a burst. */
let refusals = 0;

function connectSender(url: string, init: string, index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, headers: { 'x-forwarded-for': `10.250.0.${index}` } });
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(init);
      socket.on('message', (raw) => {
        const text = raw.toString();
        if (text.includes('"tips"')) refusals++;
      });
      resolve(socket);
    });
  });
}

async function runScenario(scenario: Scenario, root: string, frames: Frames, label: string): Promise<void> {
  const pgDatabase = scenario.processes === 2 || process.env.BENCH_CHAT_PG === '1' ? await createPgDatabase() : undefined;
  const dataDirs = Array.from({ length: scenario.processes }, () => mkdtempSync(path.join(tmpdir(), 'blog-bench-chat-')));
  const servers: RunningServer[] = [];
  const senders: WebSocket[] = [];
  const receivers = Array.from({ length: scenario.processes }, startReceivers);
  try {
    const senderIds = await createChatUsers({ dataDir: dataDirs[0], databaseUrl: pgDatabase?.url }, SENDERS);
    const env: Record<string, string> = { JWT_SECRET, TRUST_PROXY: 'true' };
    if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
    if (scenario.processes === 2) Object.assign(env, { REDIS_URL, REDIS_PREFIX: `bench-chat-${randomBytes(6).toString('hex')}` });
    for (const dataDir of dataDirs) servers.push(await startServer(dataDir, env, root));
    await sleep(1000);
    const pids = servers.map((s) => s.pid);
    const rssBefore = pids.map(rssMB);
    let peak = rssBefore.reduce((a, b) => a + b, 0);
    const sampler = setInterval(() => (peak = Math.max(peak, pids.map(rssMB).reduce((a, b) => a + b, 0))), 100);

    // Senders first: each logged-in arrival announces the online list to everyone already there.
    const tokens = await Promise.all(senderIds.map((id) => signChatToken(JWT_SECRET, id)));
    for (let i = 0; i < SENDERS; i++) {
      const url = `${servers[i % servers.length].baseUrl.replace('http', 'ws')}${CHAT_WS_PATH}`;
      senders.push(await connectSender(url, frame(frames, 'init', { token: tokens[i] }), i));
    }
    // Listeners are guests of our client (they get the online lists too, as before the change).
    const init = frame(frames, 'init', { user_id: '', token: '' });
    const perProcess = Math.ceil(scenario.clients / receivers.length);
    await Promise.all(
      receivers.map((r, i) => {
        const url = new URL(servers[i].baseUrl);
        return r.ask({ cmd: 'connect', host: url.hostname, port: Number(url.port), path: CHAT_WS_PATH, count: perProcess, firstIndex: i * perProcess, init });
      }),
    );
    await sleep(3000);
    const rssAfterConnect = pids.map(rssMB);
    await Promise.all(receivers.map((r) => r.ask({ cmd: 'expect', messages: SENDERS * MESSAGES_PER_SENDER })));

    refusals = 0;
    const serverCpuStart = pids.map(cpuSeconds);
    const clientCpuStart = receivers.map((r) => cpuSeconds(r.child.pid ?? 0));
    const started = performance.now();
    await Promise.all(
      senders.map(async (socket, sender) => {
        // Spread the senders over the second so sends do not arrive in one burst.
        await sleep((sender * SEND_INTERVAL_MS) / SENDERS);
        for (let seq = 0; seq < MESSAGES_PER_SENDER; seq++) {
          const content = `bench:${sender}:${seq}:${wallMs().toFixed(3)}`;
          socket.send(frame(frames, 'message', { user_id: senderIds[sender], content, content_type: frames === 'flat' ? 'text' : 1 }));
          await sleep(SEND_INTERVAL_MS);
        }
      }),
    );
    const expected = SENDERS * MESSAGES_PER_SENDER * perProcess * receivers.length;
    const drainDeadline = performance.now() + 30_000;
    let reports: ReceiverReport[] = [];
    for (;;) {
      reports = (await Promise.all(receivers.map((r) => r.ask({ cmd: 'report' })))) as ReceiverReport[];
      if (reports.reduce((n, r) => n + r.deliveries, 0) >= expected || performance.now() > drainDeadline) break;
      await sleep(250);
    }
    const elapsedS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const serverCpuS = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - serverCpuStart[i], 0);
    const clientCpuS = receivers.reduce((sum, r, i) => sum + cpuSeconds(r.child.pid ?? 0) - clientCpuStart[i], 0);
    const deliveries = reports.reduce((n, r) => n + r.deliveries, 0);
    const worst = (key: keyof ReceiverReport) => Math.max(...reports.map((r) => r[key]));
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;
    console.log(
      JSON.stringify({
        build: label,
        name: scenario.name,
        database: pgDatabase ? 'postgres' : 'sqlite',
        clients: scenario.clients,
        senders: SENDERS,
        messages: SENDERS * MESSAGES_PER_SENDER,
        deliveries,
        expectedDeliveries: expected,
        complete: Math.min(...reports.map((r) => r.complete)),
        refusals,
        fanoutP50ms: worst('fanoutP50'),
        fanoutP99ms: worst('fanoutP99'),
        fanoutMaxms: worst('fanoutMax'),
        p50ms: worst('p50'),
        p99ms: worst('p99'),
        maxms: worst('max'),
        serverCpuS: Math.round(serverCpuS * 10) / 10,
        // Senders receive every message too.
        serverCpuPerDeliveryUs: Math.round((serverCpuS * 1e6) / Math.max(1, deliveries + SENDERS * SENDERS * MESSAGES_PER_SENDER) * 10) / 10,
        listenersCpuS: Math.round(clientCpuS * 10) / 10,
        rssBeforeMB: sum(rssBefore),
        rssAfterConnectMB: sum(rssAfterConnect),
        rssPeakMB: Math.round(peak * 10) / 10,
        elapsedS: Math.round(elapsedS * 10) / 10,
        load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      }),
    );
  } finally {
    for (const socket of senders) socket.terminate();
    for (const r of receivers) {
      r.child.send({ cmd: 'close' });
      await new Promise((resolve) => r.child.once('exit', resolve));
    }
    for (const server of servers) await server.stop();
    await pgDatabase?.drop();
  }
}

const chosen = scenarios.filter((s) => (!filter || s.name.includes(filter)) && (s.processes === 1 || filter?.includes('redis')));
const compareFrames: Frames = process.env.BENCH_CHAT_COMPARE_FRAMES === 'flat' ? 'flat' : 'nested';
for (const scenario of chosen) {
  for (let round = 0; round < rounds; round++) {
    if (compareRoot) await runScenario(scenario, path.resolve(compareRoot), compareFrames, `compare (${path.basename(compareRoot)})`);
    await runScenario(scenario, repoRoot, 'flat', 'this checkout');
  }
}
