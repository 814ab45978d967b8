import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server process id, to read its memory from /proc. */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the production server build on a free port. `dataDir` may be a directory prepared
 * beforehand (for example with extra articles); otherwise a fresh one is created and seeded.
 */
export async function startServer(
  dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-')),
  /** Extra environment, such as DATABASE_URL, REDIS_URL, REDIS_PREFIX or JWT_SECRET. */
  extraEnv: Record<string, string> = {},
  /** The checkout whose server/dist/main.js runs: another build (an older commit) to compare with. */
  root = repoRoot,
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench-Admin-Passw0rd', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    try {
      if ((await fetch(`${baseUrl}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'];
