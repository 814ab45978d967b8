import { beforeAll, describe, expect, it } from 'vitest';
import type { LinkOriginInfo } from '@blog/contract';
import { buildApp } from '../src/app';
import { sqliteEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { rawRequest } from './helpers/rawHttp';
import { useTestServer, type TestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

const EVIL = 'evil.example';
/** Everything that carries absolute links: robots.txt, the sitemap, both feeds, and pages' canonical and og:url. */
const LINKED = (articleId: number) => ['/robots.txt', '/sitemap.xml', '/rss.xml', '/atom.xml', '/archives', `/article?id=${articleId}`, '/home'];

const fetchAs = (server: TestServer, url: string, headers: Record<string, string>) => rawRequest(server, { method: 'GET', url, headers });

describe('Host 请求头不能决定站点的绝对链接', () => {
  // TRUST_PROXY=true: X-Forwarded-Host counts as the request's host too, and must not choose either.
  const server = useTestServer(sqliteEngine, { webDistDir: useWebDist(), trustProxy: 'true' });
  let articleId = 0;
  let accounts: AdminAccounts;

  beforeAll(async () => {
    const f = fixtures(server.db);
    await f.siteConfig({ blog_name: '书影' });
    articleId = await f.article({ title: '春天读的书', description: '读后感' });
    accounts = await createAdminAccounts(server, 'origin');
  });

  const linkOrigin = async (headers: Record<string, string> = {}) =>
    JSON.parse((await fetchAs(server, '/api/config/linkOrigin', { authorization: `Bearer ${accounts.adminToken}`, ...headers })).text).result as LinkOriginInfo;

  it('没设置网站地址、也还没有管理员用过后台：evil Host 得到的链接指向监听地址，不是 evil.example；页面不被缓存成 evil 的版本', async () => {
    for (const url of LINKED(articleId)) {
      const evilHeaders: Array<Record<string, string>> = [{ host: EVIL }, { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' }];
      for (const headers of evilHeaders) {
        const answer = await fetchAs(server, url, headers);
        expect({ url, headers, status: answer.status }).toEqual({ url, headers, status: 200 });
        expect({ url, headers, evil: answer.text.includes(EVIL) }).toEqual({ url, headers, evil: false });
      }
    }
    const robots = await fetchAs(server, '/robots.txt', { host: EVIL });
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    // A stand-in address is not for shared caches to keep for an hour.
    expect(robots.headers['cache-control']).toBe('no-cache');
    // Normal visitors afterwards get nothing of it either (from any cache).
    for (const url of LINKED(articleId)) expect({ url, evil: (await fetchAs(server, url, {})).text.includes(EVIL) }).toEqual({ url, evil: false });
  });

  it('管理员用过后台的地址被记住（重启后也在）并用于链接；普通用户的请求不算；保存网站设置时换成保存所用的地址；设置网站地址后用它', async () => {
    // An ordinary user's call from another host is not the admin's.
    await fetchAs(server, '/api/user/getUserInfo', { authorization: `Bearer ${accounts.userToken}`, host: EVIL });
    expect(await linkOrigin({ host: 'blog.example.org:8443' })).toEqual({ origin: server.baseUrl, source: 'listen' });
    // That admin call is remembered (the answer above was computed before it was).
    expect(await linkOrigin({ host: EVIL })).toEqual({ origin: 'http://blog.example.org:8443', source: 'admin' });
    const page = await fetchAs(server, '/archives', { host: EVIL });
    expect(page.text).toContain('href="http://blog.example.org:8443/archives"');
    expect(page.text).not.toContain(EVIL);

    // Kept across a restart on the same data folder.
    const restarted = await buildApp(server.config, server.db);
    try {
      const robots = await restarted.inject({ method: 'GET', url: '/robots.txt', headers: { host: EVIL } });
      expect(robots.body).toContain('Sitemap: http://blog.example.org:8443/sitemap.xml');
    } finally {
      await restarted.close();
    }

    // Saving the settings from the real address replaces it.
    const save = await rawRequest(server, {
      method: 'PUT',
      url: '/api/config/update',
      headers: { authorization: `Bearer ${accounts.adminToken}`, 'content-type': 'application/json', 'x-forwarded-host': 'www.books.example', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ blog_name: '书影' }),
    });
    expect(save.status).toBe(200);
    expect(await linkOrigin({ host: EVIL })).toEqual({ origin: 'https://www.books.example', source: 'admin' });

    const withUrl = await rawRequest(server, {
      method: 'PUT',
      url: '/api/config/update',
      headers: { authorization: `Bearer ${accounts.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ blog_name: '书影', site_url: 'https://books.example.com' }),
    });
    expect(withUrl.status).toBe(200);
    expect(await linkOrigin({ host: EVIL })).toEqual({ origin: 'https://books.example.com', source: 'site_url' });
    const robots = await fetchAs(server, '/robots.txt', { host: EVIL });
    expect(robots.text).toContain('Sitemap: https://books.example.com/sitemap.xml');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('查询所用地址只限管理员', async () => {
    expect((await fetchAs(server, '/api/config/linkOrigin', {})).status).toBe(401);
    expect((await fetchAs(server, '/api/config/linkOrigin', { authorization: `Bearer ${accounts.userToken}` })).status).toBe(403);
  });
});
