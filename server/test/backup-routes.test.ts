import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupSchedule, StoredBackup } from '@blog/contract';
import { nowIso } from '../src/db/connection';
import { extractAndVerify } from '../src/modules/portability/backup/archiveReader';
import { restoreBackup } from '../src/modules/portability/backup/restore';
import { runScheduledBackupIfDue } from '../src/modules/portability/backup/scheduler';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { consistencyProblems, openRestoredSite, removeTempDirs, tempDir } from './helpers/backup';
import { describeEachEngine, type TestDatabase } from './helpers/engines';
import { call, get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

afterAll(removeTempDirs);

const BASE = '/api/portability/admin/backup';

describeEachEngine('控制台的备份与恢复', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  let work: string;
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'bk');
    work = tempDir();
  });
  afterAll(async () => {
    for (const target of targets) await target.drop();
    await rm(work, { recursive: true, force: true });
  });

  async function download(pathname: string, file: string): Promise<Response> {
    const response = await fetch(`${server.baseUrl}${pathname}`, { headers: bearer(accounts.adminToken) });
    if (response.ok && response.body) await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(file));
    return response;
  }

  it('只有管理员能用', async () => {
    await expectAdminOnly(
      server,
      [
        ['GET', `${BASE}/download`],
        ['GET', `${BASE}/list`],
        ['GET', `${BASE}/file/x.tar.gz`],
        ['DELETE', `${BASE}/file/x.tar.gz`],
        ['GET', `${BASE}/schedule`],
        ['PUT', `${BASE}/schedule`, { mode: 'daily', hour: 3, weekday: 0, keep: 3 }],
      ],
      accounts.userToken,
    );
  });

  it('边写入边下载的备份，恢复出来是一个一致的站点', async () => {
    const before = Number((await server.db.kysely.selectFrom('article').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let stop = false;
    let written = 0;
    let wroteSome: () => void = () => {};
    const someWritten = new Promise<void>((resolve) => (wroteSome = resolve));
    // Articles (with their tag links, one transaction each) through the API, and comments with a reply.
    const load = (async () => {
      for (let i = 0; !stop; i += 1) {
        const response = await call<{ id: number }>(server, 'POST', '/api/article/add', {
          headers: bearer(accounts.adminToken),
          body: { article_title: `负载文章 ${i}`, article_content: `正文 ${i}`, category_name: '负载', tag_names: [`负载标签${i % 3}`, '负载'], status: 1 },
        });
        const articleId = resultOf(response).id;
        await server.db.kysely.transaction().execute(async (trx) => {
          const stamp = nowIso();
          const parent = await trx
            .insertInto('comment')
            .values({ type: 1, for_id: articleId, parent_id: null, from_user: accounts.userId, to_user: null, content: `评论 ${i}`, status: 1, created_at: stamp, updated_at: stamp })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('comment')
            .values({ type: 1, for_id: articleId, parent_id: parent.id, from_user: accounts.adminId, to_user: accounts.userId, content: `回复 ${i}`, status: 1, created_at: stamp, updated_at: stamp })
            .execute();
        });
        written += 1;
        if (written === 5) wroteSome();
      }
    })();
    await someWritten;
    const archive = path.join(work, 'under-load.tar.gz');
    const response = await download(`${BASE}/download`, archive);
    stop = true;
    await load;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="backup-\d{8}-\d{6}\.tar\.gz"$/);

    const database = await engine.createDatabase();
    targets.push(database);
    const dataDir = path.join(tempDir(), 'data');
    const { manifest } = await restoreBackup({ archive, dataDir, databaseUrl: database.databaseUrl });
    const site = await openRestoredSite(dataDir, database.databaseUrl);
    try {
      expect(await consistencyProblems(site.db)).toEqual([]);
      const counts = await site.counts();
      expect(counts).toEqual(manifest.rowCounts);
      expect(counts.article).toBeGreaterThanOrEqual(before + 5);
      expect(counts.article).toBeLessThanOrEqual(before + written);
      // Each load article was saved with its two tags in one transaction: none lost half of them.
      const tagless = await site.db.kysely
        .selectFrom('article')
        .leftJoin('article_tag', 'article_tag.article_id', 'article.id')
        .where('article.title', 'like', '负载文章%')
        .groupBy('article.id')
        .having((eb) => eb.fn.count('article_tag.tag_id'), '!=', 2)
        .select('article.id')
        .execute();
      expect(tagless).toEqual([]);
      expect(await site.homeList()).toEqual({ status: 200, total: counts.article });
    } finally {
      await site.close();
    }
  }, 120_000);

  it('下载到一半取消，网站照常运行，临时文件被清理', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}${BASE}/download`, { headers: bearer(accounts.adminToken), signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => {});
    await expect.poll(() => readdirSync(path.join(server.config.dataDir, 'backups')).filter((n) => n.startsWith('.snapshot-'))).toEqual([]);
    const list = await get(server, '/api/article/blogHomeGetArticleList/1/5');
    expect(list.status).toBe(200);
  });

  describe('保存在服务器上的备份和定时备份', () => {
    const backupsDir = () => path.join(server.config.dataDir, 'backups');

    it('定时备份每天一份，只保留设定的份数，手动的备份不删', async () => {
      mkdirSync(backupsDir(), { recursive: true });
      writeFileSync(path.join(backupsDir(), 'backup-20200101-000000.tar.gz'), 'manual');
      const saved = await call<BackupSchedule>(server, 'PUT', `${BASE}/schedule`, { headers: bearer(accounts.adminToken), body: { mode: 'daily', hour: 3, weekday: 0, keep: 2 } });
      expect(saved.body.message).toBe('定时备份设置已保存');

      const deps = { db: server.db, dataDir: server.config.dataDir };
      const day = (n: number) => {
        const d = new Date();
        d.setDate(d.getDate() + n);
        d.setHours(4, 0, 0, 0);
        return d;
      };
      const runs = [];
      for (const n of [1, 2, 3]) runs.push(await runScheduledBackupIfDue(deps, day(n)));
      // The same day's slot is not backed up twice.
      expect(await runScheduledBackupIfDue(deps, day(3))).toBeNull();
      expect(runs.map((r) => r?.deleted)).toEqual([[], [], [path.basename(runs[0]!.file)]]);

      const list = resultOf(await get<StoredBackup[]>(server, `${BASE}/list`, { headers: bearer(accounts.adminToken) }));
      expect(list.map((b) => b.name).sort()).toEqual([path.basename(runs[1]!.file), path.basename(runs[2]!.file), 'backup-20200101-000000.tar.gz'].sort());
      expect(list.filter((b) => b.scheduled)).toHaveLength(2);

      const schedule = resultOf(await get<BackupSchedule>(server, `${BASE}/schedule`, { headers: bearer(accounts.adminToken) }));
      expect(schedule).toMatchObject({ mode: 'daily', hour: 3, keep: 2, lastError: null, lastRunAt: day(3).toISOString() });
    }, 120_000);

    it('下载和删除保存的备份；不存在的和不合规的名字 404', async () => {
      const [newest] = resultOf(await get<StoredBackup[]>(server, `${BASE}/list`, { headers: bearer(accounts.adminToken) }));
      const file = path.join(work, 'stored.tar.gz');
      const response = await download(`${BASE}/file/${newest!.name}`, file);
      expect(response.status).toBe(200);
      const manifest = await extractAndVerify(createReadStream(file), path.join(work, 'stored-check'));
      expect(manifest.engine).toBe(engine.name);

      for (const name of ['nope.tar.gz', '..%2Fblog.db', 'schedule.json']) {
        const missing = await call(server, 'DELETE', `${BASE}/file/${name}`, { headers: bearer(accounts.adminToken) });
        expect({ name, status: missing.status, message: missing.body.message }).toEqual({ name, status: 404, message: '备份文件不存在' });
      }
      const deleted = await call(server, 'DELETE', `${BASE}/file/${newest!.name}`, { headers: bearer(accounts.adminToken) });
      expect(deleted.body.message).toBe('备份已删除');
      expect(existsSync(path.join(backupsDir(), newest!.name))).toBe(false);
      expect(readdirSync(backupsDir())).toContain('schedule.json');
    }, 60_000);

    it('不合规的设置被拒绝，原设置不变', async () => {
      const before = resultOf(await get<BackupSchedule>(server, `${BASE}/schedule`, { headers: bearer(accounts.adminToken) }));
      for (const [body, message] of [
        [{ mode: 'hourly', hour: 3, weekday: 0, keep: 2 }, '备份频率只能是关闭、每天或每周'],
        [{ mode: 'daily', hour: 24, weekday: 0, keep: 2 }, '备份时间必须是 0 到 23 点'],
        [{ mode: 'weekly', hour: 3, weekday: 0, keep: 0 }, '保留份数必须是 1 到 100 的整数'],
      ] as const) {
        const response = await call(server, 'PUT', `${BASE}/schedule`, { headers: bearer(accounts.adminToken), body });
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      }
      expect(resultOf(await get<BackupSchedule>(server, `${BASE}/schedule`, { headers: bearer(accounts.adminToken) }))).toEqual(before);
    });
  });
});
