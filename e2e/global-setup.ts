import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startOwnServer } from './lib/ownServer';

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

  // The remote-image specs serve their pictures from 127.0.0.1: only this setting for tests lets the
  // server's guarded client (platform/outbound.ts) reach this machine.
  const server = await startOwnServer({ env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' } });

  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);

  return () => server.dispose();
}
