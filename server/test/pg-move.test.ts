import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_TYPE } from '@blog/contract';
import { migrate, openDatabase, type Db } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { countRows, DATA_TABLES, readRows, type Row, type TableName } from '../src/db/tables';
import { moveToPostgres, type MoveReport } from '../src/modules/portability/pgMove/move';
import { sameValue } from '../src/modules/portability/pgMove/normalise';
import { verifyCopy } from '../src/modules/portability/pgMove/verify';
import { postgresEngine, sqliteEngine, type TestDatabase } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { asBrowser, get, post, put, resultOf, type ApiResponse } from './helpers/http';
import { startTestServer, type TestServer } from './helpers/server';
import { findRepoRoot } from '../src/config';

/** PostgreSQL is the whole point here: skipped without it, failed without it under REQUIRE_SERVICES=1. */
function describeOnPostgres(name: string, fn: (adminUrl: string) => void): void {
  const url = process.env.TEST_DATABASE_URL;
  if (url) describe(name, () => fn(url));
  else if (process.env.REQUIRE_SERVICES === '1') {
    describe(name, () => {
      it('需要 PostgreSQL', () => {
        throw new Error('REQUIRE_SERVICES=1 时必须设置 TEST_DATABASE_URL');
      });
    });
  } else describe.skip(`${name}（未设置 TEST_DATABASE_URL，已跳过）`, () => fn(''));
}

/** The tables and row counts a database holds, read straight from PostgreSQL's catalogue. */
async function tablesIn(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    return rows.map((r) => r.table_name);
  } finally {
    await client.end();
  }
}

const KEYWORD = '鲸落迁徙';

/**
 * The demo site plus rows for every table the demo leaves empty, and values that differ between
 * the engines: a song size past 32 bits, JSON text, flags, Chinese text with emoji and quotes.
 */
async function fillSite(site: TestServer): Promise<void> {
  const db = site.db;
  await seedIfEmpty(db, { dataDir: site.config.dataDir, adminUsername: 'admin', adminPassword: 'admin123456a', seedDemo: true }, () => {});
  const f = fixtures(db);
  const tag = await f.tag('迁移');
  await f.article({ title: `关于${KEYWORD}的笔记`, content: `# 深海\n\n一头鲸死去，沉入海底，这就是${KEYWORD}。😀 "引号" 'single'`, tagIds: [tag], createdAt: '2025-02-02T02:02:02.000Z' });
  const users = await db.kysely.selectFrom('user').select(['id', 'role']).orderBy('id').execute();
  const reader = users.find((u) => u.role === 2)!.id;
  const stamp = '2025-03-03T03:03:03.000Z';
  await db.kysely
    .insertInto('chat_message')
    .values([
      { user_id: reader, content: '大家好，迁移之前的聊天', content_type: 1, created_at: stamp, updated_at: stamp },
      { user_id: reader, content: '/uploads/img/chat.webp', content_type: 2, created_at: stamp, updated_at: stamp },
    ])
    .execute();
  await db.kysely.insertInto('chat_ban').values({ user_id: reader, until: '2030-01-01T00:00:00.000Z' }).execute();
  await db.kysely
    .insertInto('sensitive_word_list')
    .values({ id: 1, words: '违禁词\n广告', policy: JSON.stringify({ comment: 'review', chat: 'block' }), version: 3, updated_at: stamp })
    .execute();
  // An article's old slug and a redirect rule (migration 024).
  const moved = await db.kysely.selectFrom('article').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.kysely.insertInto('article_slug_alias').values({ slug: '旧的链接名', article_id: moved.id, created_at: stamp }).execute();
  await db.kysely.insertInto('redirect').values({ from_path: '/2021/01/21/旧地址', to_url: '/post/旧的链接名', status: 301, source: 'markdown-import', created_at: stamp, updated_at: stamp }).execute();
  // A 分享预览 link (migration 025): its expiry and revocation travel with it.
  await db.kysely.insertInto('preview_link').values({ article_id: moved.id, token_hash: 'a'.repeat(64), created_at: stamp, expires_at: '2030-01-01T00:00:00.000Z', revoked_at: null }).execute();
  // A kept revision of that article (migration 026): its Markdown and settings travel with it.
  await db.kysely.insertInto('article_revision').values({ article_id: moved.id, kind: 'manual', title: '旧标题', content: '# 旧的正文', settings: '{"status":1}', size: 6, created_at: stamp }).execute();
  // 通知 settings and a mail waiting in the outbox (migration 029): the sealed password travels as it is.
  await db.kysely.insertInto('notify_settings').values({ id: 1, smtp_host: 'smtp.example.com', smtp_password: 'v1.sealed.text.here', admin_email: 'owner@example.com', email_events: 'comment', webhooks: '[]' }).execute();
  await db.kysely
    .insertInto('outbox')
    .values({ kind: 'comment', channel: 'email', target: 'owner@example.com', payload: '{"events":[]}', dedupe_key: 'alert:email:comment:1', status: 'waiting', next_attempt_at: stamp, locked_until: null, last_error: null, created_at: stamp, sent_at: null })
    .execute();
  await db.kysely.updateTable('song').set({ size: 6_000_000_000 }).where('id', '=', (await db.kysely.selectFrom('song').select('id').orderBy('id').executeTakeFirstOrThrow()).id).execute();
  // A visit counted through the API, which writes view_daily.
  resultOf(await put(site, '/api/config/addView', { headers: asBrowser }));
}

