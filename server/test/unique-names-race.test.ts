import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ALBUM_MESSAGES, ARTICLE_MESSAGES, MUSIC_ADMIN_MESSAGES, RESOURCE_ADMIN_MESSAGES, taxonomyMessages } from '@blog/contract';
import { migrate, migrationsFor, openDatabase } from '../src/db/connection';
import { bearer, freshIp, fromIp, uniqueName } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, type ApiResponse } from './helpers/http';
import { useTestServer } from './helpers/server';
import { articleBody } from './article-admin-helpers';

/** How many identical requests go out at once (the probe's figure). */
const PARALLEL = 20;

describeEachEngine('必须唯一的名称在并发请求下仍然唯一', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'race');
  });

  const adminCall = (method: string, url: string, body: unknown) => call(server, method, url, { body, headers: bearer(accounts.adminToken) });

  /** Sends `PARALLEL` copies at once; exactly one succeeds and every other one reads `message`. */
  async function expectExactlyOne(send: () => Promise<ApiResponse<unknown>>, message: string): Promise<void> {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
    const outcomes = answers.map((a) => (a.status === 200 && a.body.code === 0 ? 'created' : `${a.status} ${a.body.code} ${a.body.message}`));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'created')).toEqual(Array(PARALLEL - 1).fill(`200 100 ${message}`));
  }

  const countWhere = async (table: 'article' | 'photo_album' | 'playlist', column: string, value: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(server.db.kysely)).rows[0]?.n);

  it('同一标题的文章：只新建一篇', async () => {
    const title = `并发标题 ${engine.name}`;
    await expectExactlyOne(() => adminCall('POST', '/api/article/add', articleBody({ article_title: title })), ARTICLE_MESSAGES.titleTaken);
    expect(await countWhere('article', 'title', title)).toBe(1);
  });

  it('两篇文章同时改成同一个标题：只有一篇改成', async () => {
    const ids = await Promise.all(['甲', '乙'].map(async (t) => (await adminCall('POST', '/api/article/add', articleBody({ article_title: `改名前${t}` }))).body.result as { id: number }));
    const title = '同时改成的标题';
    const answers = await Promise.all(ids.map(({ id }) => adminCall('PUT', '/api/article/update', { ...articleBody({ article_title: title }), id })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 100]);
    expect(await countWhere('article', 'title', title)).toBe(1);
  });

  it('同名相册：只新建一个', async () => {
    await expectExactlyOne(() => adminCall('POST', '/api/photoAlbum/addAlbum', { album_name: '并发相册' }), ALBUM_MESSAGES.nameTaken);
    expect(await countWhere('photo_album', 'album_name', '并发相册')).toBe(1);
  });

  it('同名歌单：只新建一个', async () => {
    await expectExactlyOne(() => adminCall('POST', '/api/music/playlist', { name: '并发歌单' }), MUSIC_ADMIN_MESSAGES.playlistNameTaken);
    expect(await countWhere('playlist', 'name', '并发歌单')).toBe(1);
  });

  it('同名分类、标签：只新建一个', async () => {
    await expectExactlyOne(() => adminCall('POST', '/api/category/add', { category_name: '并发分类' }), taxonomyMessages('category').nameTaken);
    await expectExactlyOne(() => adminCall('POST', '/api/tag/add', { tag_name: '并发标签' }), taxonomyMessages('tag').nameTaken);
  });

  it('两个资源分组同时改成同一个名字：只有一个改成，两组不会合并', async () => {
    const site = (group: string) => ({ list: 'front', group_name: group, name: `${group}的网站`, url: 'https://example.com/' });
    for (const group of ['分组一', '分组二']) expect((await adminCall('POST', '/api/resource/admin/add', site(group))).body.code).toBe(0);
    const answers = await Promise.all(
      ['分组一', '分组二'].map((from) => adminCall('PUT', '/api/resource/admin/renameGroup', { list: 'front', from, to: '合并后的分组' })),
    );
    expect(answers.map((a) => [a.body.code, a.body.message]).sort()).toEqual([
      [0, expect.any(String)],
      [100, RESOURCE_ADMIN_MESSAGES.groupTaken],
    ]);
    const groups = await server.db.kysely.selectFrom('resource').select('group_name').where('list', '=', 'front').where('name', 'in', ['分组一的网站', '分组二的网站']).execute();
    expect(new Set(groups.map((g) => g.group_name)).size).toBe(2);
  });

  it('同一个用户名同时注册：只注册成功一个', async () => {
    const username = uniqueName('race');
    await expectExactlyOne(
      () => call(server, 'POST', '/api/user/register', { body: { username, password: 'abc12345' }, headers: fromIp(freshIp()) }),
      '用户名已存在',
    );
  });
});

describeEachEngine('迁移 018：已有的重名不丢数据', (engine) => {
  it('重复的标题、相册名、歌单名依次改成「名称（2）」，然后数据库拒绝新的重名', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-unique-names-'));
    const database = await engine.createDatabase();
    const db = openDatabase({ databaseUrl: database.databaseUrl, dataDir });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
      expect((await migrator.migrateTo('017_default_avatar')).error).toBeUndefined();
      const stamp = '2024-01-01T00:00:00.000Z';
      // '标题（2）' already exists, so the third copy of 标题 becomes 标题（3）.
      for (const title of ['标题', ' 标题 ', '标题（2）', '标题', '别的']) {
        await sql`insert into article (title, content, created_at, updated_at) values (${title}, '正文', ${stamp}, ${stamp})`.execute(db.kysely);
      }
      for (const name of ['旅行', '旅行']) {
        await sql`insert into photo_album (album_name, created_at, updated_at) values (${name}, ${stamp}, ${stamp})`.execute(db.kysely);
        await sql`insert into playlist (name, kind, created_at, updated_at) values (${name}, 'manual', ${stamp}, ${stamp})`.execute(db.kysely);
      }
      await migrate(db);

      const titles = await db.kysely.selectFrom('article').select(['title', 'content']).orderBy('id').execute();
      expect(titles.map((t) => t.title)).toEqual(['标题', '标题（3）', '标题（2）', '标题（4）', '别的']);
      expect(titles.every((t) => t.content === '正文')).toBe(true);
      expect((await db.kysely.selectFrom('photo_album').select('album_name').orderBy('id').execute()).map((a) => a.album_name)).toEqual(['旅行', '旅行（2）']);
      const playlists = await db.kysely.selectFrom('playlist').select('name').where('kind', '=', 'manual').orderBy('id').execute();
      expect(playlists.map((p) => p.name)).toEqual(['旅行', '旅行（2）']);

      const duplicate = sql`insert into article (title, content, created_at, updated_at) values (${'标题 '}, '正文', ${stamp}, ${stamp})`.execute(db.kysely);
      await expect(duplicate).rejects.toMatchObject({ code: expect.stringMatching(/^(23505|SQLITE_CONSTRAINT_UNIQUE)$/) });
    } finally {
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
