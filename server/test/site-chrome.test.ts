import { JSDOM } from 'jsdom';
import { beforeAll, expect, it } from 'vitest';
import { ICP_LINK, type SiteConfig } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { fixtures } from './helpers/factory';
import { get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

const COVER = `/uploads/img/${'e'.repeat(64)}.webp`;
const BANNER = `/uploads/img/${'f'.repeat(64)}.webp`;
const FAVICON = `/uploads/img/${'a'.repeat(64)}.webp`;
const GOOD_HEAD =
  '<!-- 百度统计 -->\n<meta name="baidu-site-verification" content="codeva-abc">\n' +
  '<script src="https://hm.baidu.com/hm.js?123" async></script>\n<script defer src="https://cloud.umami.is/script.js" data-website-id="w-1"></script>';

describeEachEngine('网站设置：页脚、图标和头部代码', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;
  let withCover: number;
  let withoutCover: number;

  const config = async () => resultOf(await get<SiteConfig>(server, '/api/config'));
  const save = (body: Record<string, unknown>) => put<SiteConfig>(server, '/api/config/update', { body: { blog_name: '备案博客', ...body }, headers: bearer(accounts.adminToken) });
  const page = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    const html = await response.text();
    return { csp: response.headers.get('content-security-policy') ?? '', html, document: new JSDOM(html).window.document };
  };

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'chrome');
    const f = fixtures(server.db);
    withCover = await f.article({ title: '有封面的文章', cover: COVER });
    withoutCover = await f.article({ title: '没有封面的文章', cover: '' });
    await server.db.kysely.insertInto('page_header').values({ route_name: 'Article', bg_url: BANNER, created_at: '2024-01-01T00:00:00.000Z', updated_at: '2024-01-01T00:00:00.000Z' }).execute();
  });

  it('只有管理员能保存', async () => {
    await expectAdminOnly(server, [['PUT', '/api/config/update', { blog_name: 'x', icp_number: '京ICP备1号' }]], accounts.userToken, config);
  });

  it('不合格的头部代码和域名：400，中文原因指出拒绝了什么，什么都不改', async () => {
    expect((await save({ head_script_hosts: 'hm.baidu.com', head_code: '<meta name="a" content="b">' })).status).toBe(200);
    const before = await config();
    const cases: [Record<string, unknown>, string][] = [
      [{ head_code: '<script>alert(1)</script>' }, '内联脚本'],
      [{ head_code: '<script src="https://hm.baidu.com/a.js" async onload="x()"></script>' }, '事件属性 onload'],
      [{ head_code: '<meta name="a" content="b" onclick="x()">' }, '事件属性 onclick'],
      [{ head_code: '<iframe src="https://hm.baidu.com"></iframe>' }, '<iframe>'],
      [{ head_code: '<link rel="stylesheet" href="https://x.com/a.css">' }, '<link>'],
      [{ head_code: '<script src="https://evil.example.com/a.js" async></script>' }, 'evil.example.com'],
      [{ head_code: '<script src="http://hm.baidu.com/a.js" async></script>' }, 'https://'],
      [{ head_code: '<script src="https://hm.baidu.com/a.js"></script>' }, 'async 或 defer'],
      [{ head_code: '<script src="https://hm.baidu.com/a.js" async>alert(1)</script>' }, '内联脚本'],
      [{ head_code: 'hello<meta name="a" content="b">' }, 'hello'],
      [{ head_code: '<script src="https://cloud.umami.is/s.js" async></script>', head_script_hosts: 'hm.baidu.com' }, 'cloud.umami.is'],
      // Taking a host away that the saved code uses is refused too.
      [{ head_script_hosts: 'https://hm.baidu.com/' }, '不是域名'],
      [{ site_start_date: '2024-02-30' }, '建站日期'],
      [{ police_number: '京公网安备' }, '公安备案号'],
      [{ favicon: 'javascript:alert(1)' }, '网站图标'],
    ];
    for (const [body, words] of cases) {
      const response = await save(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toContain(words);
    }
    expect(await config()).toEqual(before);
  });

  it('合格的设置：访客的 /api/config 和页面里都有，脚本域名只加进页面的 CSP', async () => {
    const response = await save({
      icp_number: '京ICP备12345678号-1',
      police_number: '京公网安备 11010502030143号',
      footer_text: '第一行 <b>不是标签</b>\n第二行',
      site_start_date: '2020-01-01',
      favicon: FAVICON,
      head_script_hosts: 'HM.baidu.com，cloud.umami.is',
      head_code: GOOD_HEAD,
    });
    expect(response.status).toBe(200);
    expect(await config()).toMatchObject({ icp_number: '京ICP备12345678号-1', head_script_hosts: 'hm.baidu.com cloud.umami.is', site_start_date: '2020-01-01' });

    const { csp, document, html } = await page('/home');
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain('https://hm.baidu.com');
    expect(scriptSrc).toContain('https://cloud.umami.is');
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toContain('https://hm.baidu.com');
    expect(document.querySelector('meta[name="baidu-site-verification"]')?.getAttribute('content')).toBe('codeva-abc');
    const scripts = [...document.querySelectorAll('head script[src^="https://"]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['https://hm.baidu.com/hm.js?123', 'https://cloud.umami.is/script.js']);
    // No nonce: only the CSP's host list lets them run.
    expect(scripts.every((s) => !s.hasAttribute('nonce'))).toBe(true);
    expect(scripts[1]?.getAttribute('data-website-id')).toBe('w-1');
    // Comments are dropped (the boot data still carries the code as saved, escaped, for the form).
    expect(html).not.toContain('<!-- 百度统计');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(FAVICON);

    // The API's answers keep the strict policy.
    const api = await fetch(`${server.baseUrl}/api/config`);
    expect(api.headers.get('content-security-policy')).not.toContain('hm.baidu.com');
  });

  it('服务器渲染的文章页：页脚有备案号链接、页脚文字和运行天数；有封面的文章用封面作横幅', async () => {
    const covered = await page(`/article?id=${withCover}`);
    const footer = covered.document.querySelector('#boot-shell footer.site-footer');
    expect(footer).not.toBeNull();
    const links = [...(footer?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['京ICP备12345678号-1', ICP_LINK],
      ['京公网安备 11010502030143号', 'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143'],
    ]);
    expect(footer?.querySelector('.site-footer__text')?.innerHTML).toBe('第一行 &lt;b&gt;不是标签&lt;/b&gt;<br>第二行');
    expect(footer?.querySelector('.site-footer__running')?.textContent).toMatch(/^本站已运行 \d{4,} 天$/);
    expect(covered.document.querySelector('#boot-shell .page-banner')?.getAttribute('style')).toContain(COVER);
    expect(covered.document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(COVER);

    const plain = await page(`/article?id=${withoutCover}`);
    expect(plain.document.querySelector('#boot-shell .page-banner')?.getAttribute('style')).toContain(BANNER);
  });

  it('清空头部代码后，页面没有额外脚本，CSP 恢复原样', async () => {
    expect((await save({ head_code: '' })).status).toBe(200);
    const { csp, document } = await page('/home');
    expect(csp).not.toContain('hm.baidu.com');
    expect(document.querySelectorAll('head script[src^="https://"]')).toHaveLength(0);
  });
});
