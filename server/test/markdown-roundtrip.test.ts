import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@blog/contract';
import type { Db } from '../src/db/connection';
import { importMarkdown } from '../src/modules/portability/markdown/importer';
import { openZipSource } from '../src/modules/portability/markdown/zipSource';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { uploadImage } from './helpers/upload';
import { useTestServer } from './helpers/server';

/**
 * DESIGN.md §10: what the Markdown export writes, the Markdown import reads back unchanged. A site
 * with categories, tags, dates, every status and type, pinned articles, site images and a remote
 * image is exported over HTTP and the zip imported into an empty site.
 */

const UPLOAD = /\/uploads\/img\/[0-9a-f]{64}\.webp/g;

/** Every live article with what the round trip must keep; upload addresses differ between sites. */
async function articlesOf(db: Db) {
  const rows = await db.kysely
    .selectFrom('article')
    .leftJoin('category', 'category.id', 'article.category_id')
    .select([
      'article.id',
      'article.title',
      'article.description',
      'article.content',
      'article.cover',
      'article.status',
      'article.type',
      'article.origin_url',
      'article.is_top',
      'article.top_order',
      'article.created_at',
      'article.updated_at',
      'category.category_name',
    ])
    .where('article.deleted_at', 'is', null)
    .orderBy('article.title')
    .execute();
  const tags = await db.kysely.selectFrom('article_tag').innerJoin('tag', 'tag.id', 'article_tag.tag_id').select(['article_tag.article_id', 'tag.tag_name']).execute();
  return rows.map(({ id, content, cover, origin_url, ...row }) => ({
    ...row,
    origin_url: origin_url ?? '',
    // Saving an article (console or import) drops trailing blank lines; the text itself must match.
    content: content.replace(UPLOAD, '<本站图片>').trimEnd(),
    cover: cover.replace(UPLOAD, '<本站图片>'),
    tags: tags
      .filter((tag) => tag.article_id === id)
      .map((tag) => tag.tag_name)
      .sort(),
  }));
}

const names = async (db: Db, table: 'category' | 'tag') =>
  (await db.kysely.selectFrom(table).select(table === 'category' ? 'category_name as name' : 'tag_name as name').execute()).map((row) => row.name).sort();

/** Distinct site images the live articles use (content and covers). */
async function imagesUsed(db: Db): Promise<number> {
  const rows = await db.kysely.selectFrom('article').select(['content', 'cover']).where('deleted_at', 'is', null).execute();
  return new Set(rows.flatMap((row) => [...`${row.content}\n${row.cover}`.matchAll(UPLOAD)].map((match) => match[0]))).size;
}

