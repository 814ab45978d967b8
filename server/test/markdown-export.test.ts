import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS, MARKDOWN_EXPORT_MESSAGES, MARKDOWN_EXPORT_REPORT_FILE, type MarkdownExportPreview } from '@blog/contract';
import { ExportCommandError, parseExportArgs, runExportCommand } from '../src/modules/portability/markdown/exportCommand';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fetchExport, splitMarkdown, unzip, type ExportAnswer } from './helpers/exportZip';
import { fixtures } from './helpers/factory';
import { get, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const EXPORT = '/api/portability/admin/markdown/export';
/** Bytes standing in for stored images: the export copies files, it never decodes them. */
const imageBytes = (name: string) => Buffer.from(`image bytes of ${name}`);

describeEachEngine('Markdown 导出', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};
  let all: ExportAnswer;

  const md = (answer: ExportAnswer, name: string) => {
    const bytes = answer.files?.get(name);
    if (!bytes) throw new Error(`压缩包里没有 ${name}，只有：${[...(answer.files?.keys() ?? [])].join('、')}`);
    return splitMarkdown(bytes.toString('utf8'));
  };
  const mdNames = (answer: ExportAnswer) => [...(answer.files?.keys() ?? [])].filter((name) => name.endsWith('.md')).sort();
  const preview = async (query: string) => resultOf(await get<MarkdownExportPreview>(server, `${EXPORT}/preview${query}`, { headers: bearer(accounts.adminToken) })).count;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'mdx');
    const f = fixtures(server.db);
    const k = server.db.kysely;
    const img = path.join(server.config.dataDir, 'uploads', 'img');
    await mkdir(img, { recursive: true });
    for (const name of ['cover1.webp', 'pic1.webp', 'pic2.webp', 'my photo.png']) await writeFile(path.join(img, name), imageBytes(name));
    // Another upload folder with a file of the same name as one in img/.
    await mkdir(path.join(server.config.dataDir, 'uploads', 'other'), { recursive: true });
    await writeFile(path.join(server.config.dataDir, 'uploads', 'other', 'pic1.webp'), imageBytes('other/pic1.webp'));

    ids.tech = await f.category('技术');
    ids.life = await f.category('生活');
    ids.ts = await f.tag('TypeScript');
    ids.essay = await f.tag('随笔');
    ids.unused = await f.tag('没人用的标签');

    ids.rich = await f.article({
      title: 'TypeScript 入门: 类型/接口*?',
      description: '摘要里有 "引号" 和: 冒号',
      cover: '/uploads/img/cover1.webp',
      content: [
        '# 正文',
        '',
        '![示意图](/uploads/img/pic1.webp "标题")',
        '',
        '<img alt="截图" src="/uploads/img/pic2.webp" width="300">',
        '',
        '![远程图](https://example.com/remote.png)',
        '',
        '![丢了的图](/uploads/img/gone.webp)',
        '',
        '![越界](/uploads/../secrets/jwt)',
        '',
        '![同名的另一张](/uploads/other/pic1.webp) ![带空格](/uploads/img/my%20photo.png)',
      ].join('\n'),
      categoryId: ids.tech,
      tagIds: [ids.ts, ids.essay],
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    await k
      .updateTable('article')
      .set({ updated_at: '2024-05-02T08:00:00.000Z', type: 2, origin_url: 'https://example.com/original', is_top: 1, top_order: 3 })
      .where('id', '=', ids.rich)
      .execute();
    ids.twinPublic = await f.article({ title: '同名文章', cover: 'https://example.com/cover.jpg', content: '同一张图再用一次：![再用](/uploads/img/pic1.webp)', createdAt: '2024-06-01T00:00:00.000Z' });
    // Titles are unique (migration 018); this one only makes the same file name ('?' cannot be in one).
    ids.twinPrivate = await f.article({ title: '同名文章?', status: ARTICLE_STATUS.private, cover: '', categoryId: ids.tech, createdAt: '2024-06-02T00:00:00.000Z' });
    ids.draft = await f.article({ title: '还没写完的草稿', status: ARTICLE_STATUS.draft, cover: '', categoryId: ids.life, tagIds: [ids.essay], createdAt: '2024-07-01T00:00:00.000Z' });
    ids.symbols = await f.article({ title: '???', cover: '', createdAt: '2024-07-02T00:00:00.000Z' });
    ids.device = await f.article({ title: 'CON', cover: '', createdAt: '2024-07-03T00:00:00.000Z' });
    ids.recycled = await f.article({ title: '回收站里的文章', cover: '', categoryId: ids.tech, tagIds: [ids.essay], createdAt: '2024-08-01T00:00:00.000Z' });
    await k.updateTable('article').set({ deleted_at: '2024-08-02T00:00:00.000Z' }).where('id', '=', ids.recycled).execute();

    all = await fetchExport(server, accounts.adminToken);
  });

  it('下载一个 zip：中文文件名，每篇文章一个安全且不重名的 .md，回收站里的不导出', () => {
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('application/zip');
    const disposition = all.headers.get('content-disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(disposition.startsWith('attachment;')).toBe(true);
    expect(decodeURIComponent(encoded)).toMatch(/^博客文章-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(mdNames(all)).toEqual(
      ['TypeScript 入门 类型 接口.md', '同名文章.md', '同名文章-2.md', '还没写完的草稿.md', `article-${ids.symbols}.md`, `article-${ids.device}.md`].sort(),
    );
    for (const name of mdNames(all)) expect(name).not.toMatch(/[/\\:*?"<>|]/);
  });

  it('front matter 的字段、顺序和值与文章一致', () => {
    const { front, frontText, body } = md(all, 'TypeScript 入门 类型 接口.md');
    expect(front).toEqual({
      title: 'TypeScript 入门: 类型/接口*?',
      date: '2024-05-01T10:00:00.000Z',
      updated: '2024-05-02T08:00:00.000Z',
      categories: ['技术'],
      tags: ['TypeScript', '随笔'],
      cover: 'images/cover1.webp',
      description: '摘要里有 "引号" 和: 冒号',
      status: 'public',
      draft: false,
      type: 'reprint',
      origin_url: 'https://example.com/original',
      top: true,
      top_order: 3,
    });
    expect(Object.keys(front)).toEqual(['title', 'date', 'updated', 'categories', 'tags', 'cover', 'description', 'status', 'draft', 'type', 'origin_url', 'top', 'top_order']);
    expect(frontText).toContain('title: "TypeScript 入门: 类型/接口*?"');
    expect(frontText).toContain('categories:\n  - 技术\ntags:\n  - TypeScript\n  - 随笔');
    expect(body.startsWith('# 正文')).toBe(true);

    const draft = md(all, '还没写完的草稿.md').front;
    expect({ status: draft.status, draft: draft.draft, categories: draft.categories, tags: draft.tags, top: draft.top }).toEqual({
      status: 'draft',
      draft: true,
      categories: ['生活'],
      tags: ['随笔'],
      top: false,
    });
    const twin = md(all, '同名文章.md').front;
    expect('categories' in twin).toBe(false);
    expect({ tags: twin.tags, cover: twin.cover, type: twin.type, origin_url: twin.origin_url }).toEqual({ tags: [], cover: 'https://example.com/cover.jpg', type: 'original', origin_url: '' });
    expect(md(all, '同名文章-2.md').front.status).toBe('private');
    expect(md(all, `article-${ids.symbols}.md`).front.title).toBe('???');
  });

  it('本站图片各放一份到 images/ 并改成相对地址；外站图片、找不到的文件和越界地址保持原样并写进报告', () => {
    const images = [...(all.files?.keys() ?? [])].filter((name) => name.startsWith('images/')).sort();
    expect(images).toEqual(['images/cover1.webp', 'images/my-photo.png', 'images/pic1-2.webp', 'images/pic1.webp', 'images/pic2.webp']);
    const source: Record<string, string> = { 'images/my-photo.png': 'my photo.png', 'images/pic1-2.webp': 'other/pic1.webp' };
    for (const name of images) expect(all.files?.get(name)).toEqual(imageBytes(source[name] ?? name.slice('images/'.length)));

    const { body } = md(all, 'TypeScript 入门 类型 接口.md');
    expect(body).toContain('![示意图](images/pic1.webp "标题")');
    expect(body).toContain('<img alt="截图" src="images/pic2.webp" width="300">');
    expect(body).toContain('![远程图](https://example.com/remote.png)');
    expect(body).toContain('![丢了的图](/uploads/img/gone.webp)');
    expect(body).toContain('![越界](/uploads/../secrets/jwt)');
    expect(body).toContain('![同名的另一张](images/pic1-2.webp) ![带空格](images/my-photo.png)');
    expect(md(all, '同名文章.md').body).toBe('同一张图再用一次：![再用](images/pic1.webp)');

    const report = all.files?.get(MARKDOWN_EXPORT_REPORT_FILE)?.toString('utf8') ?? '';
    expect(report).toContain('文章：6 篇');
    expect(report).toContain('图片：5 张');
    expect(report).toContain('缺失的图片：2 个');
    expect(report).toContain('/uploads/img/gone.webp（TypeScript 入门 类型 接口.md）');
    expect(report).toContain('/uploads/../secrets/jwt');
  });

  it('按分类、标签、状态筛选，可以组合；预览的数量与导出一致', async () => {
    const cases: Array<[string, string[]]> = [
      [`?categoryId=${ids.tech}`, ['TypeScript 入门 类型 接口.md', '同名文章.md']],
      [`?tagId=${ids.essay}`, ['TypeScript 入门 类型 接口.md', '还没写完的草稿.md']],
      ['?status=draft', ['还没写完的草稿.md']],
      [`?categoryId=${ids.tech}&status=private`, ['同名文章.md']],
      [`?categoryId=${ids.tech}&tagId=${ids.ts}&status=public`, ['TypeScript 入门 类型 接口.md']],
      ['?categoryId=&tagId=&status=', mdNames(all)],
    ];
    for (const [query, names] of cases) {
      const answer = await fetchExport(server, accounts.adminToken, query);
      expect({ query, names: mdNames(answer) }).toEqual({ query, names: [...names].sort() });
      expect({ query, count: await preview(query) }).toEqual({ query, count: names.length });
    }
    expect(await preview('')).toBe(6);
    // The category filter keeps only that category's image.
    const tech = await fetchExport(server, accounts.adminToken, `?categoryId=${ids.tech}&status=private`);
    expect([...(tech.files?.keys() ?? [])].filter((name) => name.startsWith('images/'))).toEqual([]);
  });

  it('没有符合条件的文章时拒绝，不给空压缩包；参数不对时 400 中文原因', async () => {
    for (const query of [`?tagId=${ids.unused}`, `?categoryId=${ids.life}&status=public`, '?categoryId=99999']) {
      const answer = await fetchExport(server, accounts.adminToken, query);
      expect({ query, status: answer.status, json: answer.json, zip: answer.files === undefined }).toEqual({
        query,
        status: 200,
        json: { code: 100, message: MARKDOWN_EXPORT_MESSAGES.empty, result: null },
        zip: true,
      });
      expect(await preview(query)).toBe(0);
    }
    const badStatus = await fetchExport(server, accounts.adminToken, '?status=secret');
    expect({ status: badStatus.status, message: badStatus.json?.message }).toEqual({ status: 400, message: '状态只能是 public、private、draft 或 scheduled' });
    const badId = await fetchExport(server, accounts.adminToken, '?categoryId=abc');
    expect({ status: badId.status, message: badId.json?.message }).toEqual({ status: 400, message: '分类编号必须是数字' });
  });

  it('只有管理员能导出和预览', async () => {
    await expectAdminOnly(server, [['GET', EXPORT], ['GET', `${EXPORT}/preview`]], accounts.userToken);
  });

  describe('命令行 npm run export:md', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'md-export-cli-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const run = async (argv: string[]) => {
      const lines: string[] = [];
      await runExportCommand(parseExportArgs(argv), { db: server.db, dataDir: server.config.dataDir, log: (line) => lines.push(line) });
      return lines;
    };

    it('按分类和标签的名称导出到文件，打印进度和报告', async () => {
      const out = path.join(dir, '技术.zip');
      const lines = await run([out, '--category', '技术', '--tag', 'TypeScript']);
      const files = await unzip(readFileSync(out));
      expect([...files.keys()].sort()).toEqual(
        [MARKDOWN_EXPORT_REPORT_FILE, 'TypeScript 入门 类型 接口.md', 'images/cover1.webp', 'images/my-photo.png', 'images/pic1-2.webp', 'images/pic1.webp', 'images/pic2.webp'].sort(),
      );
      expect(lines).toContain('[1/1] TypeScript 入门 类型 接口.md');
      expect(lines).toContain('文章：1 篇');
      expect(lines).toContain('图片：5 张');
      expect(readdirSync(dir)).toEqual(['技术.zip']);
    });

    it('名称不存在、没有文章、参数不对时失败并说明原因，不留下文件', async () => {
      const out = path.join(dir, 'nothing.zip');
      await expect(run([out, '--category', '不存在的分类'])).rejects.toThrow(new ExportCommandError('找不到分类「不存在的分类」'));
      await expect(run([out, '--tag', '没人用的标签'])).rejects.toThrow(new ExportCommandError(MARKDOWN_EXPORT_MESSAGES.empty));
      expect(() => parseExportArgs([out, '--status', 'secret'])).toThrow('状态只能是 public、private、draft 或 scheduled，而不是「secret」');
      expect(() => parseExportArgs(['--status', 'draft'])).toThrow('缺少输出文件');
      await expect(run([path.join(dir, 'no-such-folder', 'x.zip')])).rejects.toThrow(/^无法写入/);
      expect(readdirSync(dir)).toEqual(['技术.zip']);
    });
  });
});
