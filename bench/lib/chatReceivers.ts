/**
 * The listening side of bench/chat.ts, in its own process (forked by it), so the clients' work is
 * not the server's and not the senders'. Each listener is a raw TCP websocket: after the upgrade it
 * sends one (masked) init frame, answers pings, and scans what arrives for the senders' stamps
 * `bench:<sender>:<seq>:<ms>` without decoding frames, so a delivery costs the client a fraction of
 * what a websocket library's per-frame work would, and the figures are the server's.
 *
 * Latency is wall-clock ms (performance.timeOrigin + performance.now()) at receipt minus the stamp
 * the sender wrote with the same clock; both processes run on one machine.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { benchAddress } from './chatUsers';

export type ReceiverCommand =
  | { cmd: 'connect'; host: string; port: number; path: string; count: number; firstIndex: number; init: string }
  | { cmd: 'expect'; messages: number }
  | { cmd: 'report' }
  | { cmd: 'close' };

export interface ReceiverReport {
  deliveries: number;
  /** Per delivery, ms. */
  p50: number;
  p99: number;
  max: number;
  /** Per message: the time until the last listener had it (fan-out time to all), ms. */
  fanoutP50: number;
  fanoutP99: number;
  fanoutMax: number;
  /** Messages every listener received. */
  complete: number;
  messages: number;
}

const now = () => performance.timeOrigin + performance.now();
const STAMP = Buffer.from('"bench:');
const QUOTE = 0x22;
const PING = Buffer.from([0x89, 0x00]);

/** One client frame: FIN + opcode, masked (clients must mask), short payloads only. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const head = payload.length < 126 ? Buffer.from([0x80 | opcode, 0x80 | payload.length]) : Buffer.from([0x80 | opcode, 0x80 | 126, payload.length >> 8, payload.length & 255]);
  const body = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i++) body[i] = payload[i] ^ mask[i & 3];
  return Buffer.concat([head, mask, body]);
}

let latencies = new Float64Array(1 << 20);
let count = 0;
/** Per message (sender * MESSAGES_MAX + seq): how many listeners have it and the latest arrival's latency. */
const MESSAGES_MAX = 1000;
const SENDERS_MAX = 100;
const arrivals = new Uint32Array(SENDERS_MAX * MESSAGES_MAX);
const lastLatency = new Float64Array(SENDERS_MAX * MESSAGES_MAX);
let listeners = 0;
const sockets: net.Socket[] = [];

function record(slot: number, stampMs: number): void {
  const latency = now() - stampMs;
  if (count === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[count++] = latency;
  arrivals[slot]++;
  if (latency > lastLatency[slot]) lastLatency[slot] = latency;
}

/** Reads `<int>:` at `at`; [value, index after the colon]. No strings made: this runs for every delivery. */
function readInt(buf: Buffer, at: number): [number, number] {
  let value = 0;
  let i = at;
  for (; buf[i] >= 0x30 && buf[i] <= 0x39; i++) value = value * 10 + buf[i] - 0x30;
  return [value, i + 1];
}

/** Finds every complete stamp in `buf`; returns the bytes to keep for the next chunk (a stamp cut in two). */
function scan(buf: Buffer): Buffer | null {
  let from = 0;
  for (;;) {
    const at = buf.indexOf(STAMP, from);
    if (at < 0) break;
    const end = buf.indexOf(QUOTE, at + STAMP.length);
    if (end < 0) return Buffer.from(buf.subarray(at));
    const [sender, afterSender] = readInt(buf, at + STAMP.length);
    const [seq, afterSeq] = readInt(buf, afterSender);
    record(sender * MESSAGES_MAX + seq, Number(buf.toString('latin1', afterSeq, end)));
    from = end + 1;
  }
  // The chunk may end inside the prefix `"bench:` itself: keep from the last quote if what follows could be it.
  const quote = buf.lastIndexOf(QUOTE);
  if (quote >= from && quote > buf.length - STAMP.length && STAMP.subarray(0, buf.length - quote).equals(buf.subarray(quote))) {
    return Buffer.from(buf.subarray(quote));
  }
  return null;
}

function open(host: string, port: number, path: string, index: number, init: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    socket.setNoDelay(true);
    let upgraded = false;
    let head: Buffer = Buffer.alloc(0);
    let tail: Buffer | null = null;
    socket.once('error', reject);
    socket.on('connect', () => {
      const key = randomBytes(16).toString('base64');
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\nX-Forwarded-For: ${benchAddress(index)}\r\n\r\n`,
      );
    });
    const onData = (chunk: Buffer) => {
      // A server ping (empty payload: 0x89 0x00, bytes JSON text never holds) gets its pong.
      if (chunk.indexOf(PING) >= 0) socket.write(clientFrame(0xa, Buffer.alloc(0)));
      tail = scan(tail ? Buffer.concat([tail, chunk]) : chunk);
    };
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) return onData(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.toString('latin1', 0, 12).includes('101')) return reject(new Error(head.toString('latin1', 0, end)));
      upgraded = true;
      socket.write(clientFrame(0x1, Buffer.from(init)));
      sockets.push(socket);
      resolve();
      if (head.length > end + 4) onData(head.subarray(end + 4));
    });
  });
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10 : NaN;
}

function report(): ReceiverReport {
  const sorted = latencies.slice(0, count).sort();
  const seen: number[] = [];
  let complete = 0;
  for (let slot = 0; slot < arrivals.length; slot++) {
    if (arrivals[slot] === 0) continue;
    seen.push(lastLatency[slot]);
    if (arrivals[slot] >= listeners) complete++;
  }
  const fanouts = Float64Array.from(seen).sort();
  return {
    deliveries: count,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? Math.round(sorted[sorted.length - 1] * 10) / 10 : NaN,
    fanoutP50: percentile(fanouts, 0.5),
    fanoutP99: percentile(fanouts, 0.99),
    fanoutMax: fanouts.length ? Math.round(fanouts[fanouts.length - 1] * 10) / 10 : NaN,
    complete,
    messages: seen.length,
  };
}

process.on('message', (command: ReceiverCommand) => {
  void (async () => {
    switch (command.cmd) {
      case 'connect': {
        const BATCH = 200;
        for (let i = 0; i < command.count; i += BATCH) {
          const n = Math.min(BATCH, command.count - i);
          await Promise.all(Array.from({ length: n }, (_, k) => open(command.host, command.port, command.path, command.firstIndex + i + k, command.init)));
        }
        listeners = sockets.length;
        process.send?.({ connected: sockets.length });
        return;
      }
      case 'expect':
        count = 0;
        arrivals.fill(0);
        lastLatency.fill(0);
        process.send?.({ ok: true });
        return;
      case 'report':
        process.send?.(report());
        return;
      case 'close':
        for (const socket of sockets) socket.destroy();
        process.exit(0);
    }
  })().catch((error: unknown) => {
    process.send?.({ error: String(error) });
  });
});
