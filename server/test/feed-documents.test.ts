import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, type SiteSettingsBody } from '@blog/contract';
import { adminApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { articleLink, fetchDocument, readAll, readAtom, readRss, readSitemap } from './helpers/feeds';
import { put, resultOf } from './helpers/http';
import { loadOperations } from './helpers/openapi';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

const HOSTILE = `引号"<尖括号>&'撇号`;
const HOSTILE_CATEGORY = '分类 & "<分>"';
const HOSTILE_TAG = "标签<b>'&'";
const MARKDOWN = [
  '# 第一节',
  '',
  '正文里的<script>alert("x")</script>脚本和 <img src="x" onerror="alert(1)"> 都不该留下。',
  '',
  '![插图](/uploads/img/picture.webp) [另一篇](/article?id=1) [本页锚点](#第一节) [站外](https://example.org/a)',
  '',
  '```ts',
  'const answer = 42;',
  '```',
  '',
  '质能方程 $E = mc^2$ 写在正文里。',
  '',
  '```mermaid',
  'graph TD',
  '  A --> B',
  '```',
].join('\n');

describeEachEngine('站点地图与订阅：文档格式', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const ids: Record<string, number> = {};
  const saveSettings = async (body: Partial<SiteSettingsBody>) =>
    resultOf(await put(server, '/api/config/update', { body, headers: bearer(accounts.adminToken) }));

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'feedfmt');
    await saveSettings({ blog_name: `小站 "<>&'`, site_description: '写代码 & 过日子', site_url: '' });
    // Twenty-one older articles, so the feeds must choose the newest twenty.
    const f = fixtures(server.db);
    for (let day = 1; day <= 21; day++) {
      ids[`old${day}`] = await f.article({ title: `旧文章 ${day}`, createdAt: `2023-01-${String(day).padStart(2, '0')}T00:00:00.000Z` });
    }
    ids.hostile = await admin.created({
      article_title: HOSTILE,
      article_content: MARKDOWN,
      category_name: HOSTILE_CATEGORY,
      tag_names: [HOSTILE_TAG, '普通标签'],
    });
    ids.private = await admin.created({ article_title: '私密的文章', status: ARTICLE_STATUS.private, category_name: '私密分类', tag_names: ['私密标签'] });
    ids.draft = await admin.created({ article_title: '草稿文章', status: ARTICLE_STATUS.draft, category_name: '', tag_names: ['草稿标签'] });
  });

  it('answers XML with its own content type, never the web client, and stays out of the API document', async () => {
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/atom.xml', 'application/atom+xml; charset=utf-8'],
    ] as const) {
      const answer = await fetchDocument(server, path);
      expect({ path, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ path, status: 200, type });
      expect(answer.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('etag')).toMatch(/^W\/".+"$/);
      expect(new Date(answer.headers.get('last-modified') ?? '').getTime()).not.toBeNaN();
    }
    const feed = await fetchDocument(server, '/feed');
    expect([feed.status, feed.headers.get('location')]).toEqual([301, '/rss.xml']);
    const documented = (await loadOperations(server)).map((operation) => operation.path);
    expect(documented.filter((path) => /sitemap|rss|atom|feed/.test(path))).toEqual([]);
  });

  it('writes every element each format requires, from the site settings and the request host', async () => {
    const origin = server.baseUrl;
    const { rss, atom } = await readAll(server);
    expect(rss).toMatchObject({
      version: '2.0',
      title: `小站 "<>&'`,
      link: `${origin}/`,
      description: '写代码 & 过日子',
      language: 'zh-CN',
      self: `${origin}/rss.xml`,
    });
    expect(new Date(rss.lastBuildDate ?? '').getTime()).not.toBeNaN();
    for (const item of rss.items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(new RegExp(`^${origin}/post/[^/?]+$`));
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate ?? '').toUTCString()).toBe(item.pubDate);
    }
    expect(atom).toMatchObject({ id: `${origin}/`, title: `小站 "<>&'`, subtitle: '写代码 & 过日子', alternate: `${origin}/`, self: `${origin}/atom.xml` });
    expect(new Date(atom.updated ?? '').toISOString()).toBe(atom.updated);
    for (const entry of atom.entries) {
      expect(entry.id).toBe(entry.link);
      expect(entry.title).toBeTruthy();
      expect(new Date(entry.updated ?? '').toISOString()).toBe(entry.updated);
      expect(entry.author).toBeTruthy();
    }
  });

  it('carries the newest twenty public articles, newest first, with author, category, tags and summary', async () => {
    const { rss, atom } = await readAll(server);
    const link = (id: number) => articleLink(server, server.baseUrl, id);
    const expected = await Promise.all([ids.hostile!, ...Array.from({ length: 19 }, (_, i) => ids[`old${21 - i}`]!)].map(link));
    expect(rss.items.map((item) => item.link)).toEqual(expected);
    expect(atom.entries.map((entry) => entry.link)).toEqual(expected);

    const [item] = rss.items;
    expect(item).toMatchObject({ title: HOSTILE, creator: 'feedfmt_admin', categories: [HOSTILE_CATEGORY, HOSTILE_TAG, '普通标签'] });
    expect(item!.description).toContain('第一节 正文里的');
    const [entry] = atom.entries;
    expect(entry).toMatchObject({ title: HOSTILE, author: 'feedfmt_admin', categories: [HOSTILE_CATEGORY, HOSTILE_TAG, '普通标签'], contentType: 'html' });
    expect(entry!.summary).toBe(item!.description);
    // Fixture articles have no author: the blog's name stands in.
    expect(rss.items[1]!.creator).toBe(`小站 "<>&'`);
  });

  it('gives the body as sanitized HTML with absolute links and without the editor chrome', async () => {
    const { rss, atom } = await readAll(server);
    const origin = server.baseUrl;
    const self = await articleLink(server, origin, ids.hostile!);
    for (const html of [rss.items[0]!.content ?? '', atom.entries[0]!.content ?? '']) {
      expect(html).not.toMatch(/<script|onerror|alert/i);
      expect(html).toContain(`<img src="${origin}/uploads/img/picture.webp" alt="插图">`);
      expect(html).toContain(`<a href="${origin}/article?id=1">另一篇</a>`);
      expect(html).toContain(`href="${self}#`);
      expect(html).toContain('<a href="https://example.org/a">站外</a>');
      expect(html).toContain('<span class="hljs-keyword">const</span>');
      expect(html).not.toMatch(/复制代码|<svg|<details|md-editor-previewOnly|data-line/);
    }
  });

  it('gives formulas as MathML drawn by KaTeX and diagrams as their source', async () => {
    const { rss, atom } = await readAll(server);
    for (const html of [rss.items[0]!.content ?? '', atom.entries[0]!.content ?? '']) {
      expect(html).toMatch(/<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"><semantics><mrow><mi>E<\/mi>/);
      expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
      // KaTeX's HTML half needs the site's stylesheet, which a feed reader does not load.
      expect(html).not.toContain('katex-html');
      expect(html).toContain('<pre><code class="language-mermaid">');
      expect(html.replace(/<[^>]+>/g, '')).toContain('graph TD\n  A --&gt; B');
    }
  });

  it('never shows private or draft articles, nor their categories and tags', async () => {
    const { rss, atom, sitemap } = await readAll(server);
    const texts = JSON.stringify([rss, atom, [...sitemap]]);
    for (const hidden of ['私密的文章', '草稿文章', '私密分类', '私密标签', '草稿标签']) {
      // Names in sitemap addresses are percent-encoded.
      expect(texts).not.toContain(hidden);
      expect(texts).not.toContain(encodeURIComponent(hidden));
    }
    for (const id of [ids.private, ids.draft]) expect(sitemap.has(await articleLink(server, server.baseUrl, id!))).toBe(false);
  });

  it('lists the static pages, every public article and the category and tag pages that have public articles', async () => {
    const sitemap = readSitemap((await fetchDocument(server, '/sitemap.xml')).text);
    const origin = server.baseUrl;
    for (const path of ['/home', '/archives', '/category', '/tag', '/talk', '/photoAlbum', '/link/list', '/message/list', '/resources/front', '/resources/back', '/siteList']) {
      expect(sitemap.has(`${origin}${path}`)).toBe(true);
    }
    for (const path of ['/userCenter', '/message/publish', '/admin']) expect(sitemap.has(`${origin}${path}`)).toBe(false);
    const articleLocs = [...sitemap.keys()].filter((loc) => loc.includes('/post/'));
    expect(articleLocs).toHaveLength(22);
    const detail = resultOf(await admin.detail(ids.hostile!));
    expect(sitemap.get(await articleLink(server, origin, ids.hostile!))).toBe(detail.updatedAt);

    // Each list page is listed at its canonical address, and it is the page of the named category or tag.
    const listLocs = [...sitemap.keys()].filter((loc) => loc.includes('/articleList?'));
    const listPages = await Promise.all(
      listLocs.map(async (loc) => {
        const html = await (await fetch(loc)).text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        return { canonical, title, loc };
      }),
    );
    for (const page of listPages) expect(page.canonical).toBe(page.loc);
    const titles = listPages.map((page) => page.title.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
    expect(titles.map((title) => title.split(' - ')[0])).toEqual([`分类：${HOSTILE_CATEGORY}`, `标签：${HOSTILE_TAG}`, '标签：普通标签']);
  });

  it('links everything to the site URL from the settings once it is set, and shows renamed settings (the name stands in for an empty description)', async () => {
    await saveSettings({ site_url: 'https://blog.example.com/', blog_name: '改名后的小站', site_description: '' });
    const { rss, atom, sitemap } = await readAll(server);
    expect(rss).toMatchObject({ title: '改名后的小站', link: 'https://blog.example.com/', description: '改名后的小站', self: 'https://blog.example.com/rss.xml' });
    expect(rss.items[0]!.link).toBe(await articleLink(server, 'https://blog.example.com', ids.hostile!));
    expect(rss.items[0]!.content).toContain('<img src="https://blog.example.com/uploads/img/picture.webp"');
    expect(atom).toMatchObject({ title: '改名后的小站', self: 'https://blog.example.com/atom.xml', subtitle: '改名后的小站' });
    expect([...sitemap.keys()].every((loc) => loc.startsWith('https://blog.example.com/'))).toBe(true);
    await saveSettings({ blog_name: '改名后的小站', site_url: '' });
    expect(readRss((await fetchDocument(server, '/rss.xml')).text).link).toBe(`${server.baseUrl}/`);
    expect(readAtom((await fetchDocument(server, '/atom.xml')).text).self).toBe(`${server.baseUrl}/atom.xml`);
  });

  it('stays well-formed whatever characters a title holds', async () => {
    const id = await admin.created({ article_title: `控制\u0007字符 ]]> 与 <![CDATA[ 🙂`, category_name: HOSTILE_CATEGORY });
    const { rss, atom } = await readAll(server);
    expect(rss.items[0]!.title).toBe('控制字符 ]]> 与 <![CDATA[ 🙂');
    expect(atom.entries[0]!.link).toBe(await articleLink(server, server.baseUrl, id));
  });
});
