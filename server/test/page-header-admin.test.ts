import { beforeAll, expect, it } from 'vitest';
import { SITE_MESSAGES, type PageHeader } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { call, get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { servedPage, useWebDist } from './helpers/webDist';

const UPLOADED = `/uploads/img/${'a'.repeat(64)}.webp`;
const REPLACED = `/uploads/img/${'b'.repeat(64)}.webp`;

describeEachEngine('页面背景管理', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;

  const headers = async () =>
    resultOf(await get<PageHeader[]>(server, '/api/pageHeader/getAll')).map(({ route_name, bg_url }) => ({ route_name, bg_url }));
  const asAdmin = () => ({ headers: bearer(accounts.adminToken) });
  const update = (body: unknown) => put<PageHeader[]>(server, '/api/pageHeader/update', { body, ...asAdmin() });

  beforeAll(async () => {
    const f = fixtures(server.db);
    accounts = await createAdminAccounts(server, 'banner');
    await f.pageHeader('Archives', '/uploads/seed/archives.webp');
  });

  it('未登录 401，普通用户 403，什么都不改', async () => {
    const calls: AdminCall[] = [
      ['PUT', '/api/pageHeader/update', { route_name: 'Home', bg_url: UPLOADED }],
      ['DELETE', '/api/pageHeader/delete/Archives'],
    ];
    await expectAdminOnly(server, calls, accounts.userToken, headers);
  });

  it('不认识的页面或不合格的图片地址 → 400 和中文原因，什么都不改', async () => {
    const before = await headers();
    const cases: [unknown, string][] = [
      [{ route_name: 'admin', bg_url: UPLOADED }, SITE_MESSAGES.routeInvalid],
      [{ bg_url: UPLOADED }, SITE_MESSAGES.routeInvalid],
      [{ route_name: 'Home', bg_url: 'javascript:alert(1)' }, SITE_MESSAGES.imageInvalid],
      [{ route_name: 'Home', bg_url: '/uploads/img/../../secrets.webp' }, SITE_MESSAGES.imageInvalid],
      [{ route_name: 'Home', bg_url: 'https://img.example.com/a b.png' }, SITE_MESSAGES.imageInvalid],
      [{ route_name: 'Home', bg_url: `https://img.example.com/${'a'.repeat(600)}.png` }, SITE_MESSAGES.imageInvalid],
      [{ route_name: 'Home' }, SITE_MESSAGES.imageInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await update(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    const badRoute = await call(server, 'DELETE', '/api/pageHeader/delete/nowhere', asAdmin());
    expect([badRoute.status, badRoute.body.message]).toEqual([400, SITE_MESSAGES.routeInvalid]);
    expect(await headers()).toEqual(before);
  });

  it('设置后访客接口和下一次打开的页面（启动数据、预加载、首屏）立即是新图', async () => {
    const saved = await update({ route_name: 'Home', bg_url: UPLOADED });
    expect(saved.body.message).toBe(SITE_MESSAGES.saved);
    expect(await headers()).toEqual([
      { route_name: 'Archives', bg_url: '/uploads/seed/archives.webp' },
      { route_name: 'Home', bg_url: UPLOADED },
    ]);
    const { html, boot } = await servedPage(server, '/home');
    expect(boot.pageHeaders.find((header) => header.route_name === 'Home')?.bg_url).toBe(UPLOADED);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${UPLOADED}">`);
    // The server-rendered first screen paints the new image before any script runs.
    expect(html).toContain(`background-image: url(&quot;${UPLOADED}&quot;)`);

    // A second save replaces the image (route_name stays unique), and shows at once too.
    resultOf(await update({ route_name: 'Home', bg_url: ` ${REPLACED} ` }));
    expect((await headers()).filter((header) => header.route_name === 'Home')).toEqual([{ route_name: 'Home', bg_url: REPLACED }]);
    const next = await servedPage(server, '/home');
    expect(next.boot.pageHeaders.find((header) => header.route_name === 'Home')?.bg_url).toBe(REPLACED);
    expect(next.html).not.toContain(UPLOADED);
  });

  it('外部 http(s) 图片地址也可以', async () => {
    resultOf(await update({ route_name: 'Talk', bg_url: 'https://img.example.com/talk.jpg' }));
    expect(await headers()).toContainEqual({ route_name: 'Talk', bg_url: 'https://img.example.com/talk.jpg' });
  });

  it("传 '' 或删除接口移除背景，页面改用默认背景", async () => {
    const removed = await update({ route_name: 'Home', bg_url: '' });
    expect([removed.status, removed.body.message]).toEqual([200, SITE_MESSAGES.removed]);
    expect((await headers()).map((header) => header.route_name)).toEqual(['Archives', 'Talk']);
    const { html, boot } = await servedPage(server, '/home');
    expect(boot.pageHeaders.some((header) => header.route_name === 'Home')).toBe(false);
    expect(html).not.toContain('rel="preload" as="image"');

    resultOf(await call(server, 'DELETE', '/api/pageHeader/delete/Archives', asAdmin()));
    // Removing what is not set is fine too.
    resultOf(await call(server, 'DELETE', '/api/pageHeader/delete/Archives', asAdmin()));
    expect(await headers()).toEqual([{ route_name: 'Talk', bg_url: 'https://img.example.com/talk.jpg' }]);
    expect((await servedPage(server, '/archives')).boot.pageHeaders.map((header) => header.route_name)).toEqual(['Talk']);
  });
});
