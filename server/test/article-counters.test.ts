import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { LIKE_TYPE, VISITOR_KEY_HEADER, type ArticleDetail, type HotArticle } from '@blog/contract';
import { migrate, migrationsFor, openDatabase, type Db } from '../src/db/connection';
import { searchGramQuery } from '../src/db/searchGrams';
import { freshIp, fromIp, newReader } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { get, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

/*
 * Views, likes and reading time are counted in article_stat (migration 014), never in the article
 * row: counted exactly under concurrent requests, shown at once by every reading call, and on
 * PostgreSQL without writing a new version of the article row (and so of its trigram indexes).
 */
describeEachEngine('文章计数（浏览、点赞、阅读时长）', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    const at = (day: number) => `2024-05-${String(day).padStart(2, '0')}T08:00:00.000Z`;
    ids.busy = await f.article({ title: '被同时阅读的文章', content: '# 标题\n\n同时阅读、点赞和停留的正文，足够长以便建立三元组索引。', createdAt: at(1) });
    ids.tieOld = await f.article({ title: '同样浏览量较旧', createdAt: at(2), viewTimes: 7 });
    ids.tieNew = await f.article({ title: '同样浏览量较新', createdAt: at(3), viewTimes: 7 });
    ids.unviewedOld = await f.article({ title: '没人看过较旧', createdAt: at(4) });
    ids.unviewedNew = await f.article({ title: '没人看过较新', createdAt: at(5) });
  });

  const detail = async (id: number) => resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${id}`, { headers: newReader() }));
  const hot = async () => resultOf(await get<HotArticle[]>(server, '/api/article/getHotArticle'));

  it('热门：浏览量从高到低、同量较新在前，不足 5 篇时由没有浏览的最新文章补足', async () => {
    expect((await hot()).map((a) => [a.id, a.view_times])).toEqual([
      [ids.tieNew, 7],
      [ids.tieOld, 7],
      [ids.unviewedNew, 0],
      [ids.unviewedOld, 0],
      [ids.busy, 0],
    ]);
  });

  it('同时 40 次浏览、20 次点赞、20 次阅读时长：一次不丢，列表、详情和热门立即可见', async () => {
    const id = ids.busy!;
    const views = Array.from({ length: 40 }, () => get<ArticleDetail>(server, `/api/article/getArticleById/${id}`, { headers: newReader() }));
    const likes = Array.from({ length: 20 }, (_, i) =>
      post(server, '/api/like/addLike', { type: LIKE_TYPE.article, for_id: id }, { headers: { [VISITOR_KEY_HEADER]: `counter-visitor-${i}`, ...fromIp(freshIp()) } }),
    );
    const reading = Array.from({ length: 20 }, () => put(server, `/api/article/addReadingDuration/${id}/3000`, { headers: fromIp(freshIp()) }));
    const answers = await Promise.all(views);
    for (const response of [...(await Promise.all(likes)), ...(await Promise.all(reading))]) resultOf(response);

    // Each view answers the count before itself (as the original server did): 40 different counts, 0 to 39.
    expect(answers.map((r) => resultOf(r).view_times).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(await storedCounts(server.db, id)).toEqual({ view_times: 40, thumbs_up_times: 20, reading_duration: 60 });

    const next = await detail(id);
    expect(next).toMatchObject({ view_times: 40, thumbs_up_times: 20 });
    expect((await hot())[0]).toEqual({ id, article_title: '被同时阅读的文章', view_times: 41 });
    const card = resultOf(await get<{ list: { id: number; view_times: number; thumbs_up_times: number }[] }>(server, '/api/article/blogHomeGetArticleList/1/10')).list.find(
      (a) => a.id === id,
    );
    expect(card).toMatchObject({ view_times: 41, thumbs_up_times: 20 });

    const cancelled = await put(server, `/api/article/cancelLike/${id}`, { headers: { [VISITOR_KEY_HEADER]: 'counter-visitor-0', ...fromIp(freshIp()) } });
    expect(resultOf(cancelled)).toEqual({ liked: false, thumbs_up_times: 19 });
  });

  it('删除文章时计数一起删除', async () => {
    const id = await fixtures(server.db).article({ title: '将被删除', viewTimes: 3 });
    await server.db.kysely.deleteFrom('article').where('id', '=', id).execute();
    expect(await server.db.kysely.selectFrom('article_stat').select('article_id').where('article_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  if (engine.name === 'postgres') {
    it('PostgreSQL：浏览、点赞、阅读时长都不写文章行，正文的三元组索引不变大', async () => {
      const id = ids.busy!;
      const rowVersion = async () =>
        (await sql<{ xmin: string; ctid: string }>`SELECT xmin::text AS xmin, ctid::text AS ctid FROM article WHERE id = ${id}`.execute(server.db.kysely)).rows[0];
      const indexSize = async () =>
        Number((await sql<{ n: string }>`SELECT pg_relation_size('article_content_trgm_idx') AS n`.execute(server.db.kysely)).rows[0]!.n);
      const before = await rowVersion();
      const sizeBefore = await indexSize();
      const viewsBefore = (await storedCounts(server.db, id)).view_times;
      for (let round = 0; round < 10; round++) {
        await Promise.all(Array.from({ length: 20 }, () => get(server, `/api/article/getArticleById/${id}`, { headers: newReader() })));
      }
      await post(server, '/api/like/addLike', { type: LIKE_TYPE.article, for_id: id }, { headers: { [VISITOR_KEY_HEADER]: 'counter-visitor-pg', ...fromIp(freshIp()) } });
      await put(server, `/api/article/addReadingDuration/${id}/5`, { headers: fromIp(freshIp()) });
      expect(await rowVersion()).toEqual(before);
      expect(await indexSize()).toBe(sizeBefore);
      expect((await storedCounts(server.db, id)).view_times).toBe(viewsBefore + 200);
    });
  }
});

/** A database at migration 013 with counters in the article row, then migrated: the counts move to article_stat. */
describeEachEngine('迁移 014：文章计数移到 article_stat', (engine) => {
  it('旧库的浏览量、点赞数、阅读时长原样搬过去，文章表不再有这些列', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-counters-'));
    const database = await engine.createDatabase();
    const db: Db = openDatabase({ databaseUrl: database.databaseUrl, dataDir });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
      expect((await migrator.migrateTo('013_sensitive_words')).error).toBeUndefined();
      const stamp = '2024-01-01T00:00:00.000Z';
      await sql`INSERT INTO article (title, content, view_times, thumbs_up_times, reading_duration, created_at, updated_at)
        VALUES ('旧文章一', '正文', 12, 3, 600, ${stamp}, ${stamp}), ('旧文章二', '正文', 0, 0, 0, ${stamp}, ${stamp})`.execute(db.kysely);
      await migrate(db);
      const rows = await db.kysely.selectFrom('article_stat').selectAll().orderBy('article_id').execute();
      expect(rows.map(({ view_times, thumbs_up_times, reading_duration }) => [view_times, thumbs_up_times, reading_duration])).toEqual([
        [12, 3, 600],
        [0, 0, 0],
      ]);
      const row = (await sql<Record<string, unknown>>`SELECT * FROM article ORDER BY id LIMIT 1`.execute(db.kysely)).rows[0]!;
      expect(Object.keys(row)).not.toContain('view_times');
      expect(Object.keys(row)).not.toContain('thumbs_up_times');
      expect(Object.keys(row)).not.toContain('reading_duration');
      // The search index still follows title and body edits (SQLite's triggers survive the column drops;
      // migration 031 put the bigram table in the trigram table's place).
      await db.kysely.updateTable('article').set({ content: '改过的正文独一无二' }).where('title', '=', '旧文章一').execute();
      const found =
        db.dialect === 'sqlite'
          ? (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM article_gram WHERE article_gram MATCH ${searchGramQuery('独一无二')}`.execute(db.kysely)).rows[0]!.n
          : (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM article WHERE content ILIKE '%独一无二%'`.execute(db.kysely)).rows[0]!.n;
      expect(Number(found)).toBe(1);
    } finally {
      await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