/** Every row of every table on both sides, compared column by column across the engines. */
async function differingRows(a: Db, b: Db, table: TableName): Promise<string[]> {
  const all = async (db: Db) => {
    const rows: Row[] = [];
    for await (const page of readRows(db, table)) rows.push(...page);
    return rows;
  };
  const [left, right] = [await all(a), await all(b)];
  const found: string[] = [];
  left.forEach((row, i) => {
    for (const column of Object.keys(row)) {
      if (!sameValue(row[column], right[i]?.[column])) found.push(`${table}[${i}].${column}`);
    }
  });
  if (left.length !== right.length) found.push(`${table} 行数 ${left.length} ≠ ${right.length}`);
  return found;
}

/** For each serial table: the id its sequence hands out next, and the largest id present. */
async function nextIds(db: Db): Promise<{ name: string; next: number; max: number }[]> {
  const states = [];
  for (const { name, serialId } of DATA_TABLES) {
    if (!serialId) continue;
    const max = (await sql<{ n: number }>`SELECT COALESCE(MAX(id), 0)::int AS n FROM ${sql.table(name)}`.execute(db.kysely)).rows[0]!.n;
    const seq = (await sql<{ seq: string }>`SELECT pg_get_serial_sequence(${`"${name}"`}, 'id') AS seq`.execute(db.kysely)).rows[0]!.seq;
    const state = (await sql<{ last_value: number; is_called: boolean }>`SELECT last_value::int AS last_value, is_called FROM ${sql.raw(seq)}`.execute(db.kysely)).rows[0];
    states.push({ name, next: state?.is_called ? Number(state.last_value) + 1 : Number(state?.last_value), max });
  }
  return states;
}

