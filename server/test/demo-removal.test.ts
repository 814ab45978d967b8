import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { COMMENT_TYPE, USER_ROLE, type DemoPreview, type DemoRemoval } from '@blog/contract';
import { seedIfEmpty } from '../src/db/seed';
import { DEMO_ARTICLES } from '../src/db/seed/articles';
import { resolveJwtSecret } from '../src/platform/auth';
import { recordFoundDemoRows } from '../src/modules/demo/ledger';
import { describeEachEngine } from './helpers/engines';
import { bearer } from './helpers/accounts';
import { expectAdminOnly } from './helpers/admin';
import { fixtures } from './helpers/factory';
import { get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const STAMP = { created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

describeEachEngine('移除演示内容', (engine) => {
  const server = useTestServer(engine);
  let adminToken = '';
  let userToken = '';
  const own = { article: 0, talk: 0, link: 0, message: 0, comment: 0, commentOnDemo: 0, category: 0, user: 0, demoArticle: 0, page: 0 };

  const seed = () =>
    seedIfEmpty(server.db, { dataDir: server.config.dataDir, adminUsername: 'admin', adminPassword: 'admin123456a', seedDemo: true }, () => {});

  beforeAll(async () => {
    resolveJwtSecret(undefined, server.config.dataDir);
    await seed();
    const k = server.db.kysely;
    const admin = await k.selectFrom('user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    adminToken = await server.tokenFor(admin.id, USER_ROLE.admin);
    // The blogger's own things, made after the demo: one in a demo category, one comment under a demo article.
    const f = fixtures(server.db);
    own.category = (await k.selectFrom('category').select('id').where('category_name', '=', '前端开发').executeTakeFirstOrThrow()).id;
    own.article = await f.article({ title: '博主自己的第一篇', categoryId: own.category });
    own.user = await f.user('real_reader');
    userToken = await server.tokenFor(own.user, USER_ROLE.user);
    own.talk = (await k.insertInto('talk').values({ user_id: admin.id, content: '博主自己的说说', ...STAMP }).returning('id').executeTakeFirstOrThrow()).id;
    own.link = (await k.insertInto('link').values({ site_name: '朋友的站', url: 'https://friend.example.com', status: 2, user_id: null, ...STAMP }).returning('id').executeTakeFirstOrThrow()).id;
    own.message = (await k.insertInto('message').values({ content: '真实读者的留言', user_id: own.user, ...STAMP }).returning('id').executeTakeFirstOrThrow()).id;
    own.comment = (
      await k.insertInto('comment').values({ type: COMMENT_TYPE.article, for_id: own.article, parent_id: null, from_user: own.user, to_user: null, content: '写得好', ...STAMP }).returning('id').executeTakeFirstOrThrow()
    ).id;
    own.page = (
      await k.insertInto('site_page').values({ title: '留言须知', slug: '留言须知', content: '请友善发言', cover: '', status: 1, source: null, ...STAMP }).returning('id').executeTakeFirstOrThrow()
    ).id;
    own.demoArticle = (await k.selectFrom('article').select('id').where('title', '=', DEMO_ARTICLES[0]!.title).executeTakeFirstOrThrow()).id;
    own.commentOnDemo = (
      await k.insertInto('comment').values({ type: COMMENT_TYPE.article, for_id: own.demoArticle, parent_id: null, from_user: admin.id, to_user: null, content: '博主在演示文章下的评论', ...STAMP }).returning('id').executeTakeFirstOrThrow()
    ).id;
  }, 180_000);

  const preview = async () => resultOf(await get<DemoPreview>(server, '/api/demo/preview', { headers: bearer(adminToken) }));
  const exists = async (table: 'article' | 'talk' | 'link' | 'message' | 'comment' | 'category' | 'user' | 'site_page', id: number) =>
    Boolean(await server.db.kysely.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

  it('只有管理员能看和移除，什么都不改', async () => {
    await expectAdminOnly(server, [['GET', '/api/demo/preview'], ['POST', '/api/demo/remove']], userToken, preview);
  });

  it('在有账本之前写入演示内容的站点（迁移 028）：凭演示标记找回演示行，博主自己的不在其中', async () => {
    const k = server.db.kysely;
    const ledger = await k.selectFrom('demo_ledger').selectAll().execute();
    await k.deleteFrom('demo_ledger').execute();
    try {
      await recordFoundDemoRows(k, false);
      const found = await k.selectFrom('demo_ledger').selectAll().execute();
      const of = (kind: string) => found.filter((row) => row.kind === kind).map((row) => row.row_id);
      expect(of('article')).toHaveLength(DEMO_ARTICLES.length);
      expect(of('article')).not.toContain(own.article);
      expect(of('talk')).not.toContain(own.talk);
      expect(of('link')).not.toContain(own.link);
      expect(of('message')).not.toContain(own.message);
      expect(of('comment')).not.toContain(own.comment);
      expect(of('user')).not.toContain(own.user);
      // Every row found by marker is one the seed's own ledger names too.
      const seeded = new Set(ledger.map((row) => `${row.kind}:${row.row_id}`));
      expect(found.filter((row) => !seeded.has(`${row.kind}:${row.row_id}`))).toEqual([]);
    } finally {
      await k.deleteFrom('demo_ledger').execute();
      if (ledger.length > 0) for (let i = 0; i < ledger.length; i += 500) await k.insertInto('demo_ledger').values(ledger.slice(i, i + 500)).execute();
    }
  });

  it('先列出将移除的内容：每类的条数、演示文章标题、演示内容下博主和读者的评论', async () => {
    const list = await preview();
    expect(list.removed).toBe(false);
    expect([...list.articleTitles].sort()).toEqual(DEMO_ARTICLES.map((a) => a.title).sort());
    const count = (kind: string) => list.counts.find((entry) => entry.kind === kind)?.count ?? 0;
    expect(count('article')).toBe(DEMO_ARTICLES.length);
    for (const kind of ['talk', 'album', 'photo', 'comment', 'message', 'link', 'resource', 'user', 'song', 'playlist', 'page_header', 'page', 'tag']) expect(count(kind), kind).toBeGreaterThan(0);
    // 前端开发 is used by the blogger's article: it stays, so it is not counted.
    expect(list.counts.find((entry) => entry.kind === 'category')?.count).toBe(5);
    expect(list.ownCommentsOnDemo).toBe(1);
  });

  it('移除：演示内容全部消失，博主和读者自己的内容原样保留；再启动不会重新写入', async () => {
    const k = server.db.kysely;
    const songFiles = readdirSync(path.join(server.config.dataDir, 'music', 'demo'));
    expect(songFiles.length).toBeGreaterThan(0);
    const response = await post<DemoRemoval>(server, '/api/demo/remove', {}, { headers: bearer(adminToken) });
    expect(response.status).toBe(200);
    expect(resultOf(response).removed.find((entry) => entry.kind === 'article')?.count).toBe(DEMO_ARTICLES.length);

    const articles = await k.selectFrom('article').select('title').execute();
    expect(articles.map((a) => a.title)).toEqual(['博主自己的第一篇']);
    for (const [table, id] of [['article', own.article], ['talk', own.talk], ['link', own.link], ['message', own.message], ['comment', own.comment], ['category', own.category], ['user', own.user], ['site_page', own.page]] as const) {
      expect(await exists(table, id), `${table} ${id}`).toBe(true);
    }
    // The blogger's comment under a demo article went with the article (its thread has no page left).
    expect(await exists('comment', own.commentOnDemo)).toBe(false);
    expect(await k.selectFrom('talk').select('id').execute()).toEqual([{ id: own.talk }]);
    expect(await k.selectFrom('link').select('id').execute()).toEqual([{ id: own.link }]);
    expect(await k.selectFrom('message').select('id').execute()).toEqual([{ id: own.message }]);
    expect(await k.selectFrom('comment').select('id').execute()).toEqual([{ id: own.comment }]);
    expect(await k.selectFrom('photo').select('id').execute()).toEqual([]);
    expect(await k.selectFrom('resource').select('id').execute()).toEqual([]);
    // The demo's 关于 page goes; the blogger's own page stays.
    expect(await k.selectFrom('site_page').select('id').execute()).toEqual([{ id: own.page }]);
    expect(await k.selectFrom('song').select('id').execute()).toEqual([]);
    expect(await k.selectFrom('playlist').select('id').where('kind', '=', 'manual').execute()).toEqual([]);
    expect((await k.selectFrom('user').select('username').orderBy('username').execute()).map((u) => u.username)).toEqual(['admin', 'real_reader']);
    // Files went after the commit; the demo avatar the site config still shows stays.
    expect(readdirSync(path.join(server.config.dataDir, 'music', 'demo'))).toEqual([]);
    const avatar = (await k.selectFrom('site_config').select('blog_avatar').executeTakeFirstOrThrow()).blog_avatar;
    expect(existsSync(path.join(server.config.dataDir, avatar))).toBe(true);

    const after = await preview();
    expect(after).toEqual({ counts: [], articleTitles: [], ownCommentsOnDemo: 0, removed: true });
    const again = await post(server, '/api/demo/remove', {}, { headers: bearer(adminToken) });
    expect(again.status).toBe(400);

    await seed();
    expect((await k.selectFrom('article').select('id').execute()).length).toBe(1);
    expect(await k.selectFrom('song').select('id').execute()).toEqual([]);
  });
});
