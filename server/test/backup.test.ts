import { existsSync, mkdirSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFor, openDatabase, type Db } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { countRows } from '../src/db/tables';
import { writeBackupFile } from '../src/modules/portability/backup/storeFile';
import { restoreBackup } from '../src/modules/portability/backup/restore';
import { resolveJwtSecret } from '../src/platform/auth';
import { describeEachEngine, postgresEngine, type Engine, type TestDatabase } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { startTestServer, type TestServer } from './helpers/server';
import { consistencyProblems, craftArchive, fileTree, NOT_FILES, openRestoredSite, removeTempDirs, tableRows, tempDir } from './helpers/backup';
import { ARTICLE_STATUS } from '@blog/contract';
import { createSearchRepo } from '../src/modules/search/repo';

afterAll(removeTempDirs);

const LAST_MIGRATION = Object.keys(migrationsFor('sqlite')).at(-1)!;

async function lastMigrationOf(db: Db): Promise<string> {
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db.kysely)).rows[0]!.name;
}

/** A database and data folder that are only at an older migration, as an older version left them. */
async function olderSite(engine: Engine, level: string): Promise<{ dataDir: string; db: Db; database: TestDatabase }> {
  const dataDir = tempDir();
  const database = await engine.createDatabase();
  const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
  const { error } = await migrator.migrateTo(level);
  if (error) throw error;
  await fixtures(db).category('旧版本的分类');
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'old.txt'), '旧版本上传的文件');
  return { dataDir, db, database };
}

