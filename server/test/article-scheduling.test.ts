import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, ARTICLE_STATUS, fromSiteDateTime, postPath, type ArticleRecommendations } from '@blog/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/connection';
import { setClockOffsetForTests } from '../src/platform/clock';
import { adminApi, articleBody, visitorApi } from './article-admin-helpers';
import { createAdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fetchDocument } from './helpers/feeds';
import { bearer } from './helpers/accounts';
import { get, put, resultOf } from './helpers/http';
import { fixtures } from './helpers/factory';
import { TEST_JWT_SECRET, useTestServer } from './helpers/server';
import { describeWithRedis, twoProcessesOn } from './helpers/services';
import { useWebDist } from './helpers/webDist';

/**
 * 定时发布 (issue 28): a scheduled article is nowhere a visitor can look until its time, and
 * everywhere at once after it. The clock is moved (platform/clock.ts), never waited for.
 */

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

afterEach(() => setClockOffsetForTests(0));

describeEachEngine('定时发布：到时之前哪里都看不到，到时之后处处可见', (engine) => {
  let app!: FastifyInstance;
  const server = useTestServer(engine, { webDistDir: useWebDist(), extend: (built) => void (app = built) });
  let admin!: ReturnType<typeof adminApi>;
  const visitor = visitorApi(server);
  let neighbourId = 0;
  let adminToken = '';

  beforeAll(async () => {
    adminToken = (await createAdminAccounts(server, 'sched')).adminToken;
    admin = adminApi(server, () => adminToken);
    neighbourId = await admin.created({ article_title: '已经公开的文章', category_name: '定时分类', tag_names: ['定时标签'], publish_time: inHours(-2) });
  });

  /** Every place a visitor (or crawler, or feed reader) can meet an article, as ids and texts. */
  async function sightings(id: number, title: string, slug: string) {
    const recommendations = resultOf(await get<ArticleRecommendations>(server, `/api/article/getRecommendArticleById/${neighbourId}`));
    const tag = (await visitor.tags()).find((t) => t.tag_name === '定时标签')!;
    const category = (await visitor.categories()).find((c) => c.category_name === '定时分类')!;
    const [rss, atom, sitemap, page] = await Promise.all(['/rss.xml', '/atom.xml', '/sitemap.xml', postPath(slug)].map((path) => fetchDocument(server, path)));
    const detail = await visitor.detail(id);
    return {
      home: (await visitor.home(50)).list.some((a) => a.id === id),
      timeline: (await visitor.timelineIds()).includes(id),
      byTag: (await visitor.byTag(tag.id)).list.some((a) => a.id === id),
      byCategory: (await visitor.byCategory(category.id)).list.some((a) => a.id === id),
      search: (await visitor.search('定时独有词')).some((hit) => hit.id === id),
      hot: (await visitor.hotIds()).includes(id),
      tagCount: tag.articleCount,
      categoryCount: category.articleCount,
      articleCount: (await visitor.statistic()).articleCount,
      neighbours: [recommendations.previous.id, recommendations.next.id, ...recommendations.recommend.map((a) => a.id)].includes(id),
      detail: detail.body.code === 0,
      rss: rss.text.includes(title),
      atom: atom.text.includes(title),
      sitemap: sitemap.text.includes(postPath(slug)),
      page: page.status,
      pageShowsIt: page.text.includes(title),
    };
  }

  it('定时文章到时前对访客完全不可见，时钟走到后由调度一次发布、各处同时出现', async () => {
    const due = inHours(1);
    const title = '明早八点发布的文章';
    const saved = resultOf(
      await admin.add(articleBody({ article_title: title, article_content: '正文里有定时独有词。', category_name: '定时分类', tag_names: ['定时标签'], status: ARTICLE_STATUS.scheduled, publish_time: due })),
    );
    const row = (await resultOf(await admin.list({ current: 1, size: 50, status: ARTICLE_STATUS.scheduled })).list).find((a) => a.id === saved.id);
    expect(row).toMatchObject({ status: ARTICLE_STATUS.scheduled, createdAt: due });

    const before = await sightings(saved.id, title, saved.slug);
    expect(before).toEqual({
      home: false, timeline: false, byTag: false, byCategory: false, search: false, hot: false,
      tagCount: 1, categoryCount: 1, articleCount: 1, neighbours: false,
      detail: false, rss: false, atom: false, sitemap: false, page: 404, pageShowsIt: false,
    });

    // Not due yet a minute before: the scheduler leaves it.
    setClockOffsetForTests(HOUR - 60_000);
    expect(await app.articleScheduler.runDue()).toEqual([]);
    expect((await sightings(saved.id, title, saved.slug)).home).toBe(false);

    setClockOffsetForTests(HOUR + 1000);
    expect(await app.articleScheduler.runDue()).toEqual([saved.id]);
    expect(await app.articleScheduler.runDue()).toEqual([]);
    const after = await sightings(saved.id, title, saved.slug);
    expect(after).toEqual({
      home: true, timeline: true, byTag: true, byCategory: true, search: true, hot: true,
      tagCount: 2, categoryCount: 2, articleCount: 2, neighbours: true,
      detail: true, rss: true, atom: true, sitemap: true, page: 200, pageShowsIt: true,
    });
    // Dated at its scheduled time, not at the moment the scheduler ran.
    expect(resultOf(await admin.detail(saved.id))).toMatchObject({ status: ARTICLE_STATUS.public, createdAt: due });
  });

  it('定时发布必须选晚于现在的时间；公开文章的发布时间不能在将来；补录可以往前填', async () => {
    const noTime = await admin.add(articleBody({ article_title: '没有时间的定时', status: ARTICLE_STATUS.scheduled }));
    expect(noTime.body).toMatchObject({ code: 400, message: ARTICLE_MESSAGES.scheduleTimeMissing });
    const past = await admin.add(articleBody({ article_title: '过去的定时', status: ARTICLE_STATUS.scheduled, publish_time: inHours(-1) }));
    expect(past.body).toMatchObject({ code: 100, message: ARTICLE_MESSAGES.scheduleTimePast });
    const future = await admin.add(articleBody({ article_title: '将来的公开', status: ARTICLE_STATUS.public, publish_time: inHours(2) }));
    expect(future.body).toMatchObject({ code: 100, message: ARTICLE_MESSAGES.publishTimeFuture });
    const refused = (await admin.list({ current: 1, size: 50, article_title: '过去的定时' })).body.result?.total;
    expect(refused).toBe(0);

    const backDated = '2019-05-04T02:03:04.000Z';
    const id = await admin.created({ article_title: '补录的旧文', publish_time: '2019-05-04T10:03:04+08:00' });
    expect(resultOf(await admin.detail(id)).createdAt).toBe(backDated);
    expect(resultOf(await visitor.detail(id)).createdAt).toBe('2019-05-04 10:03:04');
  });

  it('立即发布和取消定时', async () => {
    const now = await admin.created({ article_title: '等不及的文章', status: ARTICLE_STATUS.scheduled, publish_time: inHours(24) });
    const cancel = await admin.created({ article_title: '不发了的文章', status: ARTICLE_STATUS.scheduled, publish_time: inHours(24) });
    expect((await adminCall(`/api/article/publishNow/${now}`)).code).toBe(0);
    expect((await visitor.detail(now)).body.code).toBe(0);
    expect(Date.parse(resultOf(await admin.detail(now)).createdAt)).toBeLessThanOrEqual(Date.now());

    expect((await adminCall(`/api/article/cancelSchedule/${cancel}`)).code).toBe(0);
    expect(resultOf(await admin.detail(cancel)).status).toBe(ARTICLE_STATUS.draft);
    expect((await visitor.detail(cancel)).body.code).not.toBe(0);
    // Nothing is scheduled any more: a second click says so and changes nothing.
    expect(await adminCall(`/api/article/publishNow/${cancel}`)).toMatchObject({ code: 100, message: ARTICLE_MESSAGES.notScheduled });
    setClockOffsetForTests(48 * HOUR);
    expect(await app.articleScheduler.runDue()).toEqual([]);
    expect(resultOf(await admin.detail(cancel)).status).toBe(ARTICLE_STATUS.draft);
  });

  async function adminCall(path: string) {
    return (await put<null>(server, path, { headers: bearer(adminToken) })).body;
  }
});

