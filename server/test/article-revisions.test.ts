import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVISION_LIMITS,
  REVISION_MESSAGES,
  type AdminArticleDetail,
  type ArticleRevisionDetail,
  type ArticleRevisionRow,
  type ArticleSaved,
  type MarkdownDiff,
} from '@blog/contract';
import { adminApi, articleBody, visitorApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { call, get, post, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('文章历史版本、服务器草稿与保存冲突', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);
  const auth = () => ({ headers: bearer(accounts.adminToken) });

  const revisions = async (id: number) => resultOf(await get<ArticleRevisionRow[]>(server, `/api/article/revisions/${id}`, auth()));
  const revision = async (id: number) => resultOf(await get<ArticleRevisionDetail>(server, `/api/article/revision/${id}`, auth()));
  const autosave = (body: unknown) => post<{ revision_id: number; createdAt: string; stale: boolean }>(server, '/api/article/autosave', body, auth());
  const restore = (body: unknown) => call<ArticleSaved>(server, 'PUT', '/api/article/revision/restore', { ...auth(), body });
  const detail = async (id: number) => resultOf(await admin.detail(id));

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'rev');
  });

  it('每次保存记一个版本（标题、正文、设置），列表从新到旧、带字数变化；比较给出按行差异；恢复写回文章并记为新版本', async () => {
    const first = resultOf(await admin.add(articleBody({ article_title: '版本文章', article_content: '第一行\n第二行\n', category_name: '旧分类', tag_names: ['甲'] })));
    const v1 = await detail(first.id);
    const second = resultOf(await admin.update({ id: first.id, base_updated_at: v1.updatedAt, ...articleBody({ article_title: '版本文章（改）', article_content: '第一行\n第二行改过了\n第三行\n', category_name: '新分类', tag_names: ['乙'] }) }));
    expect(second.updatedAt).toBeTruthy();

    const list = await revisions(first.id);
    expect(list.map((r) => [r.kind, r.title])).toEqual([['manual', '版本文章（改）'], ['manual', '版本文章']]);
    expect(list[0]!.size).toBe('第一行\n第二行改过了\n第三行\n'.length);
    expect(list[0]!.delta).toBe('第一行\n第二行改过了\n第三行\n'.length - '第一行\n第二行\n'.length);
    const old = await revision(list[1]!.id);
    expect(old.article_content).toBe('第一行\n第二行\n');
    expect(old.settings).toMatchObject({ category_name: '旧分类', tag_names: ['甲'], status: 1 });

    const diff = resultOf(await post<MarkdownDiff>(server, '/api/article/revision/compare', { from_id: list[1]!.id, to_id: list[0]!.id }, auth()));
    expect(diff.parts).toEqual([
      { kind: 'same', text: '第一行\n' },
      { kind: 'removed', text: '第二行\n' },
      { kind: 'added', text: '第二行改过了\n第三行\n' },
    ]);
    expect(diff.added).toBe('第二行改过了\n第三行\n'.length);

    const restored = resultOf(await restore({ id: list[1]!.id, base_updated_at: second.updatedAt }));
    const now = await detail(first.id);
    expect([now.article_title, now.article_content, now.category_name, now.tagList.map((t) => t.tag_name)]).toEqual(['版本文章', '第一行\n第二行\n', '旧分类', ['甲']]);
    expect(now.slug).toBe(restored.slug);
    // Visitors read the restored text.
    expect(resultOf(await visitor.detail(first.id)).article_content).toBe('第一行\n第二行\n');
    expect((await revisions(first.id)).map((r) => r.kind)).toEqual(['restore', 'manual', 'manual']);
  });

  it('自动保存不改变访客看到的内容；连续的自动保存合并为一个；打开时提示较新的自动保存', async () => {
    const id = await admin.created({ article_title: '自动保存文章', article_content: '已发布的正文' });
    const opened = await detail(id);
    expect(opened.autosave).toBeNull();
    const settings = { category_name: '默认分类', tag_names: [], status: 1 };
    const a = resultOf(await autosave({ id, base_updated_at: opened.updatedAt, article_title: '自动保存文章', article_content: '写了一半', settings }));
    const b = resultOf(await autosave({ id, base_updated_at: opened.updatedAt, article_title: '自动保存文章', article_content: '写了一大半', settings }));
    expect(b.revision_id).toBe(a.revision_id);
    expect(b.stale).toBe(false);
    expect((await revisions(id)).map((r) => r.kind)).toEqual(['autosave', 'manual']);
    expect((await revision(b.revision_id)).article_content).toBe('写了一大半');

    expect(resultOf(await visitor.detail(id)).article_content).toBe('已发布的正文');
    const again = await detail(id);
    expect(again.article_content).toBe('已发布的正文');
    expect(again.updatedAt).toBe(opened.updatedAt);
    expect(again.autosave).toEqual({ revision_id: b.revision_id, createdAt: b.createdAt });

    // Saving for real ends the offer; the next autosave starts a new revision.
    resultOf(await admin.update({ id, base_updated_at: opened.updatedAt, ...articleBody({ article_title: '自动保存文章', article_content: '写了一大半' }) }));
    expect((await detail(id)).autosave).toBeNull();
    const c = resultOf(await autosave({ id, article_title: '自动保存文章', article_content: '又改了', settings }));
    expect(c.revision_id).not.toBe(b.revision_id);
    expect((await revisions(id)).map((r) => r.kind)).toEqual(['autosave', 'manual', 'autosave', 'manual']);
    // Declined on another device (fresh): kept beside the one it declined, not over it.
    const d = resultOf(await autosave({ id, fresh: true, article_title: '自动保存文章', article_content: '另一台设备', settings }));
    expect(d.revision_id).not.toBe(c.revision_id);
    expect((await revision(c.revision_id)).article_content).toBe('又改了');
  });

  it('冲突：别处保存过之后，带旧版本号的保存和恢复被拒绝，什么都不写；不带版本号的保存照旧覆盖', async () => {
    const id = await admin.created({ article_title: '冲突文章', article_content: '原文' });
    const loaded = (await detail(id)).updatedAt;
    // Another device saves.
    const theirs = resultOf(await admin.update({ id, base_updated_at: loaded, ...articleBody({ article_title: '冲突文章', article_content: '对方的修改' }) }));
    const revisionsBefore = await revisions(id);

    const mine = await admin.update({ id, base_updated_at: loaded, ...articleBody({ article_title: '冲突文章', article_content: '我的修改' }) });
    expect(mine.body).toMatchObject({ code: 100, message: REVISION_MESSAGES.conflict });
    const stale = await restore({ id: revisionsBefore.at(-1)!.id, base_updated_at: loaded });
    expect(stale.body).toMatchObject({ code: 100, message: REVISION_MESSAGES.conflict });
    const after: AdminArticleDetail = await detail(id);
    expect(after.article_content).toBe('对方的修改');
    expect(after.updatedAt).toBe(theirs.updatedAt);
    expect(await revisions(id)).toEqual(revisionsBefore);

    // An autosave still keeps what was typed, and says it is stale.
    expect(resultOf(await autosave({ id, base_updated_at: loaded, article_title: '冲突文章', article_content: '我的修改', settings: {} })).stale).toBe(true);
    // 用我的覆盖: saved against their version.
    resultOf(await admin.update({ id, base_updated_at: theirs.updatedAt, ...articleBody({ article_title: '冲突文章', article_content: '我的修改' }) }));
    // The original client sends no version and overwrites as it always did.
    resultOf(await admin.update({ id, ...articleBody({ article_title: '冲突文章', article_content: '旧客户端' }) }));
    expect((await detail(id)).article_content).toBe('旧客户端');
  });

  it(`每篇最多保留 ${REVISION_LIMITS.perArticle} 个版本，最旧的先删；彻底删除文章时一并删除`, async () => {
    const id = await admin.created({ article_title: '很多版本', article_content: '第 0 版' });
    for (let i = 1; i <= REVISION_LIMITS.perArticle + 4; i++) {
      resultOf(await admin.update({ id, ...articleBody({ article_title: '很多版本', article_content: `第 ${i} 版` }) }));
    }
    const list = await revisions(id);
    expect(list).toHaveLength(REVISION_LIMITS.perArticle);
    expect((await revision(list[0]!.id)).article_content).toBe(`第 ${REVISION_LIMITS.perArticle + 4} 版`);
    expect((await revision(list.at(-1)!.id)).article_content).toBe('第 5 版');

    resultOf(await admin.recycle(id));
    resultOf(await admin.deleteForever(id));
    const left = await server.db.kysely.selectFrom('article_revision').select('id').where('article_id', '=', id).execute();
    expect(left).toEqual([]);
    expect((await get(server, `/api/article/revision/${list[0]!.id}`, auth())).body).toMatchObject({ code: 100, message: REVISION_MESSAGES.missing });
  });

  describe('权限', () => {
    it('只有管理员能看、存、比较和恢复历史版本', async () => {
      const id = await admin.created({ article_title: '权限文章' });
      const [only] = await revisions(id);
      await expectAdminOnly(
        server,
        [
          ['GET', `/api/article/revisions/${id}`],
          ['GET', `/api/article/revision/${only!.id}`],
          ['POST', '/api/article/autosave', { id, article_title: 'x', article_content: 'y', settings: {} }],
          ['POST', '/api/article/revision/compare', { from_id: only!.id, to_id: only!.id }],
          ['POST', '/api/article/diffMarkdown', { before: 'a', after: 'b' }],
          ['PUT', '/api/article/revision/restore', { id: only!.id }],
        ],
        accounts.userToken,
        async () => [await revisions(id), await detail(id)],
      );
    });
  });
});
