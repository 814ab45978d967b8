import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './mainProcess';
import { TEST_JWT_SECRET } from './server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;

export interface ChildServer {
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The server's real entry (server/src/main.ts through tsx) in a process of its own, for what the
 * in-process test server cannot show: a process-wide limit such as the open-file limit
 * (`fileLimit`, set as both soft and hard limit, so Node cannot raise it).
 */
export async function startChildServer(options: { fileLimit: number; env: Record<string, string> }): Promise<ChildServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-child-'));
  const port = await freePort();
  const child = spawn('sh', ['-c', `ulimit -n ${options.fileLimit} && exec "${process.execPath}" --import tsx server/src/main.ts`], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_PASSWORD: 'child-Admin-12345',
      SEED_DEMO: 'false',
      MUSIC_WATCH: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`服务器启动失败（退出码 ${child.exitCode}）：${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`服务器在规定时间内没有启动：${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, output: () => output, stop };
}
