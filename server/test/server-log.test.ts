import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMainProcess } from './helpers/mainProcess';

/**
 * What the blogger's terminal shows: at the default log level the one-time admin password and the
 * start-up facts must not scroll away under a line per visitor request. Request logs are there with
 * LOG_LEVEL=debug.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-log-'));
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  MUSIC_WATCH: 'false',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Ordinary visits, a missing page, a malformed body and a refused login: each used to log JSON. */
async function browse(baseUrl: string): Promise<void> {
  for (let i = 0; i < 5; i++) expect((await fetch(`${baseUrl}/api/config`)).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/no-such-call`)).status).toBe(404);
  const json = { 'content-type': 'application/json' };
  expect((await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: json, body: '{broken' })).status).toBe(400);
  expect((await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: json, body: '{}' })).status).toBe(400);
}

/** pino's lines about one request carry its id (`reqId`); start-up lines do not. */
function requestLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    try {
      const entry: unknown = JSON.parse(line);
      return typeof entry === 'object' && entry !== null && 'reqId' in entry;
    } catch {
      return false;
    }
  });
}

describe('服务器日志', () => {
  it('默认级别：请求不写日志，管理员初始密码和启动信息留在终端里', async () => {
    const server = await startMainProcess(env);
    try {
      await browse(server.baseUrl);
    } finally {
      await server.stop();
    }
    const stdout = server.stdout();
    expect(requestLines(stdout)).toEqual([]);
    expect(requestLines(server.stderr())).toEqual([]);
    expect(stdout).not.toContain('/api/config');
    expect(stdout).toMatch(/已创建管理员账号 admin，初始密码 \S{12,} （只显示这一次）/);
    // The password is shown once: the same place says how to get a new one.
    expect(stdout).toContain('忘记密码时，在服务器上运行 npm run reset-password -- admin 生成新密码。');
    expect(stdout).toContain(`博客已启动：${server.baseUrl}`);
    // Nothing else in the way: no framework deprecation notice either.
    expect(server.stderr()).not.toContain('Deprecation');
  });

  it('LOG_LEVEL=debug：每个请求都有日志', async () => {
    const server = await startMainProcess({ ...env, LOG_LEVEL: 'debug' });
    try {
      await browse(server.baseUrl);
    } finally {
      await server.stop();
    }
    const lines = requestLines(server.stdout());
    expect(lines.filter((line) => line.includes('/api/config'))).not.toHaveLength(0);
    expect(lines.some((line) => line.includes('"statusCode":404'))).toBe(true);
  });
});
