import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS, MESSAGE_STATUS, TALK_STATUS } from '@blog/contract';
import type { Db } from '../src/db/connection';
import { renderHeadTags } from '../src/platform/pages/headTags';
import type { PageData } from '../src/platform/pages/pageData';
import { absoluteUrl, FALLBACK_BLOG_NAME, FALLBACK_DESCRIPTION, pageMeta } from '../src/platform/pages/pageMeta';
import { describeEachEngine, sqliteEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { bearer } from './helpers/accounts';
import { createAdminAccounts } from './helpers/admin';
import { put } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

const HOSTILE = `"<A & B>" '引号' </script><script>alert(1)</script>`;
const STAMP = '2024-03-01T08:00:00.000Z';

interface Page {
  status: number;
  document: Document;
  html: string;
}

async function fetchPage(server: TestServer, url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.baseUrl}${url}`, { headers });
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document };
}

const metaOf = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const metasOf = (document: Document, key: string) => [...document.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
const canonicalOf = (document: Document) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const jsonLdOf = (document: Document) => {
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '') as Record<string, unknown>) : null;
};

async function setSettings(db: Db, values: { site_description?: string; site_keywords?: string; site_url?: string }) {
  await db.kysely.updateTable('site_config').set(values).execute();
}

async function seedObjects(db: Db) {
  const f = fixtures(db);
  await f.siteConfig({ blog_name: '书影' });
  await setSettings(db, { site_description: '记录读书与观影', site_keywords: '读书,电影', site_url: 'https://blog.example.com/' });
  const author = await f.user('writer');
  await db.kysely.updateTable('user').set({ nick_name: '老书虫' }).where('id', '=', author).execute();
  const category = await f.category('随笔');
  const tagA = await f.tag('读书');
  const tagB = await f.tag('札记');
  const article = await f.article({ title: '春天读的书', description: '三本书的读后感', categoryId: category, tagIds: [tagA, tagB], createdAt: STAMP });
  await db.kysely.updateTable('article').set({ author_id: author, updated_at: '2024-03-05T10:00:00.000Z' }).where('id', '=', article).execute();
  const hostile = await f.article({ title: HOSTILE, description: HOSTILE, cover: 'https://img.example.com/c.png' });
  const privateArticle = await f.article({ title: '私密日记标题', description: '私密摘要', status: ARTICLE_STATUS.private });
  const draft = await f.article({ title: '草稿标题', description: '草稿摘要', status: ARTICLE_STATUS.draft });
  const stamp = { created_at: STAMP, updated_at: STAMP };
  const talk = await db.kysely.insertInto('talk').values({ user_id: author, content: '今天天气好', ...stamp }).returning('id').executeTakeFirstOrThrow();
  const privateTalk = await db.kysely.insertInto('talk').values({ user_id: author, content: '私密说说', status: TALK_STATUS.private, ...stamp }).returning('id').executeTakeFirstOrThrow();
  const message = await db.kysely.insertInto('message').values({ content: '路过留言', nick_name: '游客', ...stamp }).returning('id').executeTakeFirstOrThrow();
  const hidden = await db.kysely.insertInto('message').values({ content: '隐藏', nick_name: '游客', status: MESSAGE_STATUS.hidden, ...stamp }).returning('id').executeTakeFirstOrThrow();
  const album = await db.kysely.insertInto('photo_album').values({ album_name: '旅行', ...stamp }).returning('id').executeTakeFirstOrThrow();
  return { article, hostile, privateArticle, draft, category, tagA, talk: talk.id, privateTalk: privateTalk.id, message: message.id, hidden: hidden.id, album: album.id };
}

describeEachEngine('页面 <head>：标题、描述、规范链接、Open Graph、JSON-LD', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let ids: Awaited<ReturnType<typeof seedObjects>>;
  beforeAll(async () => {
    ids = await seedObjects(server.db);
  });

  it('公开文章：200，标题、描述、关键词、规范链接、Open Graph、Twitter 和 BlogPosting', async () => {
    const { status, document } = await fetchPage(server, `/article?id=${ids.article}&from=home&utm_source=x`);
    expect(status).toBe(200);
    expect(document.title).toBe('春天读的书 - 书影');
    expect(metaOf(document, 'description')).toBe('三本书的读后感');
    expect(metaOf(document, 'keywords')).toBe('读书,札记');
    // The article's canonical address is its /post/<slug> (README 文章地址与重定向), whichever address was asked.
    const url = `https://blog.example.com/post/${encodeURIComponent('春天读的书')}`;
    expect(canonicalOf(document)).toBe(url);
    expect(metaOf(document, 'og:type')).toBe('article');
    expect(metaOf(document, 'og:title')).toBe('春天读的书 - 书影');
    expect(metaOf(document, 'og:url')).toBe(url);
    expect(metaOf(document, 'og:site_name')).toBe('书影');
    expect(metaOf(document, 'og:image')).toBe(`https://blog.example.com/uploads/${encodeURIComponent('春天读的书')}.webp`);
    expect(metaOf(document, 'article:published_time')).toBe(STAMP);
    expect(metaOf(document, 'article:modified_time')).toBe('2024-03-05T10:00:00.000Z');
    expect(metasOf(document, 'article:tag')).toEqual(['读书', '札记']);
    expect(metaOf(document, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(document, 'twitter:image')).toBe(metaOf(document, 'og:image'));
    expect(jsonLdOf(document)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: '春天读的书',
      description: '三本书的读后感',
      datePublished: STAMP,
      dateModified: '2024-03-05T10:00:00.000Z',
      author: { '@type': 'Person', name: '老书虫' },
      image: metaOf(document, 'og:image'),
      keywords: '读书,札记',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    });
    // The feeds are named on every page.
    expect(document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');
    expect(document.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toBe('/atom.xml');
  });

  it('JSON-LD 带本次回应的 CSP nonce（数据块不执行，也不会被 CSP 拦下报错）', async () => {
    const response = await fetch(`${server.baseUrl}/article?id=${ids.article}`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const document = new JSDOM(await response.text()).window.document;
    expect(document.querySelector('script[type="application/ld+json"]')?.getAttribute('nonce')).toBe(nonce);
  });

  it('带引号、尖括号、& 的标题和描述什么都不破坏', async () => {
    const { status, document, html } = await fetchPage(server, `/article?id=${ids.hostile}`);
    expect(status).toBe(200);
    expect(document.title).toBe(`${HOSTILE} - 书影`);
    expect(metaOf(document, 'description')).toBe(HOSTILE);
    expect(metaOf(document, 'og:title')).toBe(`${HOSTILE} - 书影`);
    expect(metaOf(document, 'og:image')).toBe('https://img.example.com/c.png');
    expect((jsonLdOf(document) as { headline: string }).headline).toBe(HOSTILE);
    // The hostile text made no script element of its own.
    expect([...document.querySelectorAll('script')].map((s) => s.textContent)).not.toContain('alert(1)');
    expect(html).not.toContain('<script>alert(1)');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('时间轴、分类/标签文章列表、相册、说说、留言各有自己的标题和规范链接', async () => {
    const cases: [string, string, string][] = [
      ['/', '书影', 'https://blog.example.com/home'],
      ['/home?page=2', '书影', 'https://blog.example.com/home'],
      ['/archives', '时间轴 - 书影', 'https://blog.example.com/archives'],
      ['/category', '分类 - 书影', 'https://blog.example.com/category'],
      ['/tag/', '标签 - 书影', 'https://blog.example.com/tag'],
      [`/articleList?type=category&id=${ids.category}&name=乱写`, '分类：随笔 - 书影', `https://blog.example.com/articleList?type=category&id=${ids.category}`],
      [`/articleList?id=${ids.tagA}&type=tag&page=3`, '标签：读书 - 书影', `https://blog.example.com/articleList?type=tag&id=${ids.tagA}`],
      [`/photos?id=${ids.album}`, '旅行 - 相册 - 书影', `https://blog.example.com/photos?id=${ids.album}`],
      ['/talk', '说说 - 书影', 'https://blog.example.com/talk'],
      [`/talk?id=${ids.talk}`, '说说 - 书影', `https://blog.example.com/talk?id=${ids.talk}`],
      [`/message/detail?id=${ids.message}`, '留言详情 - 书影', `https://blog.example.com/message/detail?id=${ids.message}`],
      ['/message/list', '留言 - 书影', 'https://blog.example.com/message/list'],
      ['/link/list', '友链 - 书影', 'https://blog.example.com/link/list'],
    ];
    for (const [url, title, canonical] of cases) {
      const { status, document } = await fetchPage(server, url);
      expect(status, url).toBe(200);
      expect(document.title, url).toBe(title);
      expect(canonicalOf(document), url).toBe(canonical);
      expect(metaOf(document, 'description'), url).toBe('记录读书与观影');
      expect(metaOf(document, 'keywords'), url).toBe('读书,电影');
      expect(metaOf(document, 'og:type'), url).toBe('website');
      expect(metaOf(document, 'og:url'), url).toBe(canonical);
      expect(metaOf(document, 'og:image'), url).toBe('https://blog.example.com/uploads/avatar.webp');
      expect(jsonLdOf(document), url).toBeNull();
    }
  });

  it('不存在的地址和对象：HTTP 404，同一个页面，不进索引', async () => {
    const missing = [
      '/nothing/here',
      '/index.html',
      '/article',
      '/article?id=999',
      '/article?id=abc',
      `/article?id=${ids.privateArticle}`,
      `/article?id=${ids.draft}`,
      `/talk?id=${ids.privateTalk}`,
      '/talk?id=999',
      `/message/detail?id=${ids.hidden}`,
      '/message/detail?id=999',
      '/articleList?type=category&id=999',
      '/articleList?type=tag',
      '/photos?id=999',
    ];
    for (const url of missing) {
      const { status, document } = await fetchPage(server, url);
      expect(status, url).toBe(404);
      expect(document.title, url).toBe('页面不存在 - 书影');
      expect(document.getElementById('root'), url).not.toBeNull();
      expect(canonicalOf(document), url).toBeNull();
      expect(metaOf(document, 'robots'), url).toBe('noindex');
    }
  });

  it('私密和草稿文章的标题、摘要不出现在任何页面里', async () => {
    for (const url of [`/article?id=${ids.privateArticle}`, `/article?id=${ids.draft}`, '/home', '/archives']) {
      const { html } = await fetchPage(server, url);
      for (const secret of ['私密日记标题', '私密摘要', '草稿标题', '草稿摘要']) expect(html, url).not.toContain(secret);
    }
  });

  it('文章设为私密后，页面立刻 404；再公开又是 200（写入清掉缓存）', async () => {
    expect((await fetchPage(server, `/article?id=${ids.article}`)).status).toBe(200);
    const { adminToken } = await createAdminAccounts(server, 'head');
    const setStatus = async (status: number) => {
      const response = await put(server, `/api/article/isPublic/${ids.article}/${status}`, { headers: bearer(adminToken) });
      expect(response.body).toMatchObject({ code: 0 });
    };
    await setStatus(ARTICLE_STATUS.private);
    expect((await fetchPage(server, `/article?id=${ids.article}`)).status).toBe(404);
    await setStatus(ARTICLE_STATUS.public);
    expect((await fetchPage(server, `/article?id=${ids.article}`)).status).toBe(200);
  });

  it('网站设置保存后，下一次打开的页面就是新的名字和描述；访问计数不影响', async () => {
    const { adminToken } = await createAdminAccounts(server, 'headcfg');
    await fetchPage(server, '/archives');
    expect((await put(server, '/api/config/addView', {})).status).toBe(200);
    const saved = await put(server, '/api/config/update', { headers: bearer(adminToken), body: { blog_name: '换了名字的博客', site_description: '换过的站点描述' } });
    expect(saved.body).toMatchObject({ code: 0 });
    const { document } = await fetchPage(server, '/archives');
    expect(document.title).toBe('时间轴 - 换了名字的博客');
    expect(metaOf(document, 'description')).toBe('换过的站点描述');
  });

  it('同一个页面每次回应都有自己的 CSP nonce', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.baseUrl}/article?id=${ids.article}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(await response.text()).toContain(`<script nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('/robots.txt：允许全站、禁止 /admin、用绝对地址指向站点地图', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Sitemap: https://blog.example.com/sitemap.xml');
  });

  it('/admin 仍是后台页面，不加页面头信息', async () => {
    const response = await fetch(`${server.baseUrl}/admin`);
    expect([200, 503]).toContain(response.status);
    expect(await response.text()).not.toContain('rel="canonical"');
  });
});

describe('未设置站点地址时，规范链接用管理员用过的地址（代理头只在 TRUST_PROXY 时算数），从不用访客请求的地址', () => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'proxied.example.org' };

  describe('信任代理', () => {
    const server = useTestServer(sqliteEngine, { webDistDir: useWebDist(), trustProxy: 'true' });
    it('访客的 X-Forwarded-Proto/Host 不算；管理员经代理用后台之后，用它转发的地址', async () => {
      await fixtures(server.db).siteConfig({ blog_name: '书影' });
      expect(canonicalOf((await fetchPage(server, '/archives', forwarded)).document)).toBe(`${server.baseUrl}/archives`);
      const { adminToken } = await createAdminAccounts(server, 'proxied');
      expect((await fetch(`${server.baseUrl}/api/config/linkOrigin`, { headers: { ...forwarded, ...bearer(adminToken) } })).status).toBe(200);
      const { document } = await fetchPage(server, '/archives');
      expect(canonicalOf(document)).toBe('https://proxied.example.org/archives');
      const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://proxied.example.org/sitemap.xml');
    });
  });

  describe('不信任代理', () => {
    const server = useTestServer(sqliteEngine, { webDistDir: useWebDist(), trustProxy: 'false' });
    it('忽略代理头，用连接本身的地址', async () => {
      await fixtures(server.db).siteConfig({ blog_name: '书影' });
      const { document } = await fetchPage(server, '/archives', forwarded);
      expect(canonicalOf(document)).toBe(`${server.baseUrl}/archives`);
    });
  });

  describe('没有站点数据也能出页面', () => {
    const server = useTestServer(sqliteEngine, { webDistDir: useWebDist() });
    it('用默认的博客名和描述', async () => {
      const { status, document } = await fetchPage(server, '/archives');
      expect(status).toBe(200);
      expect(document.title).toMatch(/^时间轴 - .+/);
      expect(metaOf(document, 'description')).toBeTruthy();
    });
  });
});

describe('没有启动数据（读不到站点设置）时的头信息', () => {
  const noObjects: PageData = {
    article: async () => null,
    sitePage: async () => null,
    articleIdBySlug: async () => null,
    talkExists: async () => false,
    messageExists: async () => false,
    categoryName: async () => null,
    tagName: async () => null,
    albumName: async () => null,
    renderedPage: (_key, render) => render(),
    clear: () => {},
  };

  it('用默认博客名和描述，规范链接照常', async () => {
    const page = await pageMeta('/archives?x=1', null, 'https://b.example', noObjects);
    expect(page).toMatchObject({
      status: 200,
      title: `时间轴 - ${FALLBACK_BLOG_NAME}`,
      description: FALLBACK_DESCRIPTION,
      keywords: '',
      canonical: 'https://b.example/archives',
      image: '',
    });
    const document = new JSDOM(`<head>${renderHeadTags(page)}</head>`).window.document;
    expect(metaOf(document, 'twitter:card')).toBe('summary');
    expect(metaOf(document, 'og:image')).toBeNull();
  });

  it('封面只接受 http(s) 地址', () => {
    expect(absoluteUrl('https://b.example', '/uploads/首页 背景.webp')).toBe('https://b.example/uploads/%E9%A6%96%E9%A1%B5%20%E8%83%8C%E6%99%AF.webp');
    expect(absoluteUrl('https://b.example', 'javascript:alert(1)')).toBe('');
    expect(absoluteUrl('https://b.example', '')).toBe('');
  });
});
