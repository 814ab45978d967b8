import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTICLE_STATUS, USER_ROLE } from '@blog/contract';
import { migrate, nowIso, openDatabase } from '../../server/src/db/connection';
import { seedIfEmpty } from '../../server/src/db/seed';
import { insertArticles } from '../../server/src/db/seed/insert';

/** Same password as startServer's, so the seeded admin is the one the server expects. */
const ADMIN_PASSWORD = 'bench-Admin-Passw0rd';

/** Long enough that the comments (loaded when scrolled near) stay below the first screen on every page. */
const PROSE = Array.from({ length: 30 }, () => '这是一段用来量页面重量的正文，讲的是缓存、队列和一致性。'.repeat(4)).join('\n\n');

/** The three bodies page-weight measures: one without maths or diagrams, one with each. */
export const RICH_ARTICLES = {
  plain: `# 普通文章\n\n${PROSE}\n\n\`\`\`js\nconsole.log('hello');\n\`\`\`\n`,
  maths: `# 带公式的文章\n\n${PROSE}\n\n质能方程 $E = mc^2$，以及\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n`,
  diagram: `# 带图表的文章\n\n${PROSE}\n\n\`\`\`mermaid\ngraph TD\n  A[开始] --> B{判断}\n  B -->|是| C[结束]\n\`\`\`\n`,
} as const;

export type RichArticleKind = keyof typeof RICH_ARTICLES;

/**
 * A seeded data folder (the demo site) with the three articles added; returns it and their ids.
 * Written before the server starts, so the measured server is the one under test (any build).
 */
export async function dataDirWithRichArticles(): Promise<{ dataDir: string; ids: Record<RichArticleKind, number> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-bench-weight-'));
  const db = openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db, { dataDir, adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, seedDemo: true }, () => undefined);
    const admin = await db.kysely.selectFrom('user').select('id').where('role', '=', USER_ROLE.admin).orderBy('id').executeTakeFirst();
    const now = nowIso();
    const kinds = Object.keys(RICH_ARTICLES) as RichArticleKind[];
    const ids = await insertArticles(
      db.kysely,
      kinds.map((kind) => ({
        article: {
          title: `页面重量：${kind}`,
          description: '',
          content: RICH_ARTICLES[kind],
          cover: '',
          category_id: null,
          author_id: admin?.id ?? null,
          status: ARTICLE_STATUS.public,
          type: 1,
          created_at: now,
          updated_at: now,
        },
        tagIds: [],
      })),
    );
    return { dataDir, ids: Object.fromEntries(kinds.map((kind, i) => [kind, ids[i]!])) as Record<RichArticleKind, number> };
  } finally {
    await db.close();
  }
}