describeEachEngine('Markdown 导出再导入（往返）', (engine) => {
  const source = useTestServer(engine);
  const target = useTestServer(engine);
  let sourceAccounts: AdminAccounts;
  let targetAccounts: AdminAccounts;

  const picture = (red: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 160 } } }).png().toBuffer();
  const upload = async (red: number) => {
    const answer = await uploadImage(source, await picture(red), { token: sourceAccounts.adminToken });
    if (!answer.body.result) throw new Error(`上传失败：${answer.body.message}`);
    return answer.body.result.url;
  };

  beforeAll(async () => {
    sourceAccounts = await createAdminAccounts(source, 'rts');
    targetAccounts = await createAdminAccounts(target, 'rtt');
    const f = fixtures(source.db);
    const coverUrl = await upload(200);
    const inlineUrl = await upload(30);
    const tech = await f.category('技术');
    const life = await f.category('生活');
    await f.category('没人用的分类');
    const ts = await f.tag('TypeScript');
    const essay = await f.tag('随笔');
    const travel = await f.tag('旅行');

    const rich = await f.article({
      title: '类型收窄: "引号" 与 #井号',
      description: '一段: 带冒号的摘要',
      cover: coverUrl,
      content: `# 正文\n\n![本站图](${inlineUrl})\n\n<img src="${coverUrl}" alt="又一次">\n\n![远程图](https://example.com/remote.png)\n`,
      categoryId: tech,
      tagIds: [ts, essay],
      isTop: true,
      topOrder: 2,
      createdAt: '2024-05-01T10:00:00.000Z',
    });
    await source.db.kysely.updateTable('article').set({ updated_at: '2024-05-02T08:00:00.000Z' }).where('id', '=', rich).execute();
    const reprint = await f.article({
      title: '一篇转载',
      status: ARTICLE_STATUS.private,
      cover: 'https://example.com/cover.jpg',
      content: '转载的正文。',
      categoryId: life,
      tagIds: [travel],
      createdAt: '2023-02-03T04:05:06.000Z',
    });
    await source.db.kysely.updateTable('article').set({ type: ARTICLE_TYPE.reprint, origin_url: 'https://example.com/original' }).where('id', '=', reprint).execute();
    const translation = await f.article({ title: '草稿：一篇翻译', status: ARTICLE_STATUS.draft, cover: '', content: '还没译完。', createdAt: '2024-08-09T10:11:12.000Z' });
    await source.db.kysely
      .updateTable('article')
      .set({ type: ARTICLE_TYPE.translation, origin_url: 'https://example.org/en', updated_at: '2024-08-10T00:00:00.000Z' })
      .where('id', '=', translation)
      .execute();
    await f.article({ title: '同名文章', cover: '', content: '第一篇同名。', categoryId: tech, createdAt: '2024-01-01T00:00:00.000Z' });
    // 定时发布: its publish time (far ahead, so no scheduler publishes it during the test) is the date it keeps.
    await f.article({ title: '排好的定时文章', status: ARTICLE_STATUS.scheduled, cover: '', content: '到时候再见。', categoryId: life, tagIds: [travel], createdAt: '2031-06-01T09:30:00.000Z' });
    const recycled = await f.article({ title: '回收站里的文章', cover: '', categoryId: life, tagIds: [essay], createdAt: '2024-09-01T00:00:00.000Z' });
    await source.db.kysely.updateTable('article').set({ deleted_at: '2024-09-02T00:00:00.000Z' }).where('id', '=', recycled).execute();
  });

  it('导出的压缩包导入空站点后，文章、分类、标签、日期、状态、类型和图片都一样', async () => {
    const response = await fetch(`${source.baseUrl}/api/portability/admin/markdown/export`, { headers: { authorization: `Bearer ${sourceAccounts.adminToken}` } });
    expect(response.headers.get('content-type')).toBe('application/zip');
    const temp = mkdtempSync(path.join(os.tmpdir(), 'md-roundtrip-'));
    try {
      const zip = path.join(temp, 'export.zip');
      writeFileSync(zip, Buffer.from(await response.arrayBuffer()));
      const archive = await openZipSource(zip);
      try {
        const report = await importMarkdown(target.db, archive, { dryRun: false, onDuplicate: 'skip', authorId: targetAccounts.adminId, dataDir: target.config.dataDir });
        expect({ created: report.created, skipped: report.skipped, warnings: report.items.flatMap((item) => item.warnings) }).toEqual({ created: 5, skipped: [], warnings: [] });
        expect(report.images).toBe(2);
      } finally {
        await archive.close();
      }
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }

    const before = await articlesOf(source.db);
    expect(before.map((article) => article.title)).not.toContain('回收站里的文章');
    expect(await articlesOf(target.db)).toEqual(before);
    expect(before.find((article) => article.title === '排好的定时文章')).toMatchObject({ status: ARTICLE_STATUS.scheduled, created_at: '2031-06-01T09:30:00.000Z' });
    // Categories and tags arrive as the articles use them; unused ones and the recycled article's stay behind.
    expect(await names(target.db, 'category')).toEqual(['技术', '生活']);
    expect(await names(target.db, 'tag')).toEqual(['TypeScript', '旅行', '随笔']);
    expect(await imagesUsed(target.db)).toBe(await imagesUsed(source.db));
    expect(await imagesUsed(target.db)).toBe(2);
    expect(readdirSync(path.join(target.config.dataDir, 'uploads', 'img')).filter((name) => name.endsWith('.webp'))).toHaveLength(2);
  });
});
