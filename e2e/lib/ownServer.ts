import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN, E2E_JWT_SECRET } from './constants';

/**
 * A production server on a free port with its own freshly seeded data directory: the shared one
 * global-setup.ts starts for every spec, and ones owned by a single test that must stop and restart
 * it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;
/** The server's own shutdown gives up after 10 s; a little more before forcing it. */
const STOP_TIMEOUT_MS = 12_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface OwnServer {
  readonly baseUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** SIGTERM and wait for the exit; the data directory stays, so `start()` continues where it was. */
  stop(): Promise<void>;
  /**
   * Starts again on the same port and data directory. `env` changes its environment from now on,
   * e.g. WEB_DIST_DIR for a new build deployed while it was stopped.
   */
  start(env?: Record<string, string>): Promise<void>;
  /** Stops it (if running) and deletes the data directory. */
  dispose(): Promise<void>;
}

function spawnServer(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      TRUST_PROXY: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every spec registers its readers from 127.0.0.1 on the shared server: more than the 5 an
      // hour one address may (the limit itself is tested in server/test/auth.test.ts).
      REGISTER_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilServing(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败，退出码 ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('服务器在规定时间内没有启动');
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
  });
}

/**
 * Starts a freshly seeded server on a free port with its own temporary data directory; `env`
 * overrides its environment (SEED_DEMO: 'false' for an empty site).
 */
export async function startOwnServer(options: { env?: Record<string, string> } = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-e2e-own-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let env = options.env ?? {};

  const start = async (changes?: Record<string, string>) => {
    if (child) throw new Error('server is already running');
    if (changes) env = { ...env, ...changes };
    const spawned = spawnServer(port, dataDir, env);
    child = spawned;
    try {
      await waitUntilServing(baseUrl, spawned);
    } catch (error) {
      spawned.kill('SIGKILL');
      child = null;
      throw error;
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running) return;
    const exited = waitForExit(running);
    running.kill('SIGTERM');
    await exited;
  };

  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
