import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import type { MarkdownImportReport } from '@blog/contract';
import { formatReport } from '../src/cli/markdownReport';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { runImport, type ArchiveFiles } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';

/**
 * Hexo/Butterfly tag plugins turned into portable Markdown at import (hexoTags.ts), with a real
 * blog's kind of posts (fixtures/hexo-butterfly): Butterfly notes, a folded answer, post links
 * between two posts, code blocks, quotes with their author, [TOC], raw, and a tag we do not know.
 */

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'hexo-butterfly');

function readTree(dir: string, prefix = ''): ArchiveFiles {
  const files: ArchiveFiles = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, readTree(path.join(dir, entry.name), `${name}/`));
    else files[name] = readFileSync(path.join(dir, entry.name));
  }
  return files;
}

/** What the Butterfly post becomes; `pool` is the id of the post it links to. */
const atomicLong = (pool: number | string) => `## 简介

::: tip
AtomicLong 基于 **CAS** 实现，见 [线程池那篇](/article?id=${pool})。
:::

::: warning
高并发下请考虑 LongAdder。
:::

::: danger
不要在循环里 new AtomicLong。
:::

::: tip
没有写类型的提示。
:::

:::: details 点开看答案
答案在这里。

::: danger
折叠里的警告。
:::
::::

**AtomicDemo.java**

\`\`\`java
AtomicLong count = new AtomicLong();
count.incrementAndGet(); // {% raw %} stays
\`\`\`

\`\`\`js
const a = \`tpl\`;
\`\`\`

> 世上本没有路，
> 走的人多了，也便成了路。
>
> —— 鲁迅，《呐喊》

> Be careful with shared state.
>
> —— Doug Lea，[Concurrency JSR-166](https://gee.cs.oswego.edu/)

<span>{{ page.title }}</span> {% note %}

![AtomicLong 类图](/images/diagram.png "类图")

官网：[Java 文档](https://docs.oracle.com/javase/8/docs/)，视频 [YouTube 视频](https://www.youtube.com/watch?v=dQw4w9WgXcQ)，演示 [https://example.com/demo](https://example.com/demo)。

参见 不存在的文章。

{% tabs 示例, 1 %}
<!-- tab Java -->
代码
<!-- endtab -->
{% endtabs %}

\`\`\`markdown
{% note info %}代码块里的标签不转换{% endnote %}
[TOC]
\`\`\`

行内 \`{% post_link atomic-long %}\` 也不转换。`;

const EXPECTED_CONVERSIONS = [
  { tag: 'note', count: 5 },
  { tag: 'hideToggle', count: 1 },
  { tag: 'post_link', count: 3 },
  { tag: 'codeblock', count: 2 },
  { tag: 'blockquote', count: 2 },
  { tag: 'toc', count: 2 },
  { tag: 'raw', count: 1 },
  { tag: 'img', count: 1 },
  { tag: 'link', count: 1 },
  { tag: 'video', count: 2 },
];

const ATOMIC_WARNINGS = [
  '本站每篇文章只有一个分类，取「并发」；未使用：「Java」',
  '第 64 行：不认识的 Hexo 标签「{% tabs 示例, 1 %}」，原样保留',
  '找不到图片「/images/diagram.png」，链接保持原样',
  '第 62 行：{% post_link no-such-post %} 指向的文章不在这次导入里，保留为文字「不存在的文章」',
];

describeEachEngine('导入时转换 Hexo 标签', (engine) => {
  const server = useTestServer(engine);
  let authorId: number;
  beforeAll(async () => {
    authorId = await fixtures(server.db).user('hexo_tags');
  });

  const itemOf = (report: MarkdownImportReport, file: string) => report.items.find((item) => item.file === file)!;
  const articleBy = (title: string) => server.db.kysely.selectFrom('article').select(['id', 'content']).where('title', '=', title).executeTakeFirst();

  it('预览：数出每种转换，写明不认识的标签和找不到的文章链接的行号，什么都不写', async () => {
    const report = await runImport(server.db, server.config.dataDir, authorId, readTree(FIXTURE), { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, created: 2, conversions: EXPECTED_CONVERSIONS });
    expect(itemOf(report, 'source/_posts/atomic-long.md').warnings).toEqual(ATOMIC_WARNINGS);
    expect(itemOf(report, 'source/_posts/thread-pool.md').warnings).toEqual([]);
    expect(await articleBy('线程池详解')).toBeUndefined();
  });

  it('导入：note/hideToggle 成为容器，post_link 指向导入后的文章，codeblock、blockquote、raw、img、link、视频各得其所，代码里的不动', async () => {
    const report = await runImport(server.db, server.config.dataDir, authorId, readTree(FIXTURE));
    expect(report).toMatchObject({ created: 2, conversions: EXPECTED_CONVERSIONS });
    expect(itemOf(report, 'source/_posts/atomic-long.md').warnings).toEqual(ATOMIC_WARNINGS);
    const pool = (await articleBy('线程池详解'))!;
    const atomic = (await articleBy('AtomicLong原子类方法介绍'))!;
    expect(atomic.content).toBe(atomicLong(pool.id));
    expect(pool.content).toBe(`## 核心参数\n\n先读 [AtomicLong原子类方法介绍](/article?id=${atomic.id})，再读 [原子类](/article?id=${atomic.id})。`);
  });

  it('没有结束标签、多余的结束标签、参数看不懂：写明行号，原样保留', async () => {
    const body = '---\ntitle: 残缺的标签\ndate: 2021-01-21 10:00:00\ncategories: 测试\n---\n第一段\n\n{% note info %}\n没有结束\n\n{% endhideToggle %}\n\n{% link 只有文字 %}\n';
    const report = await runImport(server.db, server.config.dataDir, authorId, { 'broken-tags.md': body });
    expect(report.items[0]!.warnings).toEqual([
      '第 8 行：「{% note info %}」没有对应的结束标签，原样保留',
      '第 11 行：多余的「{% endhideToggle %}」（前面没有开始标签），原样保留',
      '第 13 行：「{% link 只有文字 %}」的参数无法识别，原样保留',
    ]);
    expect(report.conversions).toEqual([]);
    expect((await articleBy('残缺的标签'))!.content).toBe(body.split('---\n')[2]!.trim());
  });

  it('命令行的报告列出每种转换', () => {
    const text = formatReport({ dryRun: false, onDuplicate: 'skip', created: 2, updated: 0, skipped: [], items: [], images: 0, ignored: 0, downloadImages: true, remoteImages: 3, remoteImagesFailed: 1, conversions: [{ tag: 'note', count: 5 }, { tag: 'toc', count: 2 }], permalink: { style: 'hexo', pattern: ':year/:month/:day/:title/' }, redirects: 0 });
    expect(text).toContain('外链图片：已下载 3 张到本站，1 张没有下载（原因见下方提醒，链接保持原样）。');
    expect(text).toContain('转换的 Hexo 标签：\n  {% note %} → ::: tip / warning / danger：5 处\n  [TOC] / <!-- toc --> → 删除（阅读页自带目录）：2 处');
  });
});
