import { beforeAll, expect, it } from 'vitest';
import { PERMALINK_PRESETS, type ApiEnvelope, type ArticleDetail, type MarkdownImportReport, type PortabilityJob, type RedirectRule } from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { get, resultOf } from './helpers/http';
import { zipOf, type ArchiveFiles } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';
import { useWebDist } from './helpers/webDist';

/**
 * A blog moved in keeps its addresses: the console's import computes each post's old address from
 * the old generator's permalink rule and its front matter, and every one answers 301 to the post.
 */

const IMPORT_PATH = '/api/portability/admin/markdown/import';

/** Hexo: `:title` is the file's path under _posts (or its slug), dates as written (China time). */
const HEXO: ArchiveFiles = {
  'source/_posts/AtomicLong原子类方法介绍.md': '---\ntitle: AtomicLong原子类方法介绍\ndate: 2021-01-21 10:00:00\ncategories: Java\n---\n正文一\n',
  'source/_posts/java/并发笔记.md': '---\ntitle: 并发笔记\ndate: 2020-12-31 23:30:00\nslug: concurrency-notes\ncategories: [Java, 并发]\n---\n正文二\n',
  'source/_posts/about.md': '---\ntitle: 关于 Hexo\ndate: 2020-06-01 09:00:00\npermalink: about-hexo/\n---\n正文三\n',
};
const HEXO_OLD: Array<[string, string]> = [
  ['/2021/01/21/AtomicLong原子类方法介绍/', 'AtomicLong原子类方法介绍'],
  ['/2020/12/31/concurrency-notes/', '并发笔记'],
  ['/about-hexo/', '关于 Hexo'],
];

/** Hugo with `posts = "/:year/:month/:slug/"`: slug from the front matter or the title; url and aliases too. */
const HUGO: ArchiveFiles = {
  'content/posts/first.md': '+++\ntitle = "Hello Hugo 世界"\ndate = 2022-03-04T10:00:00+08:00\nslug = "hello-hugo"\naliases = ["/old/hello/"]\n+++\n正文\n',
  'content/posts/second.md': '---\ntitle: Second Post\ndate: 2022-05-06\n---\n正文\n',
  'content/posts/third.md': '---\ntitle: Third Hugo Page\ndate: 2022-07-08\nurl: /custom/third-page/\n---\n正文\n',
};
const HUGO_OLD: Array<[string, string]> = [
  ['/2022/03/hello-hugo/', 'Hello Hugo 世界'],
  ['/old/hello', 'Hello Hugo 世界'],
  ['/2022/05/second-post/', 'Second Post'],
  ['/custom/third-page/', 'Third Hugo Page'],
];

/** Jekyll's default `date` style: categories lower-cased, the file name without its date, .html. */
const JEKYLL: ArchiveFiles = {
  '_posts/2019-07-08-jekyll-hello.md': '---\ntitle: Jekyll Hello\ncategories: [Tech, Notes]\n---\n正文\n',
  '_posts/2019-08-09-no-category.md': '---\ntitle: 没有分类的 Jekyll 文章\n---\n正文\n',
  '_posts/2019-09-10-custom.md': '---\ntitle: Jekyll Custom\npermalink: /:year/custom-:title/\n---\n正文\n',
};
const JEKYLL_OLD: Array<[string, string]> = [
  ['/tech/notes/2019/07/08/jekyll-hello.html', 'Jekyll Hello'],
  ['/2019/08/09/no-category.html', '没有分类的 Jekyll 文章'],
  ['/2019/custom-custom/', 'Jekyll Custom'],
];

