import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SiteBoot, SiteConfig } from '@blog/contract';
import { escapeHtml, jsonForInlineScript, renderIndexHtml } from '../src/platform/bootHtml';
import { pageHints, ROUTE_PLANS, routePlanFor, type BuildManifest } from '../src/platform/bootRoutes';

const TEMPLATE = '<!doctype html><html><head><title>个人博客</title><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';

function boot(blogName: string): SiteBoot {
  const config = { blog_name: blogName, personal_say: '你好' } as SiteConfig;
  return { config, pageHeaders: [{ id: 1, route_name: 'Home', bg_url: '/uploads/首页 背景.webp' }] };
}

/** The shape Vite writes: an entry, its vendor chunk, route chunks and a dynamic entry listed by chunk name. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_vendor-react-b2.js'], css: ['assets/index-c3.css'] },
  '_vendor-react-b2.js': { file: 'assets/vendor-react-b2.js' },
  'src/features/article/pages/HomePage.tsx': {
    file: 'assets/HomePage-d4.js',
    src: 'src/features/article/pages/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-react-b2.js', 'index.html', '_PageBanner-e5.js'],
    css: ['assets/HomePage-f6.css'],
  },
  '_PageBanner-e5.js': { file: 'assets/PageBanner-e5.js', imports: ['_vendor-react-b2.js'], css: ['assets/PageBanner-g7.css'] },
  '_ArticleDetailPage-h8.js': { file: 'assets/ArticleDetailPage-h8.js', name: 'ArticleDetailPage', isDynamicEntry: true, imports: ['_PageBanner-e5.js'] },
  'src/features/article/components/ArticleReader.tsx': {
    file: 'assets/ArticleReader-i9.js',
    src: 'src/features/article/components/ArticleReader.tsx',
    isDynamicEntry: true,
    imports: ['_ArticleDetailPage-h8.js'],
  },
};

describe('index.html 写入站点数据', () => {
  it('内联脚本里的 JSON 不会提前结束 <script>', () => {
    const json = jsonForInlineScript({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: '&' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: '&' });
  });

  it('转义 HTML 特殊字符', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('在 </head> 前写入启动数据和预加载，标题换成博客名称', () => {
    const html = renderIndexHtml(TEMPLATE, boot('我的<博客>'), { scripts: ['/assets/HomePage-d4.js'], styles: ['/assets/HomePage-f6.css'], image: '/uploads/a.webp' });
    expect(html).toContain('<title>我的&lt;博客&gt;</title>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script>window.__BLOG_BOOT__={"config":{"blog_name":"我的\\u003c博客\\u003e"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-d4.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-f6.css">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/a.webp">');
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('页面自己的标题和头信息写在 <title> 处，先于内联样式', () => {
    const template = TEMPLATE.replace('</title>', '</title><link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    const html = renderIndexHtml(template, boot('博客'), { scripts: [], styles: [] }, {
      title: '时间轴 - 博客',
      head: '<meta name="description" content="d">',
      inlineStyles: new Map([['/assets/index-c3.css', 'body{}']]),
    });
    expect(html).toContain('<title>时间轴 - 博客</title><meta name="description" content="d"><style>body{}</style>');
    // A template without a <title> still gets the tags, in <head>.
    const bare = renderIndexHtml('<html><head></head><body></body></html>', null, { scripts: [], styles: [] }, { head: '<meta name="robots" content="noindex">' });
    expect(bare).toBe('<html><head><meta name="robots" content="noindex"></head><body></body></html>');
  });

  it('没有数据时原样返回页面', () => {
    expect(renderIndexHtml(TEMPLATE, null, { scripts: [], styles: [] })).toBe(TEMPLATE);
  });
});

describe('按路由预加载', () => {
  it('/ 和 /home 预加载首页的代码块、样式和背景图，不重复 index.html 已加载的', () => {
    for (const pathname of ['/', '/home', '/home/']) {
      const hints = pageHints(MANIFEST, routePlanFor(pathname), boot('博客').pageHeaders);
      expect(hints.scripts).toEqual(['/assets/HomePage-d4.js', '/assets/PageBanner-e5.js']);
      expect(hints.styles).toEqual(['/assets/HomePage-f6.css', '/assets/PageBanner-g7.css']);
      expect(hints.image).toBe('/uploads/%E9%A6%96%E9%A1%B5%20%E8%83%8C%E6%99%AF.webp');
    }
  });

  it('以代码块名登记的动态入口也能找到', () => {
    const hints = pageHints(MANIFEST, routePlanFor('/article'), []);
    // The reader (md-editor-rt) too: scripts start after the first screen has painted, and every article needs it.
    expect(hints.scripts).toEqual(['/assets/ArticleDetailPage-h8.js', '/assets/PageBanner-e5.js', '/assets/ArticleReader-i9.js']);
    expect(hints.image).toBeUndefined();
  });

  it('其他路径或没有构建清单时不预加载代码', () => {
    expect(pageHints(MANIFEST, routePlanFor('/message/list'), boot('博客').pageHeaders)).toEqual({ scripts: [], styles: [] });
    expect(pageHints(null, routePlanFor('/home'), boot('博客').pageHeaders)).toEqual({ scripts: [], styles: [], image: '/uploads/%E9%A6%96%E9%A1%B5%20%E8%83%8C%E6%99%AF.webp' });
  });
});

describe('路由表', () => {
  it('列出的页面模块都在 web/src 里（改名时这里会提醒）', () => {
    const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
    for (const plan of Object.values(ROUTE_PLANS)) {
      for (const module of plan.modules) expect(existsSync(path.join(webDir, module)), module).toBe(true);
    }
  });
});
