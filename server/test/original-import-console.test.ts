import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CODE,
  ORIGINAL_IMPORT_MESSAGES,
  originalAddressOf,
  type OriginalImportReport,
  type OriginalSourceCheck,
  type PortabilityJob,
} from '@blog/contract';
import { ensureAdmin } from '../src/db/seed/admin';
import { sqliteEngine } from './helpers/engines';
import { get, post, resultOf } from './helpers/http';
import { describeWithMysql } from './helpers/mysql';
import { useFilledOriginal } from './helpers/originalRows';
import { useTestServer, type TestServer } from './helpers/server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function finished(server: TestServer, id: string, auth: Record<string, string>): Promise<PortabilityJob<OriginalImportReport>> {
  for (;;) {
    const job = resultOf(await get<PortabilityJob<OriginalImportReport>>(server, `/api/portability/admin/jobs/${id}`, { headers: auth }));
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli/importOriginal.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The body the console sends once the admin confirmed the URL's address. */
const confirmed = (url: string) => ({ url, confirmedAddress: originalAddressOf(url) ?? undefined });

describeWithMysql('从原站导入（后台和命令行）', (mysqlUrl) => {
  const source = useFilledOriginal(mysqlUrl);

  describe('后台', () => {
    const server = useTestServer(sqliteEngine);
    let admin: Record<string, string>;
    beforeAll(async () => {
      const id = await ensureAdmin(server.db, { adminUsername: 'admin', adminPassword: 'admin123456a' }, () => {});
      admin = { authorization: `Bearer ${await server.tokenFor(id, 1)}` };
    });

    it('只有管理员能用', async () => {
      expect((await post(server, '/api/portability/admin/original/check', { ...confirmed(source.original.userUrl) })).status).toBe(401);
      const user = { authorization: `Bearer ${await server.tokenFor(99, 2)}` };
      const answer = await post(server, '/api/portability/admin/original/import', { ...confirmed(source.original.userUrl) }, { headers: user });
      expect([401, 403]).toContain(answer.status);
    });

    it('连接检查：地址不对、密码不对、缺表时给中文原因，不回显密码', async () => {
      const bad = await post(server, '/api/portability/admin/original/check', { ...confirmed('http://example.com') }, { headers: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(ORIGINAL_IMPORT_MESSAGES.urlInvalid);

      const wrongPassword = source.original.userUrl.replace(source.original.password, 'wrong-pass-123');
      const denied = await post(server, '/api/portability/admin/original/check', { ...confirmed(wrongPassword) }, { headers: admin });
      expect(denied.status).toBe(400);
      expect(denied.body.message).toBe(ORIGINAL_IMPORT_MESSAGES.accessDenied);
      expect(JSON.stringify(denied.body)).not.toContain('wrong-pass-123');

      const other = new URL(mysqlUrl);
      other.pathname = '/information_schema';
      const missing = await post(server, '/api/portability/admin/original/check', { ...confirmed(other.toString()) }, { headers: admin });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain(ORIGINAL_IMPORT_MESSAGES.tablesMissing);
      expect(missing.body.message).toContain('blog_article');
    });

    it('连接检查列出各表行数；导入作为任务运行，报告每张表', async () => {
      const found = resultOf(await post<OriginalSourceCheck>(server, '/api/portability/admin/original/check', { ...confirmed(source.original.userUrl) }, { headers: admin }));
      expect(found.database).toBe(source.original.name);
      expect(found.tables.find((t) => t.table === 'blog_article')).toEqual({ table: 'blog_article', label: '文章', rows: 4 });
      expect(JSON.stringify(found)).not.toContain(source.original.password);

      const relative = await post(server, '/api/portability/admin/original/import', { ...confirmed(source.original.userUrl), uploadsDir: 'uploads' }, { headers: admin });
      expect(relative.status).toBe(400);
      expect(relative.body.message).toBe(ORIGINAL_IMPORT_MESSAGES.uploadsDirRelative);

      const started = resultOf(await post<PortabilityJob>(server, '/api/portability/admin/original/import', { ...confirmed(source.original.userUrl), uploadsDir: source.uploadsDir }, { headers: admin }));
      expect(started.kind).toBe('original-import');
      const job = await finished(server, started.id, admin);
      expect(job.error).toBeNull();
      expect(job.state).toBe('done');
      expect(job.report!.tables.find((t) => t.table === 'blog_comment')).toMatchObject({ read: 8, imported: 5, skipped: 3 });
      expect(job.report!.images.missing).toEqual(['/upload/missing.png']);
      expect(JSON.stringify(job)).not.toContain(source.original.password);

      const again = await post(server, '/api/portability/admin/original/import', { ...confirmed(source.original.userUrl) }, { headers: admin });
      expect(again.body).toMatchObject({ code: API_CODE.warning, message: ORIGINAL_IMPORT_MESSAGES.siteNotEmpty });
    });
  });

  describe('命令行', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'orig-cli-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('打印进度和报告，成功退出 0；再导入一次拒绝并退出 1；都不打印密码', async () => {
      const first = await runCli([source.original.userUrl, '--uploads', source.uploadsDir], { DATA_DIR: dataDir });
      expect(first.output).toContain('导入文章');
      expect(first.output).toContain('导入报告');
      expect(first.output).toMatch(/文章\s*\S*\s*blog_article\s+4\s+4\s+0/);
      expect(first.output).toContain('找不到：/upload/missing.png');
      expect(first.output).not.toContain(source.original.password);
      expect(first.code).toBe(0);

      const second = await runCli([source.original.userUrl], { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(ORIGINAL_IMPORT_MESSAGES.siteNotEmpty);
      expect(second.output).not.toContain(source.original.password);
    });

    it('连不上时退出 1，说明原因，不打印密码', async () => {
      const wrong = source.original.userUrl.replace(source.original.password, 'Another-Secret-42');
      const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'orig-cli-'));
      const result = await runCli([wrong], { DATA_DIR: emptyDir }).finally(() => rmSync(emptyDir, { recursive: true, force: true }));
      expect(result.code).toBe(1);
      expect(result.output).toContain(ORIGINAL_IMPORT_MESSAGES.accessDenied);
      expect(result.output).not.toContain('Another-Secret-42');
    });
  });
});
