import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { AdminArticleDetail, ArticleDetail, ArticleWriteBody } from '@blog/contract';
import { markDerivedDescriptions } from '../src/db/migrations/022_description_source';
import { deriveDescription } from '../src/modules/article/description';
import { adminApi } from './article-admin-helpers';
import { fetchExport, splitMarkdown } from './helpers/exportZip';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, resultOf } from './helpers/http';
import { runImport } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';

/**
 * A description the blogger never typed is taken from the text on every save, not only the first:
 * the site stores whether the description was typed, and the console's editor (which sends back
 * what it loaded) gets an empty field for one that was not.
 */

const FIRST = '第一版的开头：这段话后来整段重写了。';
const SECOND = '重写后的开头：读者在首页卡片上应该看到这一段。';

/** What the console's editor sends when it saves what it loaded with a new text. */
function editorSave(detail: AdminArticleDetail, changes: Partial<ArticleWriteBody>): ArticleWriteBody & { id: number } {
  return {
    id: detail.id,
    article_title: detail.article_title,
    article_content: detail.article_content,
    article_description: detail.article_description,
    article_cover: detail.article_cover,
    category_name: detail.category_name ?? '',
    tag_names: detail.tagList.map((tag) => tag.tag_name),
    status: detail.status as 1 | 2 | 3,
    type: detail.type as 1 | 2 | 3,
    origin_url: detail.origin_url,
    is_top: detail.is_top as 1 | 2,
    top_order: detail.top_order,
    ...changes,
  };
}

describeEachEngine('没填的描述随正文更新', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'descf');
  });

  const visitorDescription = async (id: number) => resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${id}`)).article_description;
  const detail = async (id: number) => resultOf(await admin.detail(id));

  it('留空保存后，编辑器里描述仍是空的；改了正文再保存，描述跟着新正文', async () => {
    const id = await admin.created({ article_title: '描述跟着正文走', article_content: `${FIRST}\n\n后文。`, article_description: '' });
    expect(await visitorDescription(id)).toBe(deriveDescription(`${FIRST}\n\n后文。`));
    const loaded = await detail(id);
    expect(loaded.article_description).toBe('');

    resultOf(await admin.update(editorSave(loaded, { article_content: `${SECOND}\n\n后文。` })));
    expect(await visitorDescription(id)).toBe(deriveDescription(`${SECOND}\n\n后文。`));
    // And again: every save, not only the second.
    resultOf(await admin.update(editorSave(await detail(id), { article_content: '第三版。' })));
    expect(await visitorDescription(id)).toBe('第三版。');
  });

  it('博主自己写的描述不随正文变；清空后又从正文取', async () => {
    const id = await admin.created({ article_title: '自己写的描述', article_content: FIRST, article_description: '我亲手写的摘要' });
    const loaded = await detail(id);
    expect(loaded.article_description).toBe('我亲手写的摘要');
    resultOf(await admin.update(editorSave(loaded, { article_content: SECOND })));
    expect(await visitorDescription(id)).toBe('我亲手写的摘要');

    resultOf(await admin.update(editorSave(await detail(id), { article_description: '' })));
    expect(await visitorDescription(id)).toBe(deriveDescription(SECOND));
    expect((await detail(id)).article_description).toBe('');
  });

  it('导入时没有描述的文章，之后在后台改正文，描述也跟着变', async () => {
    await runImport(server.db, server.config.dataDir, accounts.adminId, {
      'posts/imported.md': `---\ntitle: 导入的文章\ncategories: 导入\n---\n${FIRST}\n`,
      'posts/with-summary.md': `---\ntitle: 导入时带摘要\ncategories: 导入\ndescription: 头部里的摘要\n---\n${FIRST}\n`,
    });
    const ids = await server.db.kysely.selectFrom('article').select(['id', 'title']).where('title', 'in', ['导入的文章', '导入时带摘要']).execute();
    const idOf = (title: string) => ids.find((row) => row.title === title)!.id;

    const imported = await detail(idOf('导入的文章'));
    expect(imported.article_description).toBe('');
    resultOf(await admin.update(editorSave(imported, { article_content: SECOND })));
    expect(await visitorDescription(idOf('导入的文章'))).toBe(deriveDescription(SECOND));

    const summarised = await detail(idOf('导入时带摘要'));
    expect(summarised.article_description).toBe('头部里的摘要');
    resultOf(await admin.update(editorSave(summarised, { article_content: SECOND })));
    expect(await visitorDescription(idOf('导入时带摘要'))).toBe('头部里的摘要');
  });

  it('导出时没填的描述不写进头部（导回来仍随正文），写了的照写', async () => {
    await admin.created({ article_title: '导出不带描述', article_content: FIRST, article_description: '' });
    await admin.created({ article_title: '导出带描述', article_content: FIRST, article_description: '写好的描述' });
    const answer = await fetchExport(server, accounts.adminToken);
    expect(answer.status).toBe(200);
    const frontOf = (name: string) => splitMarkdown(answer.files!.get(`${name}.md`)!.toString('utf8')).front;
    expect(frontOf('导出不带描述')).not.toHaveProperty('description');
    expect(frontOf('导出带描述')).toMatchObject({ description: '写好的描述' });
  });

  it('迁移 022：以前的文章里，空的和正好是从正文截取的描述算作没填，手写的保持', async () => {
    const f = fixtures(server.db);
    const derived = await f.article({ title: '当年自动截取的', content: FIRST, description: deriveDescription(FIRST) });
    const empty = await f.article({ title: '描述是空的', content: SECOND, description: '' });
    const typed = await f.article({ title: '手写描述的', content: FIRST, description: '手写的' });
    const mine = [derived, empty, typed];
    // As the rows were before migration 022 knew anything.
    await server.db.kysely.updateTable('article').set({ description_auto: 0 }).where('id', 'in', mine).execute();

    // A migration gets the migrator's untyped handle, as in connection.ts.
    await markDerivedDescriptions(server.db.kysely as unknown as Kysely<unknown>);
    const rows = await server.db.kysely.selectFrom('article').select(['id', 'description', 'description_auto']).where('id', 'in', mine).orderBy('id').execute();
    expect(rows).toEqual([
      { id: derived, description: deriveDescription(FIRST), description_auto: 1 },
      { id: empty, description: deriveDescription(SECOND), description_auto: 1 },
      { id: typed, description: '手写的', description_auto: 0 },
    ]);
    expect((await detail(derived)).article_description).toBe('');
  });
});
