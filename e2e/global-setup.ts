import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, E2E_JWT_SECRET } from './lib/constants';

/**
 * Starts the real server (production build of server and web) on a free port with a fresh
 * data directory, so every end-to-end run sees a newly seeded site.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string | null;
  }
}

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

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`服务器启动失败，退出码 ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('服务器在规定时间内没有启动');
}

function findChromium(): string | null {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  const required = process.env.REQUIRE_SERVICES === '1' || process.env.CI === 'true';
  if (!chromiumPath) {
    if (required) throw new Error('未找到 Chromium：请安装 Debian 的 chromium 软件包或设置 CHROME_PATH');
    console.log('[e2e] 端到端测试已跳过：未找到 Chromium（apt-get install chromium）');
  }
  for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) throw new Error(`缺少 ${built}：请先运行 npm run build（npm test 会自动构建）`);
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilServing(baseUrl, server, 60_000);

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
