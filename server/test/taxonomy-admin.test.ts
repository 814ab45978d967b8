import { beforeAll, expect, it } from 'vitest';
import {
  ARTICLE_STATUS,
  API_CODE,
  TAXONOMY_IN_USE_CODE,
  TAXONOMY_NAME_FIELD,
  taxonomyMessages,
  type CategoryAdminRow,
  type PageResult,
  type TagAdminRow,
  type TagEntry,
  type TaxonomyDeleted,
  type TaxonomyKind,
} from '@blog/contract';
import { visitorApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { call, post, resultOf } from './helpers/http';
import { useTestServer, type TestServer } from './helpers/server';

type Row = (CategoryAdminRow | TagAdminRow) & Record<string, unknown>;

/** The five calls of one kind, with the name field spelled for that kind. */
function consoleApi(server: TestServer, kind: TaxonomyKind, token: () => string) {
  const base = kind === 'category' ? '/api/category' : '/api/tag';
  const field = TAXONOMY_NAME_FIELD[kind];
  const auth = () => ({ headers: bearer(token()) });
  return {
    field,
    listPath: `${base}/${kind === 'category' ? 'getCategoryList' : 'getTagList'}`,
    base,
    list: (body: Record<string, unknown> = { current: 1, size: 50 }) =>
      post<PageResult<Row>>(server, `${base}/${kind === 'category' ? 'getCategoryList' : 'getTagList'}`, body, auth()),
    add: (body: unknown) => post<Row>(server, `${base}/add`, body, auth()),
    update: (body: unknown) => call<Row>(server, 'PUT', `${base}/update`, { ...auth(), body }),
    remove: (body: unknown) => call<TaxonomyDeleted>(server, 'PUT', `${base}/delete`, { ...auth(), body }),
    nameOf: (row: Row) => row[field] as string,
  };
}

/** Everything these calls could change, straight from the database. */
async function snapshot(server: TestServer) {
  const k = server.db.kysely;
  return {
    categories: await k.selectFrom('category').select(['id', 'category_name']).orderBy('id').execute(),
    tags: await k.selectFrom('tag').select(['id', 'tag_name']).orderBy('id').execute(),
    links: await k.selectFrom('article_tag').select(['article_id', 'tag_id']).orderBy('article_id').orderBy('tag_id').execute(),
    articleCategories: await k.selectFrom('article').select(['id', 'category_id']).orderBy('id').execute(),
  };
}

describeEachEngine('后台：分类与标签', (engine) => {
  const server = useTestServer(engine);
  const visitor = visitorApi(server);
  let accounts: AdminAccounts;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'taxonomy');
    const f = fixtures(server.db);
    ids.notes = await f.category('笔记');
    ids.life = await f.category('生活');
    ids.empty = await f.category('空分类');
    ids.react = await f.tag('React');
    ids.vue = await f.tag('Vue');
    ids.lonely = await f.tag('孤单标签');
    // One article of each status in 笔记 with the tag React, plus one in the recycle bin.
    ids.public = await f.article({ title: '公开的笔记', categoryId: ids.notes, tagIds: [ids.react], createdAt: '2024-03-01T00:00:00.000Z' });
    ids.private = await f.article({ title: '私密的笔记', categoryId: ids.notes, tagIds: [ids.react, ids.vue], status: ARTICLE_STATUS.private });
    ids.draft = await f.article({ title: '草稿笔记', categoryId: ids.notes, tagIds: [ids.react], status: ARTICLE_STATUS.draft });
    ids.recycled = await f.article({ title: '回收站里的笔记', categoryId: ids.notes, tagIds: [ids.react] });
    await server.db.kysely.updateTable('article').set({ deleted_at: '2024-05-01T00:00:00.000Z' }).where('id', '=', ids.recycled).execute();
    ids.lifeArticle = await f.article({ title: '生活随笔', categoryId: ids.life, tagIds: [ids.vue], createdAt: '2024-02-01T00:00:00.000Z' });
  });

  const adminApi = (kind: TaxonomyKind) => consoleApi(server, kind, () => accounts.adminToken);

  it('没有登录 401、普通用户 403，什么都不改', async () => {
    const calls = (['category', 'tag'] as const).flatMap((kind): AdminCall[] => {
      const api = adminApi(kind);
      return [
        ['POST', api.listPath, { current: 1, size: 10 }],
        ['POST', `${api.base}/add`, { [api.field]: '越权新建' }],
        ['PUT', `${api.base}/update`, { id: kind === 'category' ? ids.notes : ids.react, [api.field]: '越权改名' }],
        ['PUT', `${api.base}/delete`, { id: kind === 'category' ? ids.empty : ids.lonely }],
        ['PUT', `${api.base}/delete`, { id: kind === 'category' ? ids.notes : ids.react, move_to_id: kind === 'category' ? ids.life : ids.vue }],
      ];
    });
    calls.push(['GET', '/api/tag/adminGetTagDictionary']);
    await expectAdminOnly(server, calls, accounts.userToken, () => snapshot(server));
  });

  it('参数不合法：400 和中文原因，什么都不写', async () => {
    const before = await snapshot(server);
    for (const kind of ['category', 'tag'] as const) {
      const api = adminApi(kind);
      const messages = taxonomyMessages(kind);
      const noun = kind === 'category' ? '分类' : '标签';
      const adds: Array<[unknown, string]> = [
        [{}, messages.nameMissing],
        [{ [api.field]: '   ' }, messages.nameMissing],
        [{ [api.field]: 42 }, messages.nameMissing],
        [{ [api.field]: '长'.repeat(33) }, `${noun}名不能超过 32 个字`],
      ];
      for (const [body, message] of adds) {
        const response = await api.add(body);
        expect([response.status, response.body.code, response.body.message]).toEqual([400, 400, message]);
      }
      const badUpdate = await api.update({ id: 'abc', [api.field]: '新名字' });
      expect([badUpdate.status, badUpdate.body.message]).toEqual([400, '编号必须是数字']);
      const emptyRename = await api.update({ id: kind === 'category' ? ids.notes : ids.react, [api.field]: '' });
      expect([emptyRename.status, emptyRename.body.message]).toEqual([400, messages.nameMissing]);
      const badDelete = await api.remove({ id: 0 });
      expect([badDelete.status, badDelete.body.message]).toEqual([400, '编号必须大于 0']);
      const badMove = await api.remove({ id: kind === 'category' ? ids.notes : ids.react, move_to_id: 'x' });
      expect([badMove.status, badMove.body.message]).toEqual([400, '编号必须是数字']);
      const badPage = await api.list({ current: 1, size: 51 });
      expect([badPage.status, badPage.body.message]).toEqual([400, '每页条数不能大于 50']);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('列表：文章数含公开、私密、草稿，不含回收站；可按名称搜索和分页', async () => {
    const categories = resultOf(await adminApi('category').list());
    const notes = categories.list.find((row) => row.id === ids.notes)!;
    expect(notes).toMatchObject({ category_name: '笔记', articleCount: 3 });
    expect(typeof notes.createdAt).toBe('string');
    expect(categories.list.find((row) => row.id === ids.empty)!.articleCount).toBe(0);

    const tags = resultOf(await adminApi('tag').list());
    expect(tags.list.find((row) => row.id === ids.react)).toMatchObject({ tag_name: 'React', articleCount: 3 });
    expect(tags.list.find((row) => row.id === ids.vue)).toMatchObject({ tag_name: 'Vue', articleCount: 2 });

    const searched = resultOf(await adminApi('tag').list({ current: 1, size: 10, tag_name: 'rea' }));
    expect(searched.list.map((row) => row.id)).toEqual([ids.react]);
    expect(searched.total).toBe(1);
    // A % typed in the box is a character, not a wildcard.
    expect(resultOf(await adminApi('category').list({ current: 1, size: 10, category_name: '%' })).total).toBe(0);

    const first = resultOf(await adminApi('category').list({ current: 1, size: 2 }));
    const second = resultOf(await adminApi('category').list({ current: 2, size: 2 }));
    expect(first.total).toBe(categories.total);
    expect(new Set([...first.list, ...second.list].map((row) => row.id)).size).toBe(Math.min(4, categories.total));
  });

  for (const kind of ['category', 'tag'] as const) {
    const noun = kind === 'category' ? '分类' : '标签';

    it(`新增${noun}：去掉首尾空格${kind === 'category' ? '，访客的字典和统计立刻有它' : '，后台的标签选择立刻有它（访客要等它有了公开文章）'}；重名被拒绝`, async () => {
      const api = adminApi(kind);
      const statBefore = await visitor.statistic();
      const response = await api.add({ [api.field]: `  新的${noun}  ` });
      expect([response.body.code, response.body.message]).toEqual([API_CODE.success, '保存成功']);
      const row = response.body.result;
      expect(api.nameOf(row)).toBe(`新的${noun}`);
      expect(row.articleCount).toBe(0);

      const statAfter = await visitor.statistic();
      if (kind === 'category') {
        expect((await visitor.categories()).some((entry) => entry.id === row.id)).toBe(true);
        expect(statAfter.categoryCount).toBe(statBefore.categoryCount + 1);
      } else {
        // A tag without public articles is nothing a visitor meets; the console picks from all.
        expect((await visitor.tags()).some((entry) => entry.id === row.id)).toBe(false);
        expect(statAfter.tagCount).toBe(statBefore.tagCount);
        const all = resultOf(await call<TagEntry[]>(server, 'GET', '/api/tag/adminGetTagDictionary', { headers: bearer(accounts.adminToken) }));
        expect(all.some((entry) => entry.id === row.id)).toBe(true);
      }

      const before = await snapshot(server);
      const duplicate = await api.add({ [api.field]: `新的${noun}` });
      expect([duplicate.status, duplicate.body.code, duplicate.body.message]).toEqual([200, API_CODE.warning, taxonomyMessages(kind).nameTaken]);
      expect(await snapshot(server)).toEqual(before);
    });
  }

  it('分类改名：访客的字典、分类页和首页卡片立刻是新名字；改成别人的名字被拒绝', async () => {
    const api = adminApi('category');
    const homeBefore = await visitor.home(); // fills the home-list cache
    expect(homeBefore.list.find((a) => a.id === ids.lifeArticle)?.categoryName).toBe('生活');

    const renamed = await api.update({ id: ids.life, category_name: '  日常  ' });
    expect([renamed.body.code, renamed.body.message]).toEqual([API_CODE.success, '保存成功']);
    expect(renamed.body.result).toMatchObject({ id: ids.life, category_name: '日常', articleCount: 1 });
    expect((await visitor.categories()).find((c) => c.id === ids.life)?.category_name).toBe('日常');
    expect((await visitor.home()).list.find((a) => a.id === ids.lifeArticle)?.categoryName).toBe('日常');

    const before = await snapshot(server);
    const taken = await api.update({ id: ids.life, category_name: '笔记' });
    expect([taken.body.code, taken.body.message]).toEqual([API_CODE.warning, '分类名已存在']);
    const missing = await api.update({ id: 424242, category_name: '不存在的' });
    expect([missing.body.code, missing.body.message]).toEqual([API_CODE.warning, '分类不存在或已被删除']);
    expect(await snapshot(server)).toEqual(before);
    // Keeping its own name is not a clash.
    expect((await api.update({ id: ids.life, category_name: '日常' })).body.code).toBe(API_CODE.success);
  });

  it('标签改名：首页卡片的标签立刻是新名字', async () => {
    await visitor.home(); // fills the home-list cache
    resultOf(await adminApi('tag').update({ id: ids.vue, tag_name: 'Vue 3' }));
    const card = (await visitor.home()).list.find((a) => a.id === ids.lifeArticle)!;
    expect(card.tagNameList).toEqual(['Vue 3']);
    expect((await visitor.tags()).find((t) => t.id === ids.vue)?.tag_name).toBe('Vue 3');
  });

  it('还有文章（连回收站里的也算）时删除被拒绝，说明篇数，什么都不改', async () => {
    const before = await snapshot(server);
    const category = await adminApi('category').remove({ id: ids.notes });
    expect([category.status, category.body.code, category.body.message]).toEqual([200, TAXONOMY_IN_USE_CODE, '该分类下还有 4 篇文章，请先把它们移到其他分类']);
    const tag = await adminApi('tag').remove({ id: ids.react });
    expect([tag.body.code, tag.body.message]).toEqual([TAXONOMY_IN_USE_CODE, '该标签下还有 4 篇文章，请先把它们移到其他标签']);

    // A category whose only article is in the recycle bin is still in use.
    const f = fixtures(server.db);
    const binOnly = await f.category('只剩回收站');
    const binArticle = await f.article({ title: '只在回收站', categoryId: binOnly });
    await server.db.kysely.updateTable('article').set({ deleted_at: '2024-05-02T00:00:00.000Z' }).where('id', '=', binArticle).execute();
    const afterFixture = await snapshot(server);
    const refused = await adminApi('category').remove({ id: binOnly });
    expect([refused.body.code, refused.body.message]).toEqual([TAXONOMY_IN_USE_CODE, '该分类下还有 1 篇文章，请先把它们移到其他分类']);
    expect(await snapshot(server)).toEqual(afterFixture);
    expect(before.categories.length + 1).toBe(afterFixture.categories.length);

    const self = await adminApi('category').remove({ id: ids.notes, move_to_id: ids.notes });
    expect([self.body.code, self.body.message]).toEqual([API_CODE.warning, '不能把文章移到要删除的分类本身']);
    const nowhere = await adminApi('tag').remove({ id: ids.react, move_to_id: 424242 });
    expect([nowhere.body.code, nowhere.body.message]).toEqual([API_CODE.warning, '要移到的标签不存在']);
    const gone = await adminApi('tag').remove({ id: 424242 });
    expect([gone.body.code, gone.body.message]).toEqual([API_CODE.warning, '标签不存在或已被删除']);
    expect(await snapshot(server)).toEqual(afterFixture);
  });

  it('没有文章的分类和标签直接删除：访客的分类字典和统计立刻少了它（没有公开文章的标签本来就不给访客看）', async () => {
    const statBefore = await visitor.statistic();
    const category = await adminApi('category').remove({ id: ids.empty });
    expect([category.body.code, category.body.message, category.body.result]).toEqual([API_CODE.success, '删除成功', { moved: 0 }]);
    const tag = await adminApi('tag').remove({ id: ids.lonely });
    expect(tag.body.result).toEqual({ moved: 0 });
    expect((await visitor.categories()).some((c) => c.id === ids.empty)).toBe(false);
    expect((await visitor.tags()).some((t) => t.id === ids.lonely)).toBe(false);
    const statAfter = await visitor.statistic();
    expect([statAfter.categoryCount, statAfter.tagCount]).toEqual([statBefore.categoryCount - 1, statBefore.tagCount]);
  });

  it('删除分类并把文章移到另一个分类：一起移过去（含回收站里的），计数和分类页立刻对', async () => {
    await visitor.home(); // fills the home-list cache
    const response = await adminApi('category').remove({ id: ids.notes, move_to_id: ids.life });
    expect([response.body.code, response.body.result]).toEqual([API_CODE.success, { moved: 4 }]);
    expect(response.body.message).toBe('已把 4 篇文章移到新的分类，并删除了原分类');

    const rows = await server.db.kysely.selectFrom('article').select(['id', 'category_id']).where('id', 'in', [ids.public!, ids.private!, ids.draft!, ids.recycled!]).execute();
    expect(rows.every((row) => row.category_id === ids.life)).toBe(true);
    const life = resultOf(await adminApi('category').list()).list.find((row) => row.id === ids.life)!;
    expect(life.articleCount).toBe(4); // its own article, the public, private and draft ones
    expect((await visitor.categories()).find((c) => c.id === ids.life)?.articleCount).toBe(2); // public ones only
    expect((await visitor.categories()).some((c) => c.id === ids.notes)).toBe(false);
    expect((await visitor.byCategory(ids.life!)).list.map((a) => a.id).sort()).toEqual([ids.public, ids.lifeArticle].sort());
    expect((await visitor.home()).list.find((a) => a.id === ids.public)?.categoryName).toBe('日常');
  });

  it('删除标签并移到另一个标签：已有目标标签的文章只去掉旧标签，不重复', async () => {
    const k = server.db.kysely;
    await visitor.home(); // fills the home-list cache
    const response = await adminApi('tag').remove({ id: ids.react, move_to_id: ids.vue });
    expect([response.body.code, response.body.result]).toEqual([API_CODE.success, { moved: 4 }]);

    const links = await k.selectFrom('article_tag').select(['article_id', 'tag_id']).execute();
    expect(links.some((link) => link.tag_id === ids.react)).toBe(false);
    // The private article had both tags: it now has Vue once.
    expect(links.filter((link) => link.article_id === ids.private)).toEqual([{ article_id: ids.private, tag_id: ids.vue }]);
    const vueArticles = links.filter((link) => link.tag_id === ids.vue).map((link) => link.article_id).sort();
    expect(vueArticles).toEqual([ids.public, ids.private, ids.draft, ids.recycled, ids.lifeArticle].sort());

    expect(resultOf(await adminApi('tag').list()).list.find((row) => row.id === ids.vue)?.articleCount).toBe(4);
    expect((await visitor.tags()).find((t) => t.id === ids.vue)?.articleCount).toBe(2);
    expect((await visitor.byTag(ids.vue!)).list.map((a) => a.id).sort()).toEqual([ids.public, ids.lifeArticle].sort());
    expect((await visitor.home()).list.find((a) => a.id === ids.public)?.tagNameList).toEqual(['Vue 3']);
  });

  it('OpenAPI 文档列出每个分类和标签管理接口', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const expected: Array<[string, string, string]> = [
      ['/api/category/getCategoryList', 'post', '分类'],
      ['/api/category/add', 'post', '分类'],
      ['/api/category/update', 'put', '分类'],
      ['/api/category/delete', 'put', '分类'],
      ['/api/tag/getTagList', 'post', '标签'],
      ['/api/tag/add', 'post', '标签'],
      ['/api/tag/update', 'put', '标签'],
      ['/api/tag/delete', 'put', '标签'],
    ];
    for (const [path, method, tag] of expected) expect([path, method, spec.paths[path]?.[method]?.tags]).toEqual([path, method, [tag]]);
  });
});