describeEachEngine('整站备份与恢复', (engine) => {
  let server: TestServer;
  let archive: string;
  let work: string;
  const targets: TestDatabase[] = [];

  /** An empty place to restore into: a data folder that does not exist yet and, on PostgreSQL, an empty database. */
  async function emptyTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
    const database = await engine.createDatabase();
    targets.push(database);
    return { dataDir: path.join(tempDir(), 'data'), databaseUrl: database.databaseUrl };
  }

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { dataDir } = server.config;
    resolveJwtSecret(undefined, dataDir);
    await seedIfEmpty(server.db, { dataDir, adminUsername: 'admin', adminPassword: 'admin123456a', seedDemo: true }, () => {});
    // A stored backup and a half-written file must not end up inside the next backup.
    mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
    writeFileSync(path.join(dataDir, 'backups', 'old.tar.gz'), 'x');
    work = tempDir();
    archive = path.join(work, 'site.tar.gz');
    await writeBackupFile({ db: server.db, dataDir, musicDir: path.join(work, 'elsewhere') }, archive);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    for (const target of targets) await target.drop();
    await rm(work, { recursive: true, force: true });
  });

  it('恢复到空的数据目录后，行数、抽样的行、上传文件、音乐和密钥都和原站一致', async () => {
    const target = await emptyTarget();
    const summary = await restoreBackup({ archive, ...target });
    expect(summary.manifest.notIncluded.join()).toContain('MUSIC_DIR');

    const site = await openRestoredSite(target.dataDir, target.databaseUrl);
    try {
      const sourceCounts = await countRows(server.db);
      expect(sourceCounts.article).toBeGreaterThan(0);
      expect(sourceCounts.song).toBeGreaterThan(0);
      expect(await site.counts()).toEqual(sourceCounts);
      for (const table of ['article', 'comment', 'user', 'song', 'article_tag'] as const) {
        expect(await tableRows(site.db, table)).toEqual(await tableRows(server.db, table));
      }
      expect(await lastMigrationOf(site.db)).toBe(LAST_MIGRATION);
      expect(await consistencyProblems(site.db)).toEqual([]);
      expect(await site.homeList()).toEqual({ status: 200, total: expect.any(Number) as number });
      expect((await site.homeList()).total).toBeGreaterThan(0);
      // The restored site's search index answers a two-character term (built by the target's triggers / index).
      const sample = await site.db.kysely.selectFrom('article').select(['id', 'title'])
        .where('status', '=', ARTICLE_STATUS.public).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const term = [...sample.title].slice(0, 2).join('');
      expect((await createSearchRepo(site.db).search(term, 5000)).map((hit) => hit.id)).toContain(sample.id);
    } finally {
      await site.close();
    }

    const source = fileTree(server.config.dataDir, NOT_FILES);
    const restored = fileTree(target.dataDir, NOT_FILES);
    expect([...source.keys()].some((f) => f.startsWith('uploads/'))).toBe(true);
    expect([...source.keys()].some((f) => f.startsWith('music/'))).toBe(true);
    expect(source.has('secrets/jwt-secret')).toBe(true);
    expect([...restored.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [name, bytes] of source) expect(restored.get(name)?.equals(bytes), name).toBe(true);
    // Stored backups are not part of a backup.
    expect(existsSync(path.join(target.dataDir, 'backups', 'old.tar.gz'))).toBe(false);
  });

  it('数据目录不是空的时拒绝恢复，加 replace 才覆盖', async () => {
    const target = await emptyTarget();
    mkdirSync(target.dataDir, { recursive: true });
    writeFileSync(path.join(target.dataDir, 'note.txt'), '已有的文件');
    await expect(restoreBackup({ archive, ...target })).rejects.toThrow(/数据目录 .* 不是空的.*--replace/);
    expect(readFileSync(path.join(target.dataDir, 'note.txt'), 'utf8')).toBe('已有的文件');

    await restoreBackup({ archive, ...target, replace: true });
    expect(existsSync(path.join(target.dataDir, 'note.txt'))).toBe(false);
    expect(existsSync(path.join(target.dataDir, 'secrets', 'jwt-secret'))).toBe(true);
  });

  if (engine.name === 'postgres') {
    it('目标 PostgreSQL 数据库不是空的时拒绝恢复，数据库不变', async () => {
      const target = await emptyTarget();
      const db = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      try {
        await migrate(db);
        await fixtures(db).category('目标里已有的分类');
        await expect(restoreBackup({ archive, ...target })).rejects.toThrow('目标 PostgreSQL 数据库不是空的');
        expect((await db.kysely.selectFrom('category').select('category_name').execute()).map((r) => r.category_name)).toEqual(['目标里已有的分类']);
      } finally {
        await db.close();
      }
    });
  }

  it('写入数据库时失败（备份里有数据库拒绝的行），加 replace 的目标也原样不动', async () => {
    const crafted = path.join(work, 'bad-rows.tar.gz');
    const stamp = '2024-01-01T00:00:00.000Z';
    const rows = [
      { id: 1, category_name: '第一个', created_at: stamp, updated_at: stamp },
      { id: 2, category_name: null, created_at: stamp, updated_at: stamp },
    ];
    await craftArchive(
      crafted,
      [
        { name: 'database/category.ndjson', content: rows.map((r) => JSON.stringify(r)).join('\n') + '\n' },
        { name: 'data/uploads/new.txt', content: '备份里的文件' },
      ],
      { engine: 'postgres', lastMigration: LAST_MIGRATION, rowCounts: { category: 2 } },
    );
    const target = await emptyTarget();
    mkdirSync(target.dataDir, { recursive: true });
    writeFileSync(path.join(target.dataDir, 'note.txt'), '恢复前的文件');
    const db = openDatabase({ databaseUrl: target.databaseUrl, dataDir: path.join(work, 'scratch') });
    try {
      if (target.databaseUrl) {
        await migrate(db);
        await fixtures(db).category('恢复前的分类');
      }
      await expect(restoreBackup({ archive: crafted, ...target, replace: true })).rejects.toThrow();
      expect(readdirSync(target.dataDir)).toEqual(['note.txt']);
      expect(readdirSync(path.dirname(target.dataDir))).toEqual(['data']);
      if (target.databaseUrl) {
        expect((await db.kysely.selectFrom('category').select('category_name').execute()).map((r) => r.category_name)).toEqual(['恢复前的分类']);
      }
    } finally {
      await db.close();
    }
  });

  describe('损坏的备份被拒绝，目标原样不动', () => {
    async function damagedCopy(damage: (file: string) => void): Promise<string> {
      const copy = path.join(work, `damaged-${Math.random().toString(36).slice(2)}.tar.gz`);
      writeFileSync(copy, readFileSync(archive));
      damage(copy);
      return copy;
    }

    async function expectRefusedLeavingTarget(damaged: string, message: RegExp) {
      const target = await emptyTarget();
      mkdirSync(target.dataDir, { recursive: true });
      writeFileSync(path.join(target.dataDir, 'note.txt'), '恢复前的文件');
      await expect(restoreBackup({ archive: damaged, ...target, replace: true })).rejects.toThrow(message);
      expect(readdirSync(target.dataDir)).toEqual(['note.txt']);
      // No temporary folder is left beside the target either.
      expect(readdirSync(path.dirname(target.dataDir))).toEqual(['data']);
      if (target.databaseUrl) {
        const db = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
        try {
          const tables = await sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(db.kysely);
          expect(tables.rows).toEqual([]);
        } finally {
          await db.close();
        }
      }
    }

    it('翻转中间的一个字节', async () => {
      const damaged = await damagedCopy((file) => {
        const bytes = readFileSync(file);
        const at = Math.floor(bytes.length / 2);
        bytes[at] = bytes[at]! ^ 0xff;
        writeFileSync(file, bytes);
      });
      await expectRefusedLeavingTarget(damaged, /损坏|校验失败/);
    });

    it('只有前一半', async () => {
      const damaged = await damagedCopy((file) => truncateSync(file, Math.floor(readFileSync(file).length / 2)));
      await expectRefusedLeavingTarget(damaged, /损坏或不完整/);
    });
  });

  describe('旧版本的备份', () => {
    let older: Awaited<ReturnType<typeof olderSite>>;
    let olderArchive: string;

    beforeAll(async () => {
      older = await olderSite(engine, '010_moderation');
      olderArchive = path.join(work, 'older.tar.gz');
      const { manifest } = await writeBackupFile({ db: older.db, dataDir: older.dataDir }, olderArchive);
      expect(manifest.lastMigration).toBe('010_moderation');
    });

    afterAll(async () => {
      await older.db.close();
      await older.database.drop();
      await rm(older.dataDir, { recursive: true, force: true });
    });

    it('恢复时补上之后的迁移，旧数据都在', async () => {
      const target = await emptyTarget();
      await restoreBackup({ archive: olderArchive, ...target });
      const site = await openRestoredSite(target.dataDir, target.databaseUrl);
      try {
        expect(await lastMigrationOf(site.db)).toBe(LAST_MIGRATION);
        expect((await site.counts()).category).toBe(1);
        expect(readFileSync(path.join(target.dataDir, 'uploads', 'old.txt'), 'utf8')).toBe('旧版本上传的文件');
      } finally {
        await site.close();
      }
    });

    if (engine.name === 'postgres') {
      it('PostgreSQL 的备份也能恢复成 SQLite 站点', async () => {
        const dataDir = path.join(tempDir(), 'data');
        const summary = await restoreBackup({ archive: olderArchive, dataDir });
        expect(summary.target).toBe('sqlite');
        const site = await openRestoredSite(dataDir);
        try {
          expect(await lastMigrationOf(site.db)).toBe(LAST_MIGRATION);
          expect((await site.counts()).category).toBe(1);
        } finally {
          await site.close();
        }
      });
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
// Skipped without PostgreSQL, but fails instead when REQUIRE_SERVICES=1 (as describeEachEngine does).
describe.skipIf(!pgUrl && process.env.REQUIRE_SERVICES !== '1')('SQLite 的备份恢复到 PostgreSQL', () => {
  it('行通过同一条路径写入 PostgreSQL，序列接着最大的 id', async () => {
    if (!pgUrl) throw new Error('REQUIRE_SERVICES=1 时必须设置 TEST_DATABASE_URL');
    const source = await startTestServer({ name: 'sqlite', createDatabase: async () => ({ drop: async () => {} }) });
    const database = await postgresEngine(pgUrl).createDatabase();
    const work = tempDir();
    try {
      await seedIfEmpty(source.db, { dataDir: source.config.dataDir, adminUsername: 'admin', adminPassword: 'admin123456a', seedDemo: true }, () => {});
      const archive = path.join(work, 'sqlite.tar.gz');
      await writeBackupFile({ db: source.db, dataDir: source.config.dataDir }, archive);
      const dataDir = path.join(work, 'data');
      const summary = await restoreBackup({ archive, dataDir, databaseUrl: database.databaseUrl });
      expect(summary.target).toBe('postgres');
      const site = await openRestoredSite(dataDir, database.databaseUrl);
      try {
        expect(await site.counts()).toEqual(await countRows(source.db));
        expect(await tableRows(site.db, 'article')).toEqual(await tableRows(source.db, 'article'));
        // A new row gets an id after the copied ones (the sequence was moved).
        const id = await fixtures(site.db).category('恢复后新建');
        const maxBefore = Math.max(...(await source.db.kysely.selectFrom('category').select('id').execute()).map((r) => r.id));
        expect(id).toBeGreaterThan(maxBefore);
      } finally {
        await site.close();
      }
    } finally {
      await source.close();
      await database.drop();
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});
