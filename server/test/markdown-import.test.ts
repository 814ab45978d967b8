import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, ARTICLE_TYPE, type MarkdownImportReport } from '@blog/contract';
import { createSearchRepo } from '../src/modules/search/repo';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { runImport, tinyPng, type ArchiveFiles, type ImportRun } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';

/** The Markdown import's core (DESIGN.md §10), as the console and the command line run it. */

/** The warnings about images and the rest, apart from those about old addresses (markdown-import-permalinks.test.ts). */
const splitAddressWarnings = (warnings: string[]) => [warnings.filter((w) => !w.startsWith('旧地址')), warnings.filter((w) => w.startsWith('旧地址'))];

describeEachEngine('Markdown 导入', (engine) => {
  const server = useTestServer(engine);
  let authorId: number;

  beforeAll(async () => {
    authorId = await fixtures(server.db).user('md_author');
  });

  const run = (files: ArchiveFiles, options?: ImportRun) => runImport(server.db, server.config.dataDir, authorId, files, options);

  /** The article as stored, with its category's name and its tags' names (sorted). */
  async function article(title: string) {
    const k = server.db.kysely;
    const row = await k
      .selectFrom('article')
      .leftJoin('category', 'category.id', 'article.category_id')
      .select(['article.id', 'article.title', 'article.content', 'article.description', 'article.cover', 'article.status', 'article.type', 'article.origin_url', 'article.is_top', 'article.top_order', 'article.created_at', 'article.updated_at', 'article.author_id', 'category.category_name'])
      .where('article.title', '=', title)
      .executeTakeFirst();
    if (!row) return undefined;
    const tags = await k.selectFrom('article_tag').innerJoin('tag', 'tag.id', 'article_tag.tag_id').select('tag.tag_name').where('article_tag.article_id', '=', row.id).execute();
    return { ...row, tags: tags.map((t) => t.tag_name).sort() };
  }

  const itemOf = (report: MarkdownImportReport, file: string) => report.items.find((item) => item.file === file);

  async function counts() {
    const k = server.db.kysely;
    const count = async (table: 'article' | 'category' | 'tag' | 'article_tag') => Number((await k.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const dir = path.join(server.config.dataDir, 'uploads', 'img');
    return { article: await count('article'), category: await count('category'), tag: await count('tag'), article_tag: await count('article_tag'), images: existsSync(dir) ? readdirSync(dir).length : 0 };
  }

  it('Hexo：嵌套分类取第一条路径的末级，其余写进提醒；permalink 是旧地址（跳转到新地址）；日期按东八区', async () => {
    const report = await run({
      'source/_posts/hexo-post.md': '---\ntitle: Hexo 嵌套分类\ndate: 2021-03-04 10:20:30\nupdated: 2021-03-05 08:00:00\ncategories:\n  - [编程, 前端]\n  - 生活\ntags: [JavaScript, 随笔]\npermalink: hexo/nested/\n---\n正文第一段。\n',
      'hexo-mixed.md': '---\ntitle: Hexo 混合写法\ncategories: [[工具, 编辑器], 读书]\ntags: 单个标签\n---\n内容\n',
    });
    expect(report.created).toBe(2);
    const row = await article('Hexo 嵌套分类');
    expect(row).toMatchObject({ category_name: '前端', tags: ['JavaScript', '随笔'], status: ARTICLE_STATUS.public, created_at: '2021-03-04T02:20:30.000Z', updated_at: '2021-03-05T00:00:00.000Z', author_id: authorId, content: '正文第一段。', description: '正文第一段。' });
    const warnings = itemOf(report, 'source/_posts/hexo-post.md')!.warnings;
    expect(warnings).toContain('本站每篇文章只有一个分类，取「前端」；未使用：「编程」、「生活」');
    expect(itemOf(report, 'source/_posts/hexo-post.md')).toMatchObject({ oldAddresses: ['/hexo/nested'], address: '/post/nested' });
    expect(await article('Hexo 混合写法')).toMatchObject({ category_name: '编辑器', tags: ['单个标签'] });
    // Searchable right after the import (the bigram index follows every insert): two characters and more.
    for (const term of ['第一', '正文第一段', '嵌套']) {
      expect((await createSearchRepo(server.db).search(term, 50)).map((hit) => hit.title)).toContain('Hexo 嵌套分类');
    }
  });

  it('Hugo：TOML 头部，lastmod 是更新时间，draft = true 成为草稿', async () => {
    const report = await run({
      'content/posts/hugo.md': '+++\ntitle = "Hugo 的文章"\ndate = 2022-06-01T09:30:00+08:00\nlastmod = 2022-06-02T12:00:00Z\ndraft = true\ncategories = ["后端"]\ntags = ["Go", "Hugo"]\nsummary = "Hugo 摘要"\n+++\n\nHugo 正文\n',
      'content/_index.md': '+++\ntitle = "栏目"\n+++\n',
    });
    expect(report.created).toBe(1);
    expect(await article('Hugo 的文章')).toMatchObject({ status: ARTICLE_STATUS.draft, created_at: '2022-06-01T01:30:00.000Z', updated_at: '2022-06-02T12:00:00.000Z', category_name: '后端', tags: ['Go', 'Hugo'], description: 'Hugo 摘要', content: 'Hugo 正文' });
    expect(itemOf(report, 'content/_index.md')).toMatchObject({ action: 'skip' });
  });

  it('Jekyll：空格分隔的标签、excerpt 作描述；没有标题和日期时取文件名里的', async () => {
    const report = await run({
      '_posts/2020-02-03-jekyll-post.md': '---\nlayout: post\ntitle: Jekyll 的文章\ncategory: 随想\ntags: ruby static-site 博客\nexcerpt: 这是 Jekyll 摘要\n---\nJekyll 正文\n',
      '_posts/2019-12-31-year-end-notes.md': '---\nlayout: post\ncategories: 年终\n---\n总结\n',
    });
    expect(report.created).toBe(2);
    expect(await article('Jekyll 的文章')).toMatchObject({ tags: ['ruby', 'static-site', '博客'], description: '这是 Jekyll 摘要', category_name: '随想', created_at: '2020-02-02T16:00:00.000Z' });
    expect(await article('year end notes')).toMatchObject({ category_name: '年终', created_at: '2019-12-30T16:00:00.000Z' });
  });

  it('Halo 导出：url 是旧地址（跳转到新地址），分类标签列表照常导入', async () => {
    const report = await run({
      'halo/halo-post.md': '---\ntitle: Halo 的文章\ndate: 2023-07-08 09:10:11\nupdated: 2023-07-09 10:00:00\nurl: /archives/halo-post\ncategories:\n- 笔记\ntags:\n- Java\n- Halo\n---\n\nHalo 正文\n',
    });
    expect(report.created).toBe(1);
    expect(await article('Halo 的文章')).toMatchObject({ category_name: '笔记', tags: ['Halo', 'Java'], created_at: '2023-07-08T01:10:11.000Z', updated_at: '2023-07-09T02:00:00.000Z' });
    expect(report.items[0]).toMatchObject({ oldAddresses: ['/archives/halo-post'], address: '/post/halo-post' });
  });

  it('没有头部：第一个 # 标题作标题并从正文去掉；没有标题时用文件名；没有分类的放入「未分类」', async () => {
    const report = await run({ 'notes/有标题.md': '# 从标题来的\n\n第一段\n\n## 小节\n', 'notes/只有正文.markdown': '只有正文，没有标题。\n' }, { asFolder: true });
    expect(report.created).toBe(2);
    expect(await article('从标题来的')).toMatchObject({ content: '第一段\n\n## 小节', category_name: '未分类' });
    expect(await article('只有正文')).toMatchObject({ content: '只有正文，没有标题。' });
    expect(itemOf(report, 'notes/有标题.md')!.warnings).toContain('文件没有分类，放入「未分类」');
  });

  it('本地图片（同目录、子目录、<img>、Hexo asset_img、封面）上传并改写链接；远程图片不变；缺少的图片只是提醒', async () => {
    const [a, b, c] = await Promise.all([tinyPng(1), tinyPng(2), tinyPng(3)]);
    // An image this site already has: a link to it works as written (one it lacks is a warning).
    const ownUploads = path.join(server.config.dataDir, 'uploads', 'img');
    mkdirSync(ownUploads, { recursive: true });
    writeFileSync(path.join(ownUploads, 'kept.webp'), a);
    const body = [
      '同目录 ![a](a.png)',
      '子目录 ![b](./img/b.png "标题")',
      '<img src="img/b.png" width="100">',
      '{% asset_img c.png 资源 %}',
      '远程 ![r](https://example.com/r.png) 和 ![p](//cdn.example.com/p.png)',
      '缺少 ![m](img/missing.png)',
      '本站的 ![own](/uploads/img/kept.webp)',
      '```\n![代码里](a.png)\n```',
    ].join('\n\n');
    const report = await run({ 'posts/pics.md': `---\ntitle: 图片文章\ncategories: 图\ncover: img/b.png\n---\n${body}\n`, 'posts/a.png': a, 'posts/img/b.png': b, 'posts/pics/c.png': c, 'posts/unused.txt': 'x' });
    expect(report.created).toBe(1);
    expect(report.images).toBe(3);
    expect(report.ignored).toBe(1);
    const row = (await article('图片文章'))!;
    const uploaded = [...row.content.matchAll(/\/uploads\/img\/([0-9a-f]{64})\.webp/g)].map((m) => m[1]);
    expect(new Set(uploaded).size).toBe(3);
    for (const hash of uploaded) expect(existsSync(path.join(server.config.dataDir, 'uploads', 'img', `${hash}.webp`))).toBe(true);
    expect(row.content).toMatch(/^同目录 !\[a\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)/);
    expect(row.content).toMatch(/子目录 !\[b\]\(\/uploads\/img\/[0-9a-f]{64}\.webp "标题"\)/);
    expect(row.content).toMatch(/<img src="\/uploads\/img\/[0-9a-f]{64}\.webp" width="100">/);
    expect(row.content).toMatch(/!\[资源\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)/);
    expect(row.content).toContain('远程 ![r](https://example.com/r.png) 和 ![p](//cdn.example.com/p.png)');
    expect(row.content).toContain('缺少 ![m](img/missing.png)');
    expect(row.content).toContain('本站的 ![own](/uploads/img/kept.webp)');
    expect(row.content).toContain('```\n![代码里](a.png)\n```');
    expect(row.cover).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);
    // Without a date, Hexo's default rule gives no old address: said once, apart from the images.
    const [imageWarnings, addressWarnings] = splitAddressWarnings(itemOf(report, 'posts/pics.md')!.warnings);
    expect(imageWarnings).toEqual(['找不到图片「img/missing.png」，链接保持原样']);
    expect(addressWarnings).toHaveLength(1);
  });

  it('文件夹导入：指向文件夹之外的图片不读取，只提醒', async () => {
    const report = await run({ 'inner/escape.md': '---\ntitle: 越界图片\ncategories: 安全\n---\n![x](../../../etc/hostname)\n' }, { asFolder: true });
    expect(report.images).toBe(0);
    expect(splitAddressWarnings(itemOf(report, 'inner/escape.md')!.warnings)[0]).toEqual(['图片「../../../etc/hostname」指向导入目录之外，未导入，链接保持原样']);
    expect((await article('越界图片'))!.content).toBe('![x](../../../etc/hostname)');
  });

  it('头部写错、日期不对、分类格式不认识：跳过并指出文件和行，其他文件照常导入', async () => {
    const before = await counts();
    const report = await run({
      'bad/yaml.md': '---\ntitle: 坏 YAML\ntags: [a, b\ncategories: x\n---\n正文\n',
      'bad/date.md': '---\ntitle: 坏日期\ncategories: 新分类不该出现\ndate: 2023-02-30 10:00:00\n---\n正文\n',
      'bad/toml.md': '+++\ntitle = "坏 TOML"\ndate = \n+++\n正文\n',
      'bad/category.md': '---\ntitle: 坏分类\ncategories:\n  - a: 1\n---\n正文\n',
      'bad/long.md': `---\ntitle: ${'长'.repeat(256)}\n---\n正文\n`,
      'bad/empty.md': '\n\n',
      'good.md': '---\ntitle: 好文件\ncategories: 好\n---\n正文\n',
    });
    expect(report.created).toBe(1);
    const reasons = Object.fromEntries(report.skipped.map((s) => [s.file, s]));
    expect(reasons['bad/yaml.md']).toMatchObject({ line: expect.any(Number) });
    expect(reasons['bad/yaml.md']!.reason).toMatch(/^第 \d+ 行：YAML 头部格式错误/);
    expect(reasons['bad/date.md']).toEqual({ file: 'bad/date.md', line: 4, reason: expect.stringContaining('第 4 行：发布日期「2023-02-30 10:00:00」不是有效的日期') });
    expect(reasons['bad/toml.md']).toMatchObject({ line: 3, reason: expect.stringContaining('TOML 头部格式错误') });
    expect(reasons['bad/category.md']).toMatchObject({ line: 3, reason: expect.stringContaining('分类的格式无法识别') });
    expect(reasons['bad/long.md']!.reason).toContain('标题不能超过 255 个字');
    expect(reasons['bad/empty.md']!.reason).toBe('文件没有标题也没有正文');
    const after = await counts();
    expect(after).toMatchObject({ article: before.article + 1, category: before.category + 1 });
    expect(await server.db.kysely.selectFrom('category').select('id').where('category_name', '=', '新分类不该出现').executeTakeFirst()).toBeUndefined();
  });

  it('同名文章：选择跳过时不动已有文章；选择更新时改写同一篇（同一次导入里的重名也一样）', async () => {
    const first = await run({ 'dup.md': '---\ntitle: 重名文章\ncategories: 旧\ntags: [旧标签]\ndate: 2020-01-01\n---\n旧正文\n' });
    expect(first.created).toBe(1);
    const original = (await article('重名文章'))!;

    const skipped = await run({ 'dup.md': '---\ntitle: 重名文章\ncategories: 新\n---\n新正文\n', 'again/dup.md': '---\ntitle: 另一篇\ncategories: 新\n---\nA\n', 'again/dup2.md': '---\ntitle: 另一篇\ncategories: 新\n---\nB\n' });
    expect(skipped).toMatchObject({ created: 1, updated: 0 });
    expect(itemOf(skipped, 'dup.md')).toMatchObject({ action: 'skip', reason: '网站里已有同名文章（选择了跳过同名文章）' });
    expect(itemOf(skipped, 'again/dup2.md')).toMatchObject({ action: 'skip', reason: '本次导入中已有同名文章（选择了跳过同名文章）' });
    expect(await article('重名文章')).toEqual(original);
    expect((await article('另一篇'))!.content).toBe('A');

    const updated = await run({ 'dup.md': '---\ntitle: 重名文章\ncategories: 新\ntags: [新标签]\ndate: 2020-01-01\nupdated: 2020-02-01\n---\n新正文\n' }, { onDuplicate: 'update' });
    expect(updated).toMatchObject({ created: 0, updated: 1 });
    expect(await article('重名文章')).toMatchObject({ id: original.id, content: '新正文', category_name: '新', tags: ['新标签'], created_at: '2019-12-31T16:00:00.000Z', updated_at: '2020-01-31T16:00:00.000Z' });
  });

  it('预览：报告和正式导入一样，但不写入任何内容、不上传图片', async () => {
    await run({ 'exists.md': '---\ntitle: 预览前已有\ncategories: 预览\n---\n原文\n' });
    const before = await counts();
    const files: ArchiveFiles = {
      'p/new.md': `---\ntitle: 预览新文章\ncategories: 预览新分类\ntags: [预览新标签]\n---\n![x](x.png)\n`,
      'p/x.png': await tinyPng(9),
      'p/exists.md': '---\ntitle: 预览前已有\ncategories: 预览\n---\n改过\n',
      'p/bad.md': '---\ndate: nope\n---\n',
    };
    const preview = await run(files, { dryRun: true, onDuplicate: 'update' });
    expect(preview).toMatchObject({ dryRun: true, created: 1, updated: 1, images: 1 });
    expect(preview.items.map((item) => [item.file, item.action])).toEqual([
      ['p/bad.md', 'skip'],
      ['p/exists.md', 'update'],
      ['p/new.md', 'create'],
    ]);
    expect(await counts()).toEqual(before);
    expect(await article('预览新文章')).toBeUndefined();
    expect((await article('预览前已有'))!.content).toBe('原文');
  });

  it('本站导出的格式原样导回：标题、正文、分类、标签、日期、状态、类型、原文链接、置顶、封面、描述', async () => {
    const [cover, inline] = await Promise.all([tinyPng(20), tinyPng(21)]);
    const exported = [
      '---',
      'title: "导出的文章：带冒号"',
      'date: 2024-05-01T10:00:00.000Z',
      'updated: 2024-05-02T08:00:00.000Z',
      'categories:',
      '  - 技术',
      'tags:',
      '  - TypeScript',
      '  - 随笔',
      'cover: images/abc.webp',
      'description: "摘要"',
      'status: private',
      'draft: false',
      'type: reprint',
      'origin_url: "https://example.com/source"',
      'top: true',
      'top_order: 3',
      '---',
      'body with ![x](images/def.webp)',
    ].join('\n');
    const webp = async (png: Buffer) => (await import('sharp')).default(png).webp().toBuffer();
    const report = await run({ 'export/导出的文章.md': exported, 'export/images/abc.webp': await webp(cover), 'export/images/def.webp': await webp(inline), 'export/draft.md': '---\ntitle: "导出的草稿"\ndate: 2024-01-01T00:00:00.000Z\ncategories: []\ntags: []\nstatus: draft\ndraft: true\ntype: original\norigin_url: ""\ntop: false\ntop_order: 0\n---\n' });
    expect(report.skipped).toEqual([]);
    expect(await article('导出的文章：带冒号')).toMatchObject({
      content: expect.stringMatching(/^body with !\[x\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)$/),
      cover: expect.stringMatching(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/),
      description: '摘要',
      category_name: '技术',
      tags: ['TypeScript', '随笔'],
      status: ARTICLE_STATUS.private,
      type: ARTICLE_TYPE.reprint,
      origin_url: 'https://example.com/source',
      is_top: 1,
      top_order: 3,
      created_at: '2024-05-01T10:00:00.000Z',
      updated_at: '2024-05-02T08:00:00.000Z',
    });
    expect(await article('导出的草稿')).toMatchObject({ status: ARTICLE_STATUS.draft, category_name: null, content: '', is_top: 2, top_order: 0, type: ARTICLE_TYPE.original, origin_url: null });
  });
});
