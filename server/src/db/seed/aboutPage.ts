import type { Kysely } from 'kysely';
import { SITE_PAGE_STATUS } from '@blog/contract';
import type { Database } from '../schema';

/**
 * The demo content's 关于 page (/page/about). Marked source 'demo', which is how removing the demo
 * content tells it from the blogger's own pages. Shows what a page can hold: headings (the table of
 * contents), a list, a table, code and maths, all drawn by the article reader.
 */
export const DEMO_ABOUT_PAGE = {
  title: '关于',
  slug: 'about',
  source: 'demo',
  content: `## 关于这个博客

这里记录我在前端、后端和运维路上踩过的坑，也写写读书和生活。这是一个**演示页面**：在后台「页面」里可以修改或删除它，在「菜单」里可以把它放进页头。

## 关于我

- 一名写代码的普通人，喜欢把事情弄明白
- 常用 TypeScript、Java 和 Go
- 相信「写下来才算真正懂了」

## 本站用到的

| 部分 | 技术 |
| --- | --- |
| 前台 | React + TypeScript |
| 后台 | Fastify + Kysely |
| 数据库 | SQLite 或 PostgreSQL |

\`\`\`ts
const greeting = (name: string) => \`你好，\${name}！\`;
\`\`\`

一点数学：欧拉公式 $e^{i\\pi} + 1 = 0$。

## 联系

有问题欢迎到[留言板](/message/list)留言。
`,
} as const;

export async function insertDemoAboutPage(trx: Kysely<Database>, stamp: string): Promise<void> {
  const taken = await trx.selectFrom('site_page').select('id').where('slug', '=', DEMO_ABOUT_PAGE.slug).executeTakeFirst();
  if (taken) return;
  await trx
    .insertInto('site_page')
    .values({ ...DEMO_ABOUT_PAGE, cover: '', status: SITE_PAGE_STATUS.public, created_at: stamp, updated_at: stamp })
    .execute();
}
