/**
 * Slow clients: N sockets from one address send a login body one byte every 10 s (the probe's
 * "one byte every 10–20 s"), while a normal visitor at another address loads /home and /api/config
 * one after another for 35 s (past the 30 s body limit). Per N: the visitor's success rate and
 * p50/p99, and the server's open descriptors (before, the most during the attack, at the end) and RSS.
 *
 * The attackers connect from 127.0.0.2, the visitor from 127.0.0.1 (both this machine; no proxy,
 * TRUST_PROXY unset, so the server sees two addresses). Attacking sockets that are refused or cut
 * do not come back: this measures slow clients, not a connection flood.
 *
 * Run: npm run build && ulimit -n 20000 && npx tsx bench/slow-clients.ts [--sockets 0,1000,5000]
 *        [--seconds 35] [--compare /path/to/older/checkout]
 * --compare runs the same steps against that checkout's build (built there) after this one.
 */
import net from 'node:net';
import { loadavg } from 'node:os';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rssMB } from './lib/chatUsers';
import { repoRoot, startServer, type RunningServer } from './lib/server';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '0,1000,5000' },
    seconds: { type: 'string', default: '35' },
    compare: { type: 'string' },
  },
});
const COUNTS = args.sockets.split(',').map(Number);
const SECONDS = Number(args.seconds);
const ATTACKER = '127.0.0.2';
const TRICKLE_MS = 10_000;
const VISITOR_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN);

interface Attacker {
  stop(): void;
}

/** N sockets, each a login whose 1,000,000-byte body arrives one byte every 10 s. */
async function attack(baseUrl: string, count: number): Promise<Attacker> {
  const { hostname, port } = new URL(baseUrl);
  const sockets: net.Socket[] = [];
  const connectOne = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
      socket.on('error', () => {});
      socket.once('close', () => resolve());
      socket.once('connect', () => {
        socket.write(`POST /api/user/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{`);
        resolve();
      });
      sockets.push(socket);
    });
  // In batches, as a client with many sockets would open them.
  for (let i = 0; i < count; i += 250) await Promise.all(Array.from({ length: Math.min(250, count - i) }, connectOne));
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed && socket.writable) socket.write(' ');
  }, TRICKLE_MS);
  return {
    stop() {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    },
  };
}

interface VisitorResult {
  requests: number;
  ok: number;
  p50: number;
  p99: number;
}

/** /home and /api/config in turn, one at a time, for `seconds`. */
async function visit(baseUrl: string, seconds: number): Promise<VisitorResult> {
  const latencies: number[] = [];
  let requests = 0;
  let ok = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    for (const pathname of ['/home', '/api/config']) {
      const started = performance.now();
      requests += 1;
      try {
        const response = await fetch(`${baseUrl}${pathname}`, { signal: AbortSignal.timeout(VISITOR_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (response.status === 200) ok += 1;
      } catch {
        // refused, reset or timed out: a failure
      }
      latencies.push(performance.now() - started);
    }
  }
  latencies.sort((a, b) => a - b);
  return { requests, ok, p50: Math.round(percentile(latencies, 50) * 10) / 10, p99: Math.round(percentile(latencies, 99) * 10) / 10 };
}

async function measure(label: string, root: string): Promise<void> {
  const server: RunningServer = await startServer(undefined, { SEED_DEMO: 'true' }, root);
  try {
    for (const count of COUNTS) {
      await visit(server.baseUrl, 2); // warm the page cache and the connection
      const idleFds = descriptors(server.pid);
      const attacker = await attack(server.baseUrl, count);
      // The server's descriptors through the attack: the sockets it holds (at most, and at the end).
      let peakFds = descriptors(server.pid);
      const sampler = setInterval(() => (peakFds = Math.max(peakFds, descriptors(server.pid))), 500);
      await sleep(1_000);
      const result = await visit(server.baseUrl, SECONDS);
      clearInterval(sampler);
      const row = {
        build: label,
        slowSockets: count,
        visitorRequests: result.requests,
        successRate: `${((100 * result.ok) / Math.max(1, result.requests)).toFixed(1)}%`,
        p50ms: result.p50,
        p99ms: result.p99,
        serverFdsIdle: idleFds,
        serverFdsPeak: peakFds,
        serverFdsAtEnd: descriptors(server.pid),
        serverRssMB: rssMB(server.pid),
      };
      console.log(JSON.stringify(row));
      attacker.stop();
      await sleep(1_000);
    }
  } finally {
    await server.stop();
  }
}

console.log(JSON.stringify({ start: new Date().toISOString(), loadavg: loadavg().map((n) => n.toFixed(2)) }));
await measure('this', repoRoot);
if (args.compare) await measure('compare', path.resolve(args.compare));
console.log(JSON.stringify({ end: new Date().toISOString(), loadavg: loadavg().map((n) => n.toFixed(2)) }));
