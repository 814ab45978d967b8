import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import type { MarkdownImportReport } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { runImport, type ArchiveFiles } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';

/**
 * `<img>` in imported Markdown is read as HTML reads it: src in double quotes, single quotes or
 * none, in any letter case, never another attribute that merely ends in "src". Every image that
 * could not be brought in is a warning in the report. Fixture: server/test/fixtures/markdown-img-forms.
 */

const FIXTURE = fileURLToPath(new URL('./fixtures/markdown-img-forms', import.meta.url));

/** The fixture folder as the files of an archive. */
function fixtureFiles(dir = FIXTURE, prefix = ''): ArchiveFiles {
  const files: ArchiveFiles = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, fixtureFiles(path.join(dir, entry.name), `${name}/`));
    else files[name] = readFileSync(path.join(dir, entry.name));
  }
  return files;
}

const STORED = /\/uploads\/img\/[0-9a-f]{64}\.webp/g;

describeEachEngine('Markdown 导入：每种写法的 <img>', (engine) => {
  const server = useTestServer(engine);
  let report: MarkdownImportReport;

  const contentOf = async (title: string) =>
    (await server.db.kysely.selectFrom('article').select('content').where('title', '=', title).executeTakeFirstOrThrow()).content;
  const warningsOf = (file: string) => report.items.find((item) => item.file === file)?.warnings;
  const storedOnDisk = (url: string) => existsSync(path.join(server.config.dataDir, url.replace(/^\/uploads\//, 'uploads/')));

  beforeAll(async () => {
    const authorId = await fixtures(server.db).user('img_forms_author');
    // An image this site already has: a link to it is fine as it is.
    const uploads = path.join(server.config.dataDir, 'uploads', 'img');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'already-here.webp'), readFileSync(path.join(FIXTURE, 'images', 'quoted.png')));
    report = await runImport(server.db, server.config.dataDir, authorId, fixtureFiles());
  });

  it('双引号、单引号、不带引号的 src 都读到，图片导入并改写链接', async () => {
    expect(report.created).toBe(4);
    const quoted = await contentOf('双引号的 img');
    expect(quoted).toMatch(/<img src="\/uploads\/img\/[0-9a-f]{64}\.webp" alt="双引号">/);
    const single = await contentOf('单引号的 img');
    expect(single).toMatch(/<img alt='单引号' src='\/uploads\/img\/[0-9a-f]{64}\.webp' width='320'>/);

    const unquoted = await contentOf('不带引号的 img');
    expect(unquoted).not.toContain('/images/unquoted.png');
    expect(unquoted).not.toContain('../images/upper.png');
    expect(unquoted).toMatch(/<img src="\/uploads\/img\/[0-9a-f]{64}\.webp">/);
    expect(unquoted).toMatch(/<IMG width=200 SRC="\/uploads\/img\/[0-9a-f]{64}\.webp" \/>/);
    // data-src is another attribute: left as written, and not taken for the image.
    expect(unquoted).toMatch(/<img data-src="\/images\/lazy-placeholder\.png" src="\/uploads\/img\/[0-9a-f]{64}\.webp" alt=同一张>/);
    for (const content of [quoted, single, unquoted]) {
      for (const url of content.match(STORED) ?? []) expect(storedOnDisk(url)).toBe(true);
    }
    for (const file of ['posts/quoted.md', 'posts/single-quoted.md', 'posts/unquoted.md']) expect(warningsOf(file)).toEqual([]);
  });

  it('每张图片文件都用上了：报告里没有「未使用」的文件；同一张图只存一次', () => {
    expect(report.ignored).toBe(0);
    // quoted, single, unquoted (twice in the text), upper, markdown.
    expect(report.images).toBe(5);
  });

  it('找不到的图片（任何写法）都是提醒，链接保持原样；代码里的不算', async () => {
    expect(warningsOf('posts/missing.md')).toEqual([
      '找不到图片「/images/gone-unquoted.png」，链接保持原样',
      '找不到图片「/images/gone-single.png」，链接保持原样',
      '找不到图片「gone-double.png」，链接保持原样',
      '找不到图片「gone-markdown.png」，链接保持原样',
      '找不到图片「/uploads/img/not-on-this-site.webp」，链接保持原样',
    ]);
    const content = await contentOf('有找不到的图片');
    expect(content).toMatch(/!\[Markdown 写法\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)/);
    for (const kept of ['<img src=/images/gone-unquoted.png>', "<img src='/images/gone-single.png'>", '<img src=/uploads/img/not-on-this-site.webp>', '<img src="/uploads/img/already-here.webp">', '`<img src=/images/in-code.png>`', '<img src=/images/in-fence.png>']) {
      expect(content).toContain(kept);
    }
  });
});
