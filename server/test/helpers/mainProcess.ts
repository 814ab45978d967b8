import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server entry (server/src/main.ts, through tsx as `npm run dev -w server` runs it) in a child
 * process, to see what a blogger's terminal shows: its stdout and stderr are kept apart and whole.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const STARTED = '博客已启动';

export interface MainProcess {
  readonly baseUrl: string;
  stdout(): string;
  stderr(): string;
  /** SIGTERM, as Ctrl+C or a service manager would, and wait for the exit. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Only PATH from the test's own environment: LOG_LEVEL, ADMIN_PASSWORD… are what `env` says, or unset. */
export async function startMainProcess(env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [TSX, 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (stdout.includes(STARTED)) {
        child.stdout?.off('data', check);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`服务器没有启动：\n${stdout}\n${stderr}`)));
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
