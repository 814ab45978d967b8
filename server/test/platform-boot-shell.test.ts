import { describe, expect, it } from 'vitest';
import type { SiteBoot, SiteConfig } from '@blog/contract';
import { FIRST_SCREEN_WAIT_MS, renderIndexHtml } from '../src/platform/bootHtml';
import { pageHints, routePlanFor, type BuildManifest } from '../src/platform/bootRoutes';
import { BOOT_SHELL_ID, renderBootShell } from '../src/platform/bootShell';

/** The shape of Vite's built index.html: entry script, its vendor preloads, the entry stylesheet. */
const TEMPLATE =
  '<!doctype html><html><head><title>个人博客</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/vendor-react-b2.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">\n' +
  '</head><body><noscript>需要 JavaScript</noscript><div id="root"></div></body></html>';

function boot(blogName: string, bgUrl = '/uploads/seed/header-home.webp'): SiteBoot {
  const config = { blog_name: blogName, personal_say: '你好' } as SiteConfig;
  return {
    config,
    pageHeaders: [
      { id: 1, route_name: 'Home', bg_url: bgUrl },
      { id: 2, route_name: 'Article', bg_url: '/uploads/seed/header-article.webp' },
    ],
  };
}

const HINTS = { scripts: ['/assets/HomePage-d4.js'], styles: ['/assets/HomePage-f6.css'], image: '/uploads/seed/header-home.webp' };