describe('夏令时：站点时区的墙上时间与 UTC 互换', () => {
  it('America/New_York 春季拨快的那天：03:30 是 EDT（UTC-4），前一天的 03:30 是 EST（UTC-5）', () => {
    const zone = 'America/New_York';
    expect(fromSiteDateTime('2027-03-14 03:30:00', zone).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(fromSiteDateTime('2027-03-13 03:30:00', zone).toISOString()).toBe('2027-03-13T08:30:00.000Z');
    expect(fromSiteDateTime('2027-11-07 12:00:00', zone).toISOString()).toBe('2027-11-07T17:00:00.000Z');
  });
});

describeEachEngine('定时发布：启动时补发停机期间到期的文章；两个进程共用数据库时每篇只发布一次', (engine) => {
  it('停机期间到期的文章在启动时发布；两个实例同时调度，每篇恰好由其中一个发布', async () => {
    const database = await engine.createDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-sched-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
    const dbs = [openDatabase({ databaseUrl: config.databaseUrl, dataDir }), openDatabase({ databaseUrl: config.databaseUrl, dataDir })] as const;
    const apps: FastifyInstance[] = [];
    try {
      await migrate(dbs[0]);
      const f = fixtures(dbs[0]);
      const insertScheduled = async (title: string, at: string) => {
        const id = await f.article({ title });
        await dbs[0].kysely.updateTable('article').set({ status: ARTICLE_STATUS.scheduled, created_at: at }).where('id', '=', id).execute();
        return id;
      };
      // Due an hour ago while no server ran, and one still ahead.
      const overdue = await insertScheduled('停机时到期的文章', inHours(-1));
      const ahead = await insertScheduled('还没到时间的文章', inHours(1));
      const statusOf = async (id: number) => (await dbs[0].kysely.selectFrom('article').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

      apps.push(await buildApp(config, dbs[0]));
      await apps[0]!.ready();
      expect(await statusOf(overdue)).toBe(ARTICLE_STATUS.public);
      expect(await statusOf(ahead)).toBe(ARTICLE_STATUS.scheduled);

      apps.push(await buildApp(config, dbs[1]));
      await apps[1]!.ready();
      const many = await Promise.all(Array.from({ length: 12 }, (_, i) => insertScheduled(`同时到期的文章 ${i}`, inHours(0.5))));
      setClockOffsetForTests(2 * HOUR);
      const runs = await Promise.all([0, 1, 0, 1, 0, 1].map((i) => apps[i]!.articleScheduler.runDue()));
      const published = runs.flat().sort((a, b) => a - b);
      expect(published).toEqual([...many, ahead].sort((a, b) => a - b));
      for (const id of published) expect(await statusOf(id)).toBe(ARTICLE_STATUS.public);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeWithRedis('定时发布：一个进程发布后，其他进程的缓存同时更新', (urls) => {
  const apps: Partial<Record<'one' | 'two', FastifyInstance>> = {};
  const servers = twoProcessesOn(urls, {}, (app, which) => void (apps[which] = app));

  afterEach(() => setClockOffsetForTests(0));

  it('进程一的调度发布到期文章；进程二缓存过的首页列表随即出现它，文章也能打开', async () => {
    const title = '跨进程定时发布的文章';
    const id = await fixtures(servers.one.db).article({ title });
    await servers.one.db.kysely.updateTable('article').set({ status: ARTICLE_STATUS.scheduled, created_at: inHours(1) }).where('id', '=', id).execute();
    const onHome = async () => (await visitorApi(servers.two).home(50)).list.some((a) => a.id === id);
    // Process two has the home list (and the article's page) in its caches without the article.
    expect(await onHome()).toBe(false);
    expect(await onHome()).toBe(false);

    setClockOffsetForTests(2 * HOUR);
    const published = await apps.one!.articleScheduler.runDue();
    expect(published).toContain(id);
    await expect.poll(onHome, { timeout: 5_000 }).toBe(true);
    expect(resultOf(await visitorApi(servers.two).detail(id))).toMatchObject({ id, article_title: title });
  });
});