describeEachEngine('Markdown 导入：旧地址 301 到新文章', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'mdlinks');
  });

  async function importZip(files: ArchiveFiles, fields: Record<string, string>): Promise<MarkdownImportReport> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ onDuplicate: 'skip', ...fields })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(zipOf(files))], { type: 'application/zip' }), 'blog.zip');
    const response = await fetch(`${server.baseUrl}${IMPORT_PATH}`, { method: 'POST', headers: bearer(accounts.adminToken), body: form });
    const started = (await response.json()) as ApiEnvelope<PortabilityJob<MarkdownImportReport>>;
    expect(started.code).toBe(0);
    for (;;) {
      const job = resultOf(await get<PortabilityJob<MarkdownImportReport>>(server, `/api/portability/admin/jobs/${started.result.id}`, { headers: bearer(accounts.adminToken) }));
      if (job.state === 'done') return job.report!;
      if (job.state === 'failed') throw new Error(job.error ?? '导入失败');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Types the old address in the bar (raw Chinese, as a browser sends it percent-encoded): where it lands. */
  async function landing(oldPath: string): Promise<{ status: number; title: string | null }> {
    const response = await fetch(`${server.baseUrl}${encodeURI(oldPath)}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    const location = response.headers.get('location');
    if (!location?.startsWith('/post/')) return { status: response.status, title: null };
    const slug = decodeURIComponent(location.slice('/post/'.length));
    const article = await get<ArticleDetail>(server, `/api/article/getArticleBySlug/${encodeURIComponent(slug)}`);
    return { status: response.status, title: article.body.result?.article_title ?? null };
  }

  it('Hexo（默认规则）：预览列出「旧地址 → 新地址」且不写入；导入后每个旧地址 301 到对应文章', async () => {
    const preview = await importZip(HEXO, { dryRun: 'true' });
    expect(preview.permalink).toEqual({ style: 'hexo', pattern: PERMALINK_PRESETS.hexo.pattern });
    const planned = preview.items.map((item) => [item.title, item.oldAddresses, item.address]);
    expect(planned).toEqual(
      expect.arrayContaining([
        ['AtomicLong原子类方法介绍', ['/2021/01/21/AtomicLong原子类方法介绍'], '/post/atomiclong原子类方法介绍'],
        ['并发笔记', ['/2020/12/31/concurrency-notes'], '/post/concurrency-notes'],
        ['关于 Hexo', ['/about-hexo'], '/post/about-hexo'],
      ]),
    );
    expect(preview.redirects).toBe(3);
    expect(await server.db.kysely.selectFrom('redirect').select('id').execute()).toEqual([]);
    expect((await landing(HEXO_OLD[0]![0])).status).toBe(404);

    const report = await importZip(HEXO, { dryRun: 'false' });
    expect(report).toMatchObject({ created: 3, redirects: 3 });
    for (const [old, title] of HEXO_OLD) expect({ old, ...(await landing(old)) }).toEqual({ old, status: 301, title });
    // Typed without its trailing slash, or percent-encoded by hand: the same address.
    expect(await landing('/2021/01/21/AtomicLong原子类方法介绍')).toEqual({ status: 301, title: 'AtomicLong原子类方法介绍' });
    // The rules are listed on the 重定向 screen as the import's.
    const rules = resultOf(await get<{ list: RedirectRule[] }>(server, '/api/redirect/admin/test?path=/about-hexo/', { headers: bearer(accounts.adminToken) }));
    expect(rules).toMatchObject({ kind: 'rule', status: 301 });
  });

  it('Hexo 的其他规则：:category/:post_title 与头部字段（:abbrlink）', async () => {
    const files: ArchiveFiles = {
      'source/_posts/x.md': '---\ntitle: Spring Boot 配置\ndate: 2021-02-03 04:05:06\ncategories: [后端, Spring]\nabbrlink: 3f2a9c\n---\n正文\n',
    };
    const report = await importZip(files, { dryRun: 'false', permalinkStyle: 'hexo', permalinkPattern: ':category/:post_title/:abbrlink.html' });
    expect(report.items[0]!.oldAddresses).toEqual(['/后端/Spring/spring-boot-配置/3f2a9c.html']);
    expect(await landing('/后端/Spring/spring-boot-配置/3f2a9c.html')).toEqual({ status: 301, title: 'Spring Boot 配置' });
  });

  it('Hugo（/:year/:month/:slug/）：slug、标题、url 和 aliases 都跳到对应文章', async () => {
    const report = await importZip(HUGO, { dryRun: 'false', permalinkStyle: 'hugo', permalinkPattern: '/:year/:month/:slug/' });
    expect(report).toMatchObject({ created: 3, redirects: 4 });
    for (const [old, title] of HUGO_OLD) expect({ old, ...(await landing(old)) }).toEqual({ old, status: 301, title });
  });

  it('Jekyll（默认 /:categories/:year/:month/:day/:title.html）：分类、文件名里的日期和头部 permalink', async () => {
    const report = await importZip(JEKYLL, { dryRun: 'false', permalinkStyle: 'jekyll' });
    expect(report.permalink.pattern).toBe(PERMALINK_PRESETS.jekyll.pattern);
    for (const [old, title] of JEKYLL_OLD) expect({ old, ...(await landing(old)) }).toEqual({ old, status: 301, title });
  });

  it('旧地址是本站地址或规则缺值时说明原因，不建立跳转；不合理的规则在开始前被拒绝', async () => {
    const report = await importZip(
      {
        'source/_posts/archives.md': '---\ntitle: 叫 archives 的文章\ndate: 2021-05-05\npermalink: archives/\n---\n正文\n',
        'source/_posts/nodate.md': '---\ntitle: 没有日期的文章\n---\n正文\n',
      },
      { dryRun: 'false' },
    );
    const warnings = Object.fromEntries(report.items.map((item) => [item.title, item.warnings.join('；')]));
    expect(warnings['叫 archives 的文章']).toContain('本站已有的页面');
    expect(warnings['没有日期的文章']).toContain(':year');
    expect((await landing('/archives/')).status).toBe(200);

    const form = new FormData();
    form.append('permalinkPattern', ':year/:month/');
    form.append('file', new Blob([new Uint8Array(zipOf({ 'a.md': '# a\n' }))], { type: 'application/zip' }), 'a.zip');
    const refused = await fetch(`${server.baseUrl}${IMPORT_PATH}`, { method: 'POST', headers: bearer(accounts.adminToken), body: form });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ApiEnvelope<null>).message).toContain('至少要有一个');
  });
});