function gateScript(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return /<script>\(function\(\)\{var started=false;.*?<\/script>/.exec(body)?.[0] ?? '';
}

describe('服务器渲染的首屏', () => {
  it('首页：博客名称作标题，背景图与 React 的 PageBanner 同一地址，只作装饰', () => {
    const shell = renderBootShell('/home', routePlanFor('/home'), boot('半窗书影'));
    expect(shell).toContain(`id="${BOOT_SHELL_ID}"`);
    expect(shell).toContain('data-path="/home"');
    expect(shell).toContain('aria-hidden="true"');
    expect(shell).toContain('class="page-banner page-banner--full"');
    expect(shell).toContain('style="background-image: url(&quot;/uploads/seed/header-home.webp&quot;)"');
    expect(shell).toContain('<div class="page-banner__title">半窗书影</div>');
    // Nothing a keyboard could reach inside aria-hidden.
    expect(shell).not.toMatch(/<(a|button|input)\b|tabindex/);
  });

  it('/ 显示首页的首屏；文章页只有背景（标题来自接口）；其他路径没有', () => {
    expect(renderBootShell('/', routePlanFor('/'), boot('博客'))).toContain('data-path="/home"');
    const article = renderBootShell('/article', routePlanFor('/article'), boot('博客'));
    expect(article).toContain('class="page-banner page-banner--top"');
    expect(article).toContain('header-article.webp');
    expect(article).not.toContain('page-banner__title');
    expect(renderBootShell('/message/list', routePlanFor('/message/list'), boot('博客'))).toBe('');
    expect(renderBootShell('/home', routePlanFor('/home'), null)).toBe('');
  });

  it('没有背景图时用渐变', () => {
    const data = boot('博客');
    data.pageHeaders = [];
    const shell = renderBootShell('/home', routePlanFor('/home'), data);
    expect(shell).toContain('page-banner--fallback');
    expect(shell).not.toContain('style=');
  });

  it('站点数据里的 HTML 和引号都被转义，图片地址不能跳出 CSS 字符串或属性', () => {
    const shell = renderBootShell('/home', routePlanFor('/home'), boot('<img src=x onerror="alert(1)">&', '/x.webp") ; background: red; x:url("<script>alert(1)</script>'));
    expect(shell).not.toContain('<img');
    expect(shell).not.toContain('<script');
    expect(shell).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;');
    const attribute = /style="([^"]*)"/.exec(shell)?.[1] ?? '';
    const css = attribute.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    // The CSS the browser reads: one url("...") whose percent-encoded URL has no quote to end it.
    expect(css).toMatch(/^background-image: url\("[^"]*"\)$/);
    expect(css).toContain('%22');
    expect(css).not.toContain('<');
  });
});

describe('有首屏时的 index.html', () => {
  const shell = renderBootShell('/home', routePlanFor('/home'), boot('半窗书影'));
  const styles = new Map([['/assets/index-c3.css', '.page-banner{color:#fff}']]);
  const html = renderIndexHtml(TEMPLATE, boot('半窗书影'), HINTS, { shell, inlineStyles: styles });
  const head = html.slice(0, html.indexOf('</head>'));

  it('首屏写在 React 根元素之前，入口样式内联，不再链接', () => {
    expect(html).toContain(`${shell}<div id="root"></div>`);
    expect(head).toContain('<style>.page-banner{color:#fff}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('脚本不在 <head> 里加载和运行，而由首屏画出后的启动脚本取、再运行入口', () => {
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    // The banner image, which the first screen shows, is still fetched at once.
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/seed/header-home.webp">');
    expect(head).toContain('<script>window.__BLOG_BOOT__=');
    const gate = gateScript(html);
    expect(gate).toContain('import("/assets/index-a1.js")');
    expect(gate).toContain('["/assets/vendor-react-b2.js","/assets/HomePage-d4.js"]');
    expect(gate).toContain('["/assets/HomePage-f6.css"]');
    expect(gate).toContain('i.src="/uploads/seed/header-home.webp"');
    expect(gate).toContain(`setTimeout(start,${FIRST_SCREEN_WAIT_MS})`);
    expect(html.indexOf(gate)).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
  });

  it('启动脚本里的地址不能提前结束 <script>', () => {
    const evil = renderIndexHtml(TEMPLATE, null, { scripts: ['/assets/a.js</script><script>alert(1)//'], styles: [], image: '/x.webp' }, { shell });
    const gate = gateScript(evil);
    expect(gate).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//');
    expect(evil.match(/<script>alert\(1\)/)).toBeNull();
  });

  it('内联样式里的 </style> 不会提前结束 <style>', () => {
    const css = new Map([['/assets/index-c3.css', '.a::after{content:"</style><script>alert(1)</script>"}']]);
    const page = renderIndexHtml(TEMPLATE, null, { scripts: [], styles: [] }, { inlineStyles: css });
    expect(page).toContain('<style>.a::after{content:"<\\/style><script>alert(1)</script>"}</style>');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
  });

  it('没有首屏的路由照旧：入口脚本和预加载留在 <head>', () => {
    const page = renderIndexHtml(TEMPLATE, boot('博客'), { scripts: ['/assets/Talk-x.js'], styles: [] }, { inlineStyles: styles });
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-react-b2.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/Talk-x.js">');
    expect(gateScript(page)).toBe('');
    expect(page).toContain('<body><noscript>需要 JavaScript</noscript><div id="root"></div></body>');
  });
});

describe('应用根（AppRoot）', () => {
  // Vite may name the app root's chunk after any module merged into it ("paths" here).
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_vendor-react-b2.js'], dynamicImports: ['_paths-r1.js'], css: ['assets/index-c3.css'] },
    '_vendor-react-b2.js': { file: 'assets/vendor-react-b2.js' },
    '_vendor-antd-x1.js': { file: 'assets/vendor-antd-x1.js' },
    '_paths-r1.js': { file: 'assets/paths-r1.js', name: 'paths', isDynamicEntry: true, imports: ['_vendor-react-b2.js', '_vendor-antd-x1.js', 'index.html'], css: ['assets/paths-r2.css'] },
  };

  it('每个页面都预加载入口随后动态导入的应用根及其样式，包括没有路由计划的页面', () => {
    for (const pathname of ['/home', '/message/list']) {
      const hints = pageHints(manifest, routePlanFor(pathname), boot('博客').pageHeaders);
      expect(hints.scripts).toEqual(['/assets/paths-r1.js', '/assets/vendor-antd-x1.js']);
      expect(hints.styles).toEqual(['/assets/paths-r2.css']);
    }
  });
});