describeOnPostgres('从 SQLite 迁移到 PostgreSQL', (adminUrl) => {
  const engine = postgresEngine(adminUrl);
  let original: TestServer;
  let moved: TestServer;
  let report: MoveReport;
  const steps: string[] = [];
  const rowDifferences: string[] = [];
  let copiedNextIds: { name: string; next: number; max: number }[] = [];

  beforeAll(async () => {
    // No watcher: it would rescan the demo songs fillSite copies in and undo the size it sets.
    original = await startTestServer(sqliteEngine, { env: { MUSIC_WATCH: 'false' } });
    await fillSite(original);
    const target = await engine.createDatabase();
    report = await moveToPostgres({ dataDir: original.config.dataDir, targetUrl: target.databaseUrl!, onStep: (s) => steps.push(s) });
    // The copy as the tool left it, read before a site runs on it: a starting site's music scan
    // corrects the song size fillSite made up (and its upsert advances the song sequence).
    const copy = openDatabase({ databaseUrl: target.databaseUrl!, dataDir: original.config.dataDir });
    try {
      for (const { name } of DATA_TABLES) rowDifferences.push(...(await differingRows(original.db, copy, name)));
      copiedNextIds = await nextIds(copy);
    } finally {
      await copy.close();
    }
    // The moved site keeps the original's DATA_DIR (uploads, music, secrets), as the tool tells users to.
    moved = await startTestServer({ name: 'postgres', createDatabase: async () => target }, { env: { DATA_DIR: original.config.dataDir } });
  }, 120_000);

  afterAll(async () => {
    await moved?.close();
    await original?.close();
  });

  it('每张数据表都被复制，行数与源一致，报告逐表列出', async () => {
    const source = await countRows(original.db);
    expect(await countRows(moved.db)).toEqual(source);
    for (const { name } of DATA_TABLES) expect(source[name], `${name} 在测试数据里应当有行`).toBeGreaterThan(0);
    expect(report.tables.map((t) => [t.table, t.sourceRows, t.targetRows])).toEqual(DATA_TABLES.map((t) => [t.name, source[t.name], source[t.name]]));
    expect(report.totalRows).toBe(Object.values(source).reduce((a, b) => a + b, 0));
  });

  it('每一行每一列都与源相同（id 与关系原样保留）', async () => {
    expect(rowDifferences).toEqual([]);
  });

  it('每个自增序列都从最大 id 之后继续', async () => {
    expect(copiedNextIds.length).toBe(DATA_TABLES.filter((t) => t.serialId).length);
    for (const { name, next, max } of copiedNextIds) expect({ name, next }).toEqual({ name, next: max + 1 });
  });

  it('按主键分页读表：页很小也不重不漏，两种数据库顺序相同', async () => {
    for (const table of ['article_tag', 'like', 'playlist_song'] as const) {
      const paged = async (site: TestServer) => {
        const rows: Row[] = [];
        for await (const page of readRows(site.db, table, 7)) rows.push(...page);
        return rows.map((r) => JSON.stringify(Object.values(r)));
      };
      const sqlitePages = await paged(original);
      expect(new Set(sqlitePages).size, table).toBe((await countRows(original.db))[table]);
      expect(await paged(moved), table).toEqual(sqlitePages);
    }
  });

  it('回复仍挂在原来的父评论下，文章仍带着原来的标签', async () => {
    const reply = await moved.db.kysely.selectFrom('comment').select(['id', 'parent_id', 'for_id', 'type']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const children = resultOf(await post<{ list: { id: number }[] }>(moved, '/api/comment/frontGetChildrenComment', { parent_id: reply.parent_id, current: 1, size: 50 }));
    expect(children.list.map((c) => c.id)).toContain(reply.id);
    const tagged = await sql<{ n: number }>`SELECT COUNT(*)::int AS n FROM article_tag JOIN article ON article.id = article_tag.article_id JOIN tag ON tag.id = article_tag.tag_id`.execute(moved.db.kysely);
    expect(tagged.rows[0]?.n).toBe((await countRows(original.db)).article_tag);
  });

  it('按中文词搜索能找到文章，搜索索引已重建', async () => {
    const hits = resultOf(await get<{ id: number; title?: string; article_title?: string }[]>(moved, `/api/article/getArticleListByContent/${encodeURIComponent(KEYWORD)}`));
    const expected = await original.db.kysely.selectFrom('article').select('id').where('title', 'like', `%${KEYWORD}%`).executeTakeFirstOrThrow();
    expect(hits.map((h) => h.id)).toContain(expected.id);
    // Two characters: answered by the bigram index (migration 031), rebuilt after the copy.
    const short = [...KEYWORD].slice(0, 2).join('');
    const shortHits = resultOf(await get<{ id: number }[]>(moved, `/api/article/getArticleListByContent/${encodeURIComponent(short)}`));
    expect(shortHits.map((h) => h.id)).toContain(expected.id);
    const indexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes
      WHERE indexdef LIKE '%gin_trgm_ops%' OR indexdef LIKE '%search_grams(%' ORDER BY indexname`.execute(moved.db.kysely);
    expect(indexes.rows.map((r) => r.indexname)).toEqual([...report.searchIndexes].sort());
    expect(report.searchIndexes).toEqual(expect.arrayContaining(['article_title_trgm_idx', 'article_content_trgm_idx', 'article_search_gram_idx']));
  });

  it('访客看到的每个接口，迁移后的站点与原站点答案相同', async () => {
    const k = original.db.kysely;
    const article = await k.selectFrom('article').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const category = await k.selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tag = await k.selectFrom('tag').select('id').orderBy('id').executeTakeFirstOrThrow();
    const album = await k.selectFrom('photo_album').select('id').orderBy('id').executeTakeFirstOrThrow();
    const parent = await k.selectFrom('comment').select(['parent_id', 'type', 'for_id']).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const admin = await k.selectFrom('user').select('id').where('role', '=', 1).executeTakeFirstOrThrow();
    const notified = await k.selectFrom('notify').select('user_id').orderBy('id').executeTakeFirstOrThrow();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/config'],
      ['GET', '/api/article/blogHomeGetArticleList/1/10'],
      ['GET', '/api/article/blogHomeGetArticleList/2/5'],
      ['GET', '/api/article/blogTimelineGetArticleList/1/10'],
      ['GET', `/api/article/getArticleById/${article.id}`],
      ['GET', `/api/article/getRecommendArticleById/${article.id}`],
      ['GET', '/api/article/getHotArticle'],
      ['GET', `/api/article/getArticleListByContent/${encodeURIComponent(KEYWORD)}`],
      ['GET', `/api/article/getArticleListByContent/${encodeURIComponent('的')}`],
      ['GET', '/api/category/getCategoryDictionary'],
      ['GET', '/api/tag/getTagDictionary'],
      ['GET', '/api/message/getHotTagList'],
      ['GET', '/api/pageHeader/getAll'],
      ['GET', '/api/photoAlbum/getAllAlbumList'],
      ['GET', `/api/photo/getAllPhotosByAlbumId/${album.id}`],
      ['GET', '/api/statistic'],
      ['GET', `/api/user/getUserInfoById/${admin.id}`],
      ['GET', '/api/resource/getResourceList/front'],
      ['POST', '/api/article/getArticleListByCategoryId', { current: 1, size: 10, id: category.id }],
      ['POST', '/api/article/getArticleListByTagId', { current: 1, size: 10, id: tag.id }],
      ['POST', '/api/comment/frontGetParentComment', { type: parent.type, for_id: parent.for_id, current: 1, size: 10 }],
      ['POST', '/api/comment/frontGetChildrenComment', { parent_id: parent.parent_id, current: 1, size: 10 }],
      ['POST', '/api/comment/getCommentTotal', { type: COMMENT_TYPE.article, for_id: article.id }],
      ['POST', '/api/talk/blogGetTalkList', { current: 1, size: 10 }],
      ['POST', '/api/links/getLinksList', { current: 1, size: 10 }],
      ['POST', '/api/message/getMessageList', { current: 1, size: 50 }],
      ['POST', '/api/chat/getChatList', {}],
      ['POST', '/api/notify/getNotifyList', { current: 1, size: 10, userId: notified.user_id }],
    ];
    const ask = async (site: TestServer, [method, url, body]: [string, string, unknown?]): Promise<ApiResponse<unknown>> => {
      const headers = { authorization: `Bearer ${await site.tokenFor(notified.user_id, 2)}` };
      return method === 'GET' ? get(site, url, { headers }) : post(site, url, body, { headers });
    };
    for (const call of calls) {
      const before = await ask(original, call);
      const after = await ask(moved, call);
      expect([before.status, before.body.code], `${call[1]} 在原站点应当成功`).toEqual([200, 0]);
      expect({ call: call[1], status: after.status, body: after.body }).toEqual({ call: call[1], status: before.status, body: before.body });
    }
  });

  it('迁移后新写入的留言 id 接在最大 id 之后（序列已重置）', async () => {
    const max = await original.db.kysely.selectFrom('message').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const added = resultOf(await post<{ id: number }>(moved, '/api/message/add', { message: '迁移后的第一条留言', nick_name: '新访客' }, { headers: { 'x-forwarded-for': '203.0.113.77' } }));
    expect(added.id).toBe(Number(max.id) + 1);
    const stored = await moved.db.kysely.selectFrom('message').select('content').where('id', '=', added.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe('迁移后的第一条留言');
  });

  it('目标已有数据时拒绝迁移，什么也不改', async () => {
    const before = await countRows(moved.db);
    await expect(moveToPostgres({ dataDir: original.config.dataDir, targetUrl: moved.config.databaseUrl! })).rejects.toThrow(/目标数据库不是空的/);
    expect(await countRows(moved.db)).toEqual(before);
  });

  it('核对能发现与源不同的行', async () => {
    const first = await moved.db.kysely.selectFrom('article').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    await moved.db.kysely.updateTable('article').set({ title: '被改动的标题' }).where('id', '=', first.id).execute();
    try {
      await expect(verifyCopy(original.db, moved.db, ['article'])).rejects.toThrow(new RegExp(`article（id=${first.id}）的 title`));
    } finally {
      await moved.db.kysely.updateTable('article').set({ title: first.title }).where('id', '=', first.id).execute();
    }
  });

  describe('失败时目标保持原样', () => {
    let target: TestDatabase;
    beforeAll(async () => {
      target = await engine.createDatabase();
    });
    afterAll(async () => {
      await target?.drop();
    });

    /** A copy of the original site's SQLite file, altered by `change`, in a data directory of its own. */
    function brokenCopy(change: (db: SQLite.Database) => void): string {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'pgmove-broken-'));
      const source = new SQLite(path.join(original.config.dataDir, 'blog.db'), { readonly: true });
      source.exec(`VACUUM INTO '${path.join(dir, 'blog.db')}'`);
      source.close();
      const copy = new SQLite(path.join(dir, 'blog.db'));
      change(copy);
      copy.close();
      return dir;
    }

    it('找不到 SQLite 源数据库时拒绝，不创建数据目录，目标里没有任何表', async () => {
      const missing = path.join(os.tmpdir(), `pgmove-missing-${process.pid}`);
      await expect(moveToPostgres({ dataDir: missing, targetUrl: target.databaseUrl! })).rejects.toThrow(/找不到 SQLite 数据库/);
      expect(existsSync(missing)).toBe(false);
      expect(await tablesIn(target.databaseUrl!)).toEqual([]);
    });

    it('复制到一半某张表写不进去：整体回滚，连建的表也不留下', async () => {
      // SQLite keeps text in an integer column; PostgreSQL refuses it when the resource table (one of the last) is written.
      const dir = brokenCopy((db) => db.exec(`UPDATE resource SET sort = '排序' WHERE id = (SELECT MIN(id) FROM resource)`));
      try {
        const failure = moveToPostgres({ dataDir: dir, targetUrl: target.databaseUrl! });
        await expect(failure).rejects.toThrow(/写入表 resource 失败/);
        expect(await tablesIn(target.databaseUrl!)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('含空字符的文字：拒绝并指出是哪一行，目标里没有任何表', async () => {
      const dir = brokenCopy((db) => db.exec(`UPDATE comment SET content = 'a' || char(0) || 'b' WHERE id = (SELECT MAX(id) FROM comment)`));
      try {
        const last = new SQLite(path.join(dir, 'blog.db'), { readonly: true }).prepare('SELECT MAX(id) AS id FROM comment').get() as { id: number };
        await expect(moveToPostgres({ dataDir: dir, targetUrl: target.databaseUrl! })).rejects.toThrow(new RegExp(`空字符.*comment（id=${last.id}）`));
        expect(await tablesIn(target.databaseUrl!)).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('表已建好但一行都没有的库也算空，能迁移', async () => {
      const prepared = await engine.createDatabase();
      try {
        const db = openDatabase({ databaseUrl: prepared.databaseUrl, dataDir: original.config.dataDir });
        await migrate(db);
        // The migrations write the two ranked playlists; with them gone the tables hold nothing.
        await db.kysely.deleteFrom('playlist').execute();
        await db.close();
        const done = await moveToPostgres({ dataDir: original.config.dataDir, targetUrl: prepared.databaseUrl! });
        expect(done.tables.map((t) => [t.table, t.targetRows])).toEqual(report.tables.map((t) => [t.table, t.sourceRows]));
      } finally {
        await prepared.drop();
      }
    });

    it('之后同一个空库仍能完整迁移（失败没有留下半截）', async () => {
      const done = await moveToPostgres({ dataDir: original.config.dataDir, targetUrl: target.databaseUrl! });
      expect(done.tables.every((t) => t.sourceRows === t.targetRows)).toBe(true);
      expect(await tablesIn(target.databaseUrl!)).toEqual(expect.arrayContaining(DATA_TABLES.map((t) => t.name)));
    });
  });

  describe('命令行 npm run migrate:pg', () => {
    const repoRoot = findRepoRoot();
    /** The command as a user runs it, without the DATABASE_URL of the test environment unless given. */
    function runCli(args: string[], env: Record<string, string> = {}) {
      const { DATABASE_URL: _ignored, ...rest } = process.env;
      const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['server/src/cli/migratePg.ts', ...args], {
        cwd: repoRoot,
        env: { ...rest, ...env },
        encoding: 'utf8',
      });
      return { status: result.status, out: result.stdout, err: result.stderr };
    }

    it('DATABASE_URL 已指向 PostgreSQL 时拒绝，退出码非零', async () => {
      const target = await engine.createDatabase();
      try {
        const run = runCli([target.databaseUrl!, '--data-dir', original.config.dataDir], { DATABASE_URL: target.databaseUrl! });
        expect(run.status).toBe(1);
        expect(run.err).toContain('迁移的源必须是 SQLite');
        expect(await tablesIn(target.databaseUrl!)).toEqual([]);
      } finally {
        await target.drop();
      }
    });

    it('成功时逐表打印进度和报告，并说明如何用 PostgreSQL 启动', async () => {
      const target = await engine.createDatabase();
      try {
        const run = runCli([target.databaseUrl!, '--data-dir', original.config.dataDir]);
        expect(run.err).toBe('');
        expect(run.status).toBe(0);
        const counts = await countRows(original.db);
        for (const { name } of DATA_TABLES) expect(run.out).toMatch(new RegExp(`${name}\\s+${counts[name]} 行`));
        expect(run.out).toContain(`DATABASE_URL=${target.databaseUrl} npm start`);
        expect(run.out).toContain(original.config.dataDir);
      } finally {
        await target.drop();
      }
    });
  });

  it('报告了每一步', () => {
    expect(steps).toEqual(expect.arrayContaining(['检查目标数据库是否为空', '重置自增序列', '核对每张表的行数与抽样行', '提交']));
  });
});
