import { existsSync, readdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { MARKDOWN_IMPORT_MESSAGES, type ApiEnvelope, type ArticleListItem, type MarkdownImportReport, type PageResult, type PortabilityJob } from '@blog/contract';
import { zipInbox } from '../src/modules/portability/markdown/receiveZip';
import { openZipSource } from '../src/modules/portability/markdown/zipSource';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { get, resultOf } from './helpers/http';
import { tinyPng, zipOf } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';
import { buildZip } from './helpers/zip';

/** POST /api/portability/admin/markdown/import: the console's zip upload, run as a job. */

const IMPORT_PATH = '/api/portability/admin/markdown/import';

describeEachEngine('Markdown 导入接口', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'mdhttp');
  });

  async function upload(body: Buffer, fields: Record<string, string>, token?: string, filename = 'posts.zip') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(body)], { type: 'application/zip' }), filename);
    const response = await fetch(`${server.baseUrl}${IMPORT_PATH}`, { method: 'POST', headers: token ? bearer(token) : {}, body: form });
    return { status: response.status, body: (await response.json()) as ApiEnvelope<PortabilityJob<MarkdownImportReport> | null> };
  }

  /** Polls the job until it ends (the console does the same every 700 ms). */
  async function finished(id: string): Promise<PortabilityJob<MarkdownImportReport>> {
    for (;;) {
      const job = resultOf(await get<PortabilityJob<MarkdownImportReport>>(server, `/api/portability/admin/jobs/${id}`, { headers: bearer(accounts.adminToken) }));
      if (job.state !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const homeTitles = async () => resultOf(await get<PageResult<ArticleListItem>>(server, '/api/article/blogHomeGetArticleList/1/50')).list.map((item) => item.article_title);
  const articleCount = async () => Number((await server.db.kysely.selectFrom('article').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  /** Zips being received or imported (DATA_DIR/.incoming); each is deleted when its import ends. */
  const tempFiles = () => (existsSync(zipInbox(server.config.dataDir)) ? readdirSync(zipInbox(server.config.dataDir)) : []);

  it('未登录 401，普通用户 403，什么都不改', async () => {
    const zip = zipOf({ 'a.md': '# 不该导入\n\n正文\n' });
    const before = await articleCount();
    expect(await upload(zip, { dryRun: 'false', onDuplicate: 'skip' })).toMatchObject({ status: 401, body: { code: 401, message: '请先登录' } });
    expect(await upload(zip, { dryRun: 'false', onDuplicate: 'skip' }, accounts.userToken)).toMatchObject({ status: 403, body: { code: 403, message: '权限不足' } });
    expect(await articleCount()).toBe(before);
  });

  it('管理员：预览不写入，正式导入后文章出现在首页，任务报告列出每个文件', async () => {
    const zip = zipOf({
      'blog/接口导入.md': '---\ntitle: 接口导入的文章\ndate: 2024-03-01 08:00:00\ncategories: 接口\ntags: [HTTP]\n---\n正文 ![图](img/p.png)\n',
      'blog/img/p.png': await tinyPng(5),
      'blog/broken.md': '---\ntitle: [\n---\n',
    });
    await homeTitles(); // fills the home-list cache, which the import must clear
    const before = await articleCount();

    const preview = await upload(zip, { dryRun: 'true', onDuplicate: 'skip' }, accounts.adminToken);
    expect(preview).toMatchObject({ status: 200, body: { code: 0, result: { kind: 'markdown-import', state: 'running' } } });
    const previewJob = await finished(preview.body.result!.id);
    expect(previewJob).toMatchObject({ state: 'done', report: { dryRun: true, created: 1, updated: 0, images: 1 } });
    expect(previewJob.report!.skipped).toEqual([{ file: 'blog/broken.md', line: expect.any(Number), reason: expect.stringContaining('YAML 头部格式错误') }]);
    expect(await articleCount()).toBe(before);

    const started = await upload(zip, { dryRun: 'false', onDuplicate: 'skip' }, accounts.adminToken);
    const job = await finished(started.body.result!.id);
    expect(job).toMatchObject({ state: 'done', progress: { done: 2, total: 2 }, report: { dryRun: false, created: 1, images: 1 } });
    expect(job.report!.items.map((item) => [item.file, item.action, item.title])).toEqual([
      ['blog/broken.md', 'skip', ''],
      ['blog/接口导入.md', 'create', '接口导入的文章'],
    ]);
    expect(await articleCount()).toBe(before + 1);
    expect(await homeTitles()).toContain('接口导入的文章');
    const row = await server.db.kysely.selectFrom('article').select(['content', 'author_id']).where('title', '=', '接口导入的文章').executeTakeFirstOrThrow();
    expect(row.author_id).toBe(accounts.adminId);
    expect(row.content).toMatch(/^正文 !\[图\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)$/);
    const served = await fetch(`${server.baseUrl}${row.content.slice(row.content.indexOf('/uploads'), -1)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(tempFiles()).toEqual([]);

    // The same zip again, now choosing update: the article is rewritten, not duplicated.
    const again = await finished((await upload(zip, { dryRun: 'false', onDuplicate: 'update' }, accounts.adminToken)).body.result!.id);
    expect(again.report).toMatchObject({ created: 0, updated: 1 });
    expect(await articleCount()).toBe(before + 1);
  });

  it('不是 zip、字段不对、没有文件：400 和中文原因，不留下临时文件', async () => {
    expect(await upload(Buffer.from('just text, not a zip'), { dryRun: 'false', onDuplicate: 'skip' }, accounts.adminToken, 'posts.zip')).toMatchObject({ status: 400, body: { message: MARKDOWN_IMPORT_MESSAGES.notZip } });
    const zip = zipOf({ 'a.md': '# 标题\n\n正文\n' });
    expect(await upload(zip, { dryRun: 'false', onDuplicate: 'overwrite' }, accounts.adminToken)).toMatchObject({ status: 400, body: { message: MARKDOWN_IMPORT_MESSAGES.badDuplicateMode } });
    expect(await upload(zip, { dryRun: 'maybe', onDuplicate: 'skip' }, accounts.adminToken)).toMatchObject({ status: 400, body: { message: 'dryRun 只能是 true 或 false' } });
    const form = new FormData();
    form.append('dryRun', 'true');
    const noFile = await fetch(`${server.baseUrl}${IMPORT_PATH}`, { method: 'POST', headers: bearer(accounts.adminToken), body: form });
    expect({ status: noFile.status, body: await noFile.json() }).toMatchObject({ status: 400, body: { message: MARKDOWN_IMPORT_MESSAGES.fileMissing } });
    expect(tempFiles()).toEqual([]);
  });

  it('压缩包里有 ../ 路径或没有 Markdown：任务失败并说明原因，什么都不写', async () => {
    const before = await articleCount();
    const slip = await upload(buildZip([{ name: '../../evil.md', data: '# 越界\n\n正文' }]), { dryRun: 'false', onDuplicate: 'skip' }, accounts.adminToken);
    const slipJob = await finished(slip.body.result!.id);
    expect(slipJob.state).toBe('failed');
    expect(slipJob.error).toMatch(/不安全的路径/);
    const none = await finished((await upload(zipOf({ 'readme.txt': 'hi' }), { dryRun: 'true', onDuplicate: 'skip' }, accounts.adminToken)).body.result!.id);
    expect(none).toMatchObject({ state: 'failed', error: MARKDOWN_IMPORT_MESSAGES.noMarkdown });
    expect(await articleCount()).toBe(before);
  });
});

it('zip 炸弹：声明的解压大小异常时整包拒绝，谎报大小的条目读不出来', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'md-bomb-'));
  try {
    const bomb = path.join(dir, 'bomb.zip');
    writeFileSync(bomb, buildZip([{ name: 'big.md', data: Buffer.alloc(2 * 1024 * 1024, 0x61) }]));
    await expect(openZipSource(bomb)).rejects.toThrow(/压缩比异常（疑似压缩炸弹）/);
    const liar = path.join(dir, 'liar.zip');
    writeFileSync(liar, buildZip([{ name: 'small.md', data: Buffer.alloc(4096, 0x62), declaredSize: 10 }]));
    const source = await openZipSource(liar);
    await expect(source.read('small.md', 1024 * 1024)).rejects.toThrow(/已损坏/);
    await source.close();
    expect(existsSync(bomb)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
