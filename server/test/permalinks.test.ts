import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { REDIRECT_MESSAGES, SLUG_MESSAGES, slugify, type ArticleDetail, type PageResult, type RedirectRule, type RedirectTestResult } from '@blog/contract';
import { fillMissingSlugs } from '../src/modules/permalink/slugStore';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';
import { adminApi, articleBody } from './article-admin-helpers';

/** Slugs (/post/<slug>), their old addresses, and the 重定向 screen's rules as a visitor meets them. */

/** A page request as a browser makes it, without following redirects. */
async function visit(server: TestServer, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? null;

describe('slugify：由标题生成链接名（保留中文）', () => {
  it('中文保留，英文转小写，标点和空格变成一个 -', () => {
    expect(slugify('AtomicLong原子类方法介绍')).toBe('atomiclong原子类方法介绍');
    expect(slugify('Vue 3.0 入门：从零开始！')).toBe('vue-3.0-入门-从零开始');
    expect(slugify('  C++ / Go —— 并发  ')).toBe('c-go-并发');
    expect(slugify('？？！')).toBe('');
  });
});

describeEachEngine('文章链接名与重定向', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;
  let admin: ReturnType<typeof adminApi>;
  const auth = () => ({ headers: bearer(accounts.adminToken) });
  const rules = {
    list: async (keyword?: string) => resultOf(await post<PageResult<RedirectRule>>(server, '/api/redirect/admin/list', { current: 1, size: 50, keyword }, auth())),
    add: (body: unknown) => post<{ id: number }>(server, '/api/redirect/admin/add', body, auth()),
    update: (body: unknown) => call<null>(server, 'PUT', '/api/redirect/admin/update', { ...auth(), body }),
    remove: (id: number) => call<null>(server, 'DELETE', `/api/redirect/admin/delete/${id}`, auth()),
    test: async (path: string) => resultOf(await get<RedirectTestResult>(server, `/api/redirect/admin/test?path=${encodeURIComponent(path)}`, auth())),
  };

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'permalink');
    admin = adminApi(server, () => accounts.adminToken);
  });

  it('新文章的链接名取自标题（中文保留）；/post/<slug> 与 /article?id=N 都能打开，规范地址是 /post/<slug>', async () => {
    const saved = resultOf(await admin.add(articleBody({ article_title: 'AtomicLong 原子类方法介绍' })));
    expect(saved.slug).toBe('atomiclong-原子类方法介绍');
    const postUrl = `/post/${encodeURIComponent(saved.slug)}`;
    const byPost = await visit(server, postUrl);
    expect(byPost.status).toBe(200);
    expect(byPost.html).toContain('AtomicLong 原子类方法介绍');
    expect(canonicalOf(byPost.html)).toMatch(new RegExp(`${postUrl.replace(/[.%]/g, '\\$&')}$`));
    const byId = await visit(server, `/article?id=${saved.id}`);
    expect(byId.status).toBe(200);
    expect(canonicalOf(byId.html)).toBe(canonicalOf(byPost.html));
    // The reader's API finds it by slug too (any case), as the React page at /post/<slug> asks.
    const detail = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleBySlug/${encodeURIComponent('AtomicLong-原子类方法介绍')}`));
    expect(detail).toMatchObject({ id: saved.id, slug: saved.slug });
    // The sitemap and the feed name the canonical address.
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toContain(postUrl);
    expect(await (await fetch(`${server.baseUrl}/rss.xml`)).text()).toContain(postUrl);
  });

  it('链接名唯一：另一篇文章的链接名（现在的或以前的）被拒绝，中文说明，什么都不改', async () => {
    const first = resultOf(await admin.add(articleBody({ article_title: '唯一性一', slug: 'unique-one' })));
    const second = resultOf(await admin.add(articleBody({ article_title: '唯一性二' })));
    const taken = await admin.update({ id: second.id, ...articleBody({ article_title: '唯一性二', slug: 'Unique-One' }) });
    expect(taken.body).toMatchObject({ code: 100, message: SLUG_MESSAGES.taken });
    expect(resultOf(await admin.detail(second.id)).slug).toBe(second.slug);
    const invalid = await admin.add(articleBody({ article_title: '坏链接名', slug: '-a b/c' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain(SLUG_MESSAGES.invalid);
    // An old slug belongs to its article: another one may not take it over.
    resultOf(await admin.update({ id: first.id, ...articleBody({ article_title: '唯一性一', slug: 'unique-one-new' }) }));
    const old = await admin.update({ id: second.id, ...articleBody({ article_title: '唯一性二', slug: 'unique-one' }) });
    expect(old.body.code).toBe(100);
    expect(old.body.message).toContain('以前的地址');
  });

  it('改链接名后旧地址 301 到新地址；改标题不改地址；再改回去也不会自己跳自己', async () => {
    const saved = resultOf(await admin.add(articleBody({ article_title: '会改名的文章' })));
    const renamed = resultOf(await admin.update({ id: saved.id, ...articleBody({ article_title: '会改名的文章（新标题）' }) }));
    expect(renamed.slug).toBe(saved.slug);
    resultOf(await admin.update({ id: saved.id, ...articleBody({ article_title: '会改名的文章（新标题）', slug: 'renamed-post' }) }));
    const old = await visit(server, `/post/${encodeURIComponent(saved.slug)}/`);
    expect(old).toMatchObject({ status: 301, location: '/post/renamed-post' });
    expect((await visit(server, '/post/renamed-post')).status).toBe(200);
    resultOf(await admin.update({ id: saved.id, ...articleBody({ article_title: '会改名的文章（新标题）', slug: saved.slug }) }));
    expect((await visit(server, `/post/${encodeURIComponent(saved.slug)}`)).status).toBe(200);
    expect(await visit(server, '/post/renamed-post')).toMatchObject({ status: 301, location: `/post/${encodeURIComponent(saved.slug)}` });
    expect((await visit(server, '/post/never-existed')).status).toBe(404);
  });

  it('迁移补齐：没有链接名的文章（批量写入的）各得一个不重复的', async () => {
    const stamp = new Date().toISOString();
    for (const title of ['批量 A', '批量-a']) {
      await server.db.kysely.insertInto('article').values({ title, description: '', content: '正文', cover: '', category_id: null, author_id: null, origin_url: null, created_at: stamp, updated_at: stamp }).execute();
    }
    expect(await fillMissingSlugs(server.db.kysely as never)).toBe(2);
    const { rows } = await sql<{ slug: string }>`select slug from article where title in ('批量 A', '批量-a') order by id`.execute(server.db.kysely);
    expect(rows.map((row) => row.slug)).toEqual(['批量-a', '批量-a-2']);
  });

  it('重定向接口仅管理员可用', async () => {
    await expectAdminOnly(
      server,
      [
        ['POST', '/api/redirect/admin/list', { current: 1, size: 10 }],
        ['POST', '/api/redirect/admin/add', { from: '/x', to: '/home' }],
        ['PUT', '/api/redirect/admin/update', { id: 1, from: '/x', to: '/home' }],
        ['DELETE', '/api/redirect/admin/delete/1'],
        ['GET', '/api/redirect/admin/test?path=/x'],
      ],
      accounts.userToken,
    );
  });

  it('添加、修改、删除规则；中文地址原文或编码、有无结尾 / 都是同一个来源；只对网页生效，/api 从不跳转', async () => {
    const target = resultOf(await admin.add(articleBody({ article_title: '规则目标文章' })));
    const added = resultOf(await rules.add({ from: '/2021/01/21/AtomicLong原子类方法介绍/', to: `/post/${target.slug}` }));
    const encoded = `/2021/01/21/${encodeURIComponent('AtomicLong原子类方法介绍')}`;
    expect(await visit(server, encoded)).toMatchObject({ status: 301, location: `/post/${encodeURIComponent(target.slug)}` });
    expect((await visit(server, `${encoded}/?from=weibo`)).status).toBe(301);
    expect((await rules.list('AtomicLong')).list).toEqual([expect.objectContaining({ id: added.id, from: '/2021/01/21/AtomicLong原子类方法介绍', status: 301, source: null })]);
    expect(await rules.test(`https://old.example.com${encoded}/`)).toMatchObject({ kind: 'rule', status: 301, location: `/post/${target.slug}`, ruleId: added.id });

    resultOf(await rules.update({ id: added.id, from: '/2021/01/21/AtomicLong原子类方法介绍', to: 'https://example.com/新家', status: 302 }));
    expect(await visit(server, encoded)).toMatchObject({ status: 302, location: `https://example.com/${encodeURIComponent('新家')}` });

    // Never for the API or the program's own paths, even with a rule stored behind the checks' back.
    await server.db.kysely.insertInto('redirect').values({ from_path: '/api/nothing-here', to_url: '/home', status: 301, source: null, created_at: 'x', updated_at: 'x' }).execute();
    resultOf(await rules.add({ from: '/force-reload', to: '/home' })); // any change reloads the rules
    const api = await fetch(`${server.baseUrl}/api/nothing-here`, { redirect: 'manual' });
    expect(api.status).toBe(404);

    resultOf(await rules.remove(added.id));
    expect((await visit(server, encoded)).status).toBe(404);
    expect((await rules.remove(added.id)).body).toMatchObject({ code: 100, message: REDIRECT_MESSAGES.missing });
    expect(await rules.test('/archives')).toMatchObject({ kind: 'page', location: null });
    expect(await rules.test('/no/such/place')).toMatchObject({ kind: 'none' });
  });

  it('拒绝循环、连续跳转和覆盖本站地址的规则，说明原因，什么都不改', async () => {
    resultOf(await rules.add({ from: '/chain/a', to: '/chain/b' }));
    const before = (await rules.list()).total;
    const refused = async (body: unknown) => {
      const response = await rules.add(body);
      expect(response.body.code === 100 || response.status === 400).toBe(true);
      return response.body.message;
    };
    expect(await refused({ from: '/loop', to: '/loop/' })).toContain(REDIRECT_MESSAGES.loop);
    expect(await refused({ from: '/chain/b', to: '/chain/c' })).toContain('连续跳转');
    expect(await refused({ from: '/chain/z', to: '/chain/a' })).toContain('连续跳转');
    expect(await refused({ from: '/chain/a/', to: '/elsewhere' })).toBe(REDIRECT_MESSAGES.duplicate('/chain/a'));
    expect(await refused({ from: '/api/article/getHotArticle', to: '/home' })).toContain(REDIRECT_MESSAGES.fromReserved('/api'));
    expect(await refused({ from: '/admin/articles', to: '/home' })).toContain(REDIRECT_MESSAGES.fromReserved('/admin'));
    expect(await refused({ from: '/archives', to: '/home' })).toContain(REDIRECT_MESSAGES.fromPage('/archives'));
    expect(await refused({ from: '/old-api', to: '/api/config' })).toContain(REDIRECT_MESSAGES.toReserved);
    expect(await refused({ from: '/has?query=1', to: '/home' })).toContain(REDIRECT_MESSAGES.fromQuery);
    expect((await rules.list()).total).toBe(before);
  });

  it('规则指向文章地址时，文章改链接名后规则跟着改（始终一跳到位）', async () => {
    const saved = resultOf(await admin.add(articleBody({ article_title: '被规则指向的文章', slug: 'pointed-at' })));
    resultOf(await rules.add({ from: '/old/pointed', to: '/post/pointed-at' }));
    resultOf(await admin.update({ id: saved.id, ...articleBody({ article_title: '被规则指向的文章', slug: 'pointed-at-2' }) }));
    expect(await visit(server, '/old/pointed')).toMatchObject({ status: 301, location: '/post/pointed-at-2' });
    // A new rule to the old slug would be two hops: refused with the current address named.
    const refused = await rules.add({ from: '/old/pointed-again', to: '/post/pointed-at' });
    expect(refused.body.message).toContain('/post/pointed-at-2');
  });
});
