import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADER_ROUTES } from '@blog/contract';
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { seedBulkArticles } from '../src/db/seed/bulk';
import { DEMO_ARTICLES } from '../src/db/seed/articles';

interface Fresh {
  db: Db;
  dataDir: string;
  cleanup(): Promise<void>;
}

async function freshSqlite(): Promise<Fresh> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  const db = openDatabase({ dataDir });
  await migrate(db);
  return {
    db,
    dataDir,
    cleanup: async () => {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throw-away database on the test server, so runs never see each other's rows. */
async function freshPostgres(baseUrl: string): Promise<Fresh> {
  const name = `seed_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seed-test-pg-'));
  const db = openDatabase({ databaseUrl: url.toString(), dataDir });
  await migrate(db);
  return {
    db,
    dataDir,
    cleanup: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = ['user', 'article', 'category', 'tag', 'article_tag', 'site_config', 'page_header'] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

const cjkCount = (text: string): number => (text.match(/[\u4e00-\u9fff]/g) ?? []).length;

async function expectDemoBlog(db: Db, dataDir: string): Promise<void> {
  const articles = await db.kysely.selectFrom('article').selectAll().execute();
  const byStatus = (s: number) => articles.filter((a) => a.status === s);
  expect(articles.length).toBeGreaterThanOrEqual(14);
  expect(byStatus(1).length).toBeGreaterThanOrEqual(12);
  expect(byStatus(2)).toHaveLength(1);
  expect(byStatus(3)).toHaveLength(1);

  const pinned = articles.filter((a) => a.is_top === 1);
  expect(pinned).toHaveLength(1);
  expect(pinned[0]?.top_order).toBe(1);
  expect(pinned[0]?.status).toBe(1);
  const reprints = articles.filter((a) => a.type === 2);
  expect(reprints.length).toBe(1);
  expect(reprints[0]?.origin_url).toMatch(/^https:\/\//);

  const years = new Set(byStatus(1).map((a) => a.created_at.slice(0, 4)));
  expect(years.size).toBeGreaterThanOrEqual(3);
  const counters = await db.kysely.selectFrom('article_stat').select(['article_id', 'view_times']).execute();
  expect(new Set(counters.map((a) => a.view_times)).size).toBeGreaterThan(10);

  const languages = new Set<string>();
  for (const a of articles) {
    expect(a.content, a.title).toMatch(/^#{2,3} \S/m);
    const chars = cjkCount(a.content);
    expect(chars, a.title).toBeGreaterThanOrEqual(600);
    expect(chars, a.title).toBeLessThanOrEqual(2000);
    expect(a.category_id, a.title).not.toBeNull();
    expect(a.cover).toMatch(/^\/uploads\/seed\/.+\.webp$/);
    for (const m of a.content.matchAll(/^```(\w+)/gm)) languages.add(m[1] ?? '');
  }
  expect(languages.size).toBeGreaterThanOrEqual(5);
  const all = articles.map((a) => a.content).join('\n');
  expect(all).toMatch(/^\|.+\|\n\|[ :|-]+\|$/m);
  expect(all).toMatch(/^> \S/m);
  expect(all).toMatch(/!\[[^\]]*\]\(\/uploads\/seed\/[\w-]+\.webp\)/);
  expect(new Set(articles.map((a) => a.cover)).size).toBe(articles.length);

  const links = await db.kysely
    .selectFrom('article_tag')
    .innerJoin('tag', 'tag.id', 'article_tag.tag_id')
    .select(['article_tag.article_id', 'tag.tag_name'])
    .execute();
  for (const a of articles) {
    const names = links.filter((l) => l.article_id === a.id).map((l) => l.tag_name);
    expect(names.length, a.title).toBeGreaterThanOrEqual(1);
    expect(names.length, a.title).toBeLessThanOrEqual(4);
    // Tags must land on the article they were written for, whatever order the ids came back in.
    expect(names.sort(), a.title).toEqual([...(DEMO_ARTICLES.find((d) => d.title === a.title)?.tags ?? [])].sort());
  }
  const c = await counts(db);
  expect(c.category).toBeGreaterThanOrEqual(4);
  expect(c.tag).toBeGreaterThanOrEqual(8);

  const config = await db.kysely.selectFrom('site_config').selectAll().execute();
  expect(config).toHaveLength(1);
  const site = config[0];
  expect(site?.blog_name).toBeTruthy();
  expect(site?.personal_say).toBeTruthy();
  expect(site?.blog_notice).toBeTruthy();
  // No placeholder social links: the home page shows only the ones the blogger sets.
  expect([site?.qq_link, site?.we_chat_link, site?.github_link, site?.git_ee_link, site?.bilibili_link]).toEqual(['', '', '', '', '']);
  expect(site?.view_time).toBe(0);

  const headers = await db.kysely.selectFrom('page_header').selectAll().execute();
  expect(headers.map((h) => h.route_name).sort()).toEqual([...PAGE_HEADER_ROUTES].sort());
  expect(new Set(headers.map((h) => h.bg_url)).size).toBe(headers.length);

  const referenced = [all, ...articles.map((a) => a.cover), site?.blog_avatar, site?.avatar_bg, ...headers.map((h) => h.bg_url)].join('\n');
  const urls = new Set(referenced.match(/\/uploads\/seed\/[\w-]+\.webp/g) ?? []);
  expect(urls.size).toBeGreaterThan(PAGE_HEADER_ROUTES.length + articles.length);
  for (const url of urls) {
    const file = path.join(dataDir, url.replace(/^\//, ''));
    const meta = await sharp(file).metadata();
    expect(meta.format, url).toBe('webp');
    expect((await stat(file)).size, url).toBeLessThan(60 * 1024);
  }
}

/** Every like count of the demo (articles, talk, guestbook, comments) is its like rows: a reader can cancel any like they see. */
async function expectLikeCountsMatchRows(db: Db): Promise<void> {
  const mismatched = await sql<{ kind: string; id: number; counted: number; liked: number }>`
    select 'article' as kind, s.article_id as id, s.thumbs_up_times as counted, (select count(*) from "like" l where l.type = 1 and l.for_id = s.article_id) as liked from article_stat s
    union all select 'talk', t.id, t.like_times, (select count(*) from "like" l where l.type = 2 and l.for_id = t.id) from talk t
    union all select 'message', m.id, m.like_times, (select count(*) from "like" l where l.type = 3 and l.for_id = m.id) from message m
    union all select 'comment', c.id, c.thumbs_up, (select count(*) from "like" l where l.type = 4 and l.for_id = c.id) from comment c`.execute(db.kysely);
  const wrong = mismatched.rows.filter((row) => Number(row.counted) !== Number(row.liked));
  expect(wrong).toEqual([]);
  const liked = mismatched.rows.filter((row) => row.kind === 'article' && Number(row.counted) > 0);
  expect(liked.length).toBeGreaterThanOrEqual(13);
}

function seedSuite(engine: string, open: () => Promise<Fresh>): void {
  describe(`演示数据（${engine}）`, () => {
    it('creates the admin with the given password, the demo blog, stays unchanged on a second run and adds bulk articles', async () => {
      const fresh = await open();
      try {
        const logs: string[] = [];
        const options = { dataDir: fresh.dataDir, adminUsername: 'admin', adminPassword: 'Given-密码-2024', seedDemo: true };
        await seedIfEmpty(fresh.db, options, (m) => logs.push(m));
        expect(logs.join('\n')).not.toContain('Given-密码-2024');

        const admins = await fresh.db.kysely.selectFrom('user').selectAll().where('role', '=', 1).execute();
        expect(admins).toHaveLength(1);
        expect(admins[0]?.username).toBe('admin');
        expect(admins[0]?.password_hash).toMatch(/^\$argon2id\$/);
        expect(await verify(admins[0]?.password_hash ?? '', 'Given-密码-2024')).toBe(true);
        expect(await verify(admins[0]?.password_hash ?? '', 'wrong')).toBe(false);

        await expectDemoBlog(fresh.db, fresh.dataDir);
        await expectLikeCountsMatchRows(fresh.db);

        const before = await counts(fresh.db);
        const again: string[] = [];
        await seedIfEmpty(fresh.db, { ...options, adminUsername: 'other', adminPassword: undefined }, (m) => again.push(m));
        expect(await counts(fresh.db)).toEqual(before);
        expect(again).toEqual([]);

        const started = Date.now();
        await seedBulkArticles(fresh.db, 1000);
        const after = await counts(fresh.db);
        expect(after.article).toBe((before.article ?? 0) + 1000);
        expect(after.category).toBe(before.category);
        expect(after.tag).toBe(before.tag);
        expect(after.article_tag).toBeGreaterThan((before.article_tag ?? 0) + 1000);
        console.log(`${engine}: seedBulkArticles(1000) took ${Date.now() - started} ms`);
      } finally {
        await fresh.cleanup();
      }
    }, 90_000); // a whole demo site (images, music, community) plus 1,000 articles: ~20 s on a busy CI machine

    it('prints a generated password exactly once and seeds only the admin when the demo is off', async () => {
      const fresh = await open();
      try {
        const logs: string[] = [];
        await seedIfEmpty(fresh.db, { dataDir: fresh.dataDir, adminUsername: 'boss', seedDemo: false }, (m) => logs.push(m));
        const admin = await fresh.db.kysely.selectFrom('user').selectAll().where('role', '=', 1).executeTakeFirstOrThrow();
        expect(admin.username).toBe('boss');
        expect(admin.nick_name).toBe('博主');

        const line = logs.find((m) => m.includes('初始密码'));
        expect(line).toBeDefined();
        expect(line).toContain('管理员账号');
        const password = /初始密码 (\S+)/.exec(line ?? '')?.[1] ?? '';
        expect(password.length).toBeGreaterThanOrEqual(16);
        expect(password).toMatch(/^[\w-]+$/);
        expect(logs.filter((m) => m.includes(password))).toHaveLength(1);
        expect(await verify(admin.password_hash, password)).toBe(true);

        expect(await counts(fresh.db)).toEqual({ user: 1, article: 0, category: 0, tag: 0, article_tag: 0, site_config: 0, page_header: 0 });

        await seedIfEmpty(fresh.db, { dataDir: fresh.dataDir, adminUsername: 'boss', seedDemo: false }, (m) => logs.push(m));
        expect(logs.filter((m) => m.includes(password))).toHaveLength(1);
        expect((await counts(fresh.db)).user).toBe(1);
      } finally {
        await fresh.cleanup();
      }
    });
  });
}

seedSuite('SQLite', freshSqlite);

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  seedSuite('PostgreSQL', () => freshPostgres(postgresUrl));
} else if (process.env.REQUIRE_SERVICES === '1') {
  it('PostgreSQL 演示数据', () => {
    throw new Error('REQUIRE_SERVICES=1 但没有设置 TEST_DATABASE_URL，无法在 PostgreSQL 上测试种子数据');
  });
} else {
  it.skip('PostgreSQL 演示数据：未设置 TEST_DATABASE_URL，跳过', () => undefined);
}
