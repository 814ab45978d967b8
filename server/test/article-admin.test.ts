import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, ARTICLE_STATUS } from '@blog/contract';
import { ARTICLE_MISSING_MESSAGE } from '../src/modules/article/service';
import { adminApi, articleBody, visitorApi } from './article-admin-helpers';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts, type AdminCall } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('文章管理：权限、校验、新建与修改', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'artw');
    const f = fixtures(server.db);
    ids.oldCategory = await f.category('旧分类');
    ids.old = await f.article({ title: '早就写好的文章', categoryId: ids.oldCategory, createdAt: '2023-06-01T00:00:00.000Z' });
    ids.recycled = await f.article({ title: '回收站里的文章', createdAt: '2023-05-01T00:00:00.000Z' });
    await server.db.kysely.updateTable('article').set({ deleted_at: '2024-02-01T00:00:00.000Z' }).where('id', '=', ids.recycled).execute();
  });

  /** Everything an admin call could change, to prove a refused call changed none of it. */
  async function snapshot() {
    const k = server.db.kysely;
    return {
      articles: await k.selectFrom('article').selectAll().orderBy('id').execute(),
      categories: await k.selectFrom('category').selectAll().orderBy('id').execute(),
      tags: await k.selectFrom('tag').selectAll().orderBy('id').execute(),
      links: await k.selectFrom('article_tag').selectAll().orderBy('article_id').orderBy('tag_id').execute(),
    };
  }

  /** Whether a visitor meets the article anywhere: detail, lists, search by a phrase of it, counts. */
  async function visibility(id: number, phrase: string, tagId: number, categoryId: number) {
    const detail = await visitor.detail(id);
    return {
      detail: detail.body.code === 0,
      home: (await visitor.home(50)).list.some((a) => a.id === id),
      timeline: (await visitor.timelineIds()).includes(id),
      tagPage: (await visitor.byTag(tagId)).list.some((a) => a.id === id),
      categoryPage: (await visitor.byCategory(categoryId)).list.some((a) => a.id === id),
      search: (await visitor.search(phrase)).some((hit) => hit.id === id),
      // A tag without public articles is not listed to visitors at all.
      tagCount: (await visitor.tags()).find((t) => t.id === tagId)?.articleCount ?? 0,
      categoryCount: (await visitor.categories()).find((c) => c.id === categoryId)?.articleCount,
    };
  }
  const everywhere = { detail: true, home: true, timeline: true, tagPage: true, categoryPage: true, search: true, tagCount: 1, categoryCount: 1 };
  const nowhere = { detail: false, home: false, timeline: false, tagPage: false, categoryPage: false, search: false, tagCount: 0, categoryCount: 0 };

  it('没有登录 401、普通用户 403，数据一点不变', async () => {
    const calls: AdminCall[] = [
      ['POST', '/api/article/getArticleList', { current: 1, size: 10 }],
      ['POST', '/api/article/getRecycleList', { current: 1, size: 10 }],
      ['GET', `/api/article/adminGetArticleById/${ids.old}`],
      ['POST', '/api/article/add', articleBody({ article_title: '越权新建', category_name: '越权分类', tag_names: ['越权标签'] })],
      ['PUT', '/api/article/update', { ...articleBody({ article_title: '越权修改', category_name: '越权分类' }), id: ids.old }],
      ['POST', '/api/article/titleExist', { article_title: '早就写好的文章' }],
      ['PUT', `/api/article/isPublic/${ids.old}/2`],
      ['PUT', `/api/article/updateTop/${ids.old}/1`, { top_order: 3 }],
      ['PUT', `/api/article/delete/${ids.old}`],
      ['PUT', `/api/article/revert/${ids.recycled}`],
      ['DELETE', `/api/article/deleteForever/${ids.recycled}`],
    ];
    await expectAdminOnly(server, calls, accounts.userToken, snapshot);
  });

  it('参数不合法时 400 并给出中文原因，什么都不写', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['缺标题', { article_content: '正文', category_name: '校验分类' }, ARTICLE_MESSAGES.titleMissing],
      ['标题只有空格', { article_title: '   ', article_content: '正文', category_name: '校验分类' }, ARTICLE_MESSAGES.titleMissing],
      ['公开却没有正文', { article_title: '没有正文', article_content: ' \n ', category_name: '校验分类', status: ARTICLE_STATUS.public }, ARTICLE_MESSAGES.contentMissing],
      ['私密也要分类', { article_title: '没有分类', article_content: '正文', status: ARTICLE_STATUS.private }, ARTICLE_MESSAGES.categoryMissing],
      ['转载没有原文链接', { ...articleBody({ article_title: '转载', category_name: '校验分类' }), type: 2 }, ARTICLE_MESSAGES.originUrlMissing],
      ['翻译的链接不是网址', { ...articleBody({ article_title: '翻译', category_name: '校验分类' }), type: 3, origin_url: 'javascript:alert(1)' }, ARTICLE_MESSAGES.originUrlInvalid],
      ['状态不存在', { ...articleBody({ article_title: '怪状态', category_name: '校验分类' }), status: 5 }, '文章状态只能是公开、私密、草稿或定时发布'],
      ['类型不存在', { ...articleBody({ article_title: '怪类型', category_name: '校验分类' }), type: 9 }, '文章类型只能是原创、转载或翻译'],
      ['标签太多', articleBody({ article_title: '标签太多', category_name: '校验分类', tag_names: Array.from({ length: 21 }, (_, i) => `标签${i}`) }), `标签最多 ${ARTICLE_LIMITS.tagsMax} 个`],
      ['置顶顺序为负', { ...articleBody({ article_title: '负顺序', category_name: '校验分类' }), is_top: 1, top_order: -1 }, '置顶顺序不能为负数'],
    ];
    const before = await snapshot();
    for (const [name, body, message] of cases) {
      const response = await admin.add(body);
      expect([name, response.status, response.body.code, response.body.message]).toEqual([name, 400, 400, message]);
    }
    const update = await admin.update({ ...articleBody({ article_title: '修改', category_name: '校验分类' }), id: 'abc' });
    expect([update.status, update.body.message]).toEqual([400, '编号必须是数字']);
    const badUrl = await admin.update({ ...articleBody({ category_name: '校验分类' }), id: ids.old, type: 2, origin_url: 'ftp://example.com/a' });
    expect([badUrl.status, badUrl.body.message]).toEqual([400, ARTICLE_MESSAGES.originUrlInvalid]);
    expect(await snapshot()).toEqual(before);
  });

  it('新建文章（新分类、两个新标签）：访客立刻在首页、时间轴、标签页、分类页、搜索和各项计数里看到它', async () => {
    const homeBefore = await visitor.home(); // fills the home-list cache
    const statBefore = await visitor.statistic();
    const response = await admin.add(
      articleBody({
        article_title: '月光下的数据库迁移',
        article_content: '# 开篇\n\n这是一段关于青花瓷茶杯与量子纠缠的正文，写给深夜还在迁移数据的人。',
        category_name: '迁移笔记',
        // A name given twice is one tag.
        tag_names: ['夜班', '数据搬运', '夜班'],
      }),
    );
    expect([response.body.code, response.body.message]).toEqual([0, '保存成功']);
    const id = response.body.result.id;
    ids.added = id;

    // Read at once: the cached home list of a moment ago must not be served.
    const home = await visitor.home();
    expect(home.total).toBe(homeBefore.total + 1);
    expect(home.list[0]).toMatchObject({ id, article_title: '月光下的数据库迁移', categoryName: '迁移笔记', tagNameList: ['夜班', '数据搬运'] });

    const tags = await visitor.tags();
    const night = tags.filter((t) => t.tag_name === '夜班');
    const moving = tags.filter((t) => t.tag_name === '数据搬运');
    expect(night.map((t) => t.articleCount)).toEqual([1]);
    expect(moving.map((t) => t.articleCount)).toEqual([1]);
    ids.tagNight = night[0]!.id;
    ids.tagMoving = moving[0]!.id;
    const category = (await visitor.categories()).find((c) => c.category_name === '迁移笔记');
    expect(category?.articleCount).toBe(1);
    ids.category = category!.id;

    expect(await visitor.statistic()).toEqual({
      articleCount: statBefore.articleCount + 1,
      categoryCount: statBefore.categoryCount + 1,
      tagCount: statBefore.tagCount + 2,
    });
    expect(await visibility(id, '青花瓷茶杯与量子纠缠', ids.tagMoving, ids.category)).toEqual(everywhere);
    // Under three characters SQLite searches without its trigram index: found as well.
    expect((await visitor.search('青花')).map((hit) => hit.id)).toContain(id);

    const detail = resultOf(await admin.detail(id));
    expect(detail).toMatchObject({ article_title: '月光下的数据库迁移', status: ARTICLE_STATUS.public, type: 1, is_top: 2, top_order: 0, deletedAt: null, origin_url: '' });
    expect(detail.tagList.map((t) => t.tag_name)).toEqual(['夜班', '数据搬运']);
    const row = await server.db.kysely.selectFrom('article').select(['author_id', 'created_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.author_id).toBe(accounts.adminId);
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  });

  it('修改标题和标签：访客立刻看到新标题，旧标题搜不到，标签链接整体替换', async () => {
    const id = ids.added!;
    const before = await server.db.kysely.selectFrom('article').select(['created_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    await visitor.home();
    const response = await admin.update({
      id,
      ...articleBody({
        article_title: '晨雾中的索引重建',
        article_content: '# 开篇\n\n这是一段关于青花瓷茶杯与量子纠缠的正文，写给深夜还在迁移数据的人。',
        category_name: '迁移笔记',
        tag_names: ['数据搬运', '第三个标签'],
      }),
    });
    expect([response.body.code, response.body.message, response.body.result]).toEqual([0, '保存成功', { id, slug: expect.any(String), updatedAt: expect.any(String) }]);

    expect((await visitor.home()).list[0]).toMatchObject({ id, article_title: '晨雾中的索引重建', tagNameList: ['数据搬运', '第三个标签'] });
    expect(resultOf(await visitor.detail(id)).article_title).toBe('晨雾中的索引重建');
    expect((await visitor.search('晨雾中的索引')).map((hit) => hit.id)).toContain(id);
    expect((await visitor.search('月光下的数据库')).map((hit) => hit.id)).not.toContain(id);

    const tags = await visitor.tags();
    // Left without public articles, the tag is no longer listed to visitors.
    expect(tags.some((t) => t.id === ids.tagNight)).toBe(false);
    expect(tags.find((t) => t.tag_name === '第三个标签')?.articleCount).toBe(1);
    expect((await visitor.byTag(ids.tagNight!)).total).toBe(0);
    const links = await server.db.kysely.selectFrom('article_tag').select('tag_id').where('article_id', '=', id).execute();
    expect(links).toHaveLength(2);

    const after = await server.db.kysely.selectFrom('article').select(['created_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at > before.updated_at).toBe(true);
  });

  it('标题重复（含回收站里的）被拒绝，什么都不写；titleExist 如实回答', async () => {
    const before = await snapshot();
    const duplicate = await admin.add(articleBody({ article_title: '  晨雾中的索引重建  ', category_name: '不该出现的分类', tag_names: ['不该出现的标签'] }));
    expect([duplicate.status, duplicate.body.code, duplicate.body.message]).toEqual([200, 100, ARTICLE_MESSAGES.titleTaken]);
    const recycledTitle = await admin.add(articleBody({ article_title: '回收站里的文章' }));
    expect(recycledTitle.body.message).toBe(ARTICLE_MESSAGES.titleTaken);
    const renamed = await admin.update({ id: ids.old, ...articleBody({ article_title: '晨雾中的索引重建', category_name: '旧分类' }) });
    expect([renamed.body.code, renamed.body.message]).toEqual([100, ARTICLE_MESSAGES.titleTaken]);
    expect(await snapshot()).toEqual(before);

    // An article keeps its own title when saved again.
    const same = await admin.update({ id: ids.old, ...articleBody({ article_title: '早就写好的文章', category_name: '旧分类', article_content: '改过的正文。' }) });
    expect(same.body.code).toBe(0);

    expect(resultOf(await admin.titleExist({ article_title: ' 晨雾中的索引重建 ' }))).toBe(true);
    expect(resultOf(await admin.titleExist({ article_title: '回收站里的文章' }))).toBe(true);
    expect(resultOf(await admin.titleExist({ article_title: '晨雾中的索引重建', id: ids.added }))).toBe(false);
    expect(resultOf(await admin.titleExist({ article_title: '没有人用过的标题' }))).toBe(false);
    const missing = await admin.titleExist({});
    expect([missing.status, missing.body.message]).toEqual([400, ARTICLE_MESSAGES.titleMissing]);
  });

  it('修改不存在的文章：拒绝，连同新分类和新标签一起回滚', async () => {
    const before = await snapshot();
    const response = await admin.update({ id: 999_999, ...articleBody({ article_title: '幽灵文章', category_name: '幽灵分类', tag_names: ['幽灵标签'] }) });
    expect([response.status, response.body.code, response.body.message]).toEqual([200, 100, ARTICLE_MISSING_MESSAGE]);
    expect(await snapshot()).toEqual(before);
    expect((await admin.detail(999_999)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
  });

  it('设为私密：访客详情 code 100，从列表、搜索和计数中消失；再设为公开又回来', async () => {
    const id = ids.added!;
    const phrase = '青花瓷茶杯与量子纠缠';
    const articlesBefore = (await visitor.statistic()).articleCount;
    await visitor.home();
    const hide = await admin.isPublic(id, ARTICLE_STATUS.private);
    expect([hide.body.code, hide.body.message]).toEqual([0, '已设为私密']);
    expect(await visibility(id, phrase, ids.tagMoving!, ids.category!)).toEqual(nowhere);
    const detail = await visitor.detail(id);
    expect([detail.status, detail.body.code, detail.body.message]).toEqual([200, 100, ARTICLE_MISSING_MESSAGE]);
    expect((await visitor.statistic()).articleCount).toBe(articlesBefore - 1);
    expect(await visitor.hotIds()).not.toContain(id);
    expect(resultOf(await admin.detail(id)).status).toBe(ARTICLE_STATUS.private);

    const show = await admin.isPublic(id, ARTICLE_STATUS.public);
    expect([show.body.code, show.body.message]).toEqual([0, '已公开']);
    expect(await visibility(id, phrase, ids.tagMoving!, ids.category!)).toEqual(everywhere);

    const bad = await admin.isPublic(id, ARTICLE_STATUS.draft);
    expect([bad.status, bad.body.message]).toEqual([400, '只能设为公开（1）或私密（2）']);
    expect((await admin.isPublic(999_999, 1)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
  });

  it('草稿对访客同样不可见；草稿可以只有标题，缺正文或分类时不能直接公开', async () => {
    const id = ids.added!;
    const draft = await admin.update({
      id,
      ...articleBody({
        article_title: '晨雾中的索引重建',
        article_content: '# 开篇\n\n这是一段关于青花瓷茶杯与量子纠缠的正文，写给深夜还在迁移数据的人。',
        category_name: '迁移笔记',
        tag_names: ['数据搬运', '第三个标签'],
        status: ARTICLE_STATUS.draft,
      }),
    });
    expect(draft.body.code).toBe(0);
    expect(await visibility(id, '青花瓷茶杯与量子纠缠', ids.tagMoving!, ids.category!)).toEqual(nowhere);
    expect((await admin.isPublic(id, ARTICLE_STATUS.public)).body.code).toBe(0);
    expect(await visibility(id, '青花瓷茶杯与量子纠缠', ids.tagMoving!, ids.category!)).toEqual(everywhere);

    const titleOnly = resultOf(await admin.add({ article_title: '只有标题的草稿', status: ARTICLE_STATUS.draft }));
    expect(resultOf(await admin.detail(titleOnly.id))).toMatchObject({ category_id: null, category_name: null, article_content: '', status: ARTICLE_STATUS.draft });
    const noText = await admin.isPublic(titleOnly.id, ARTICLE_STATUS.public);
    expect([noText.body.code, noText.body.message]).toEqual([100, ARTICLE_MESSAGES.contentMissing]);
    await admin.update({ id: titleOnly.id, article_title: '只有标题的草稿', article_content: '有正文了', status: ARTICLE_STATUS.draft });
    const noCategory = await admin.isPublic(titleOnly.id, ARTICLE_STATUS.private);
    expect([noCategory.body.code, noCategory.body.message]).toEqual([100, ARTICLE_MESSAGES.categoryMissing]);
    expect(resultOf(await admin.detail(titleOnly.id)).status).toBe(ARTICLE_STATUS.draft);
  });

  it('置顶改变首页顺序：置顶的按顺序在前，取消置顶后顺序归零', async () => {
    const newest = ids.added!;
    const homeIds = async () => (await visitor.home()).list.map((a) => a.id);
    expect((await homeIds()).indexOf(newest)).toBeLessThan((await homeIds()).indexOf(ids.old!));

    expect((await admin.updateTop(ids.old!, 1, { top_order: 5 })).body.message).toBe('已置顶');
    expect((await homeIds())[0]).toBe(ids.old);
    await admin.updateTop(newest, 1, { top_order: 1 });
    expect((await homeIds()).slice(0, 2)).toEqual([newest, ids.old]);

    // Pinning again without an order keeps the one it has.
    await admin.updateTop(ids.old!, 1);
    expect(resultOf(await admin.detail(ids.old!)).top_order).toBe(5);

    expect((await admin.updateTop(newest, 2)).body.message).toBe('已取消置顶');
    expect((await homeIds())[0]).toBe(ids.old);
    expect(resultOf(await admin.detail(newest))).toMatchObject({ is_top: 2, top_order: 0 });
    await admin.updateTop(ids.old!, 2, { top_order: 9 });
    expect(resultOf(await admin.detail(ids.old!))).toMatchObject({ is_top: 2, top_order: 0 });
    expect((await homeIds()).indexOf(newest)).toBeLessThan((await homeIds()).indexOf(ids.old!));

    // A saved order without the pin is dropped too.
    const unpinned = resultOf(await admin.add(articleBody({ article_title: '不置顶却带顺序', is_top: 2, top_order: 7 })));
    expect(resultOf(await admin.detail(unpinned.id)).top_order).toBe(0);
    const bad = await admin.updateTop(ids.old!, 3);
    expect([bad.status, bad.body.message]).toEqual([400, '置顶只能是 1（置顶）或 2（不置顶）']);
  });

  it('描述留空时取正文去掉 Markdown 标记后的前 120 个字，填了则原样保存', async () => {
    const markdown = [
      '# 第一章',
      '',
      '这是**加粗**和*斜体*，还有[一个链接](https://example.com/a)和`行内代码`。',
      '',
      '![封面图](/uploads/img/a.webp)',
      '',
      '```ts',
      'const secret = "代码不进描述";',
      '```',
      '',
      '<div align="center">HTML 里的字</div>',
      '',
      '- 列表项 snake_case_name',
    ].join('\n');
    const derived = resultOf(await admin.add(articleBody({ article_title: '描述来自正文', article_content: markdown })));
    const expected = '第一章 这是加粗和斜体，还有一个链接和行内代码。 HTML 里的字 列表项 snake_case_name';
    expect((await visitor.home(50)).list.find((a) => a.id === derived.id)?.article_description).toBe(expected);
    // Not the blogger's words: the editor's field stays empty, so the next save takes the text again.
    expect(resultOf(await admin.detail(derived.id)).article_description).toBe('');

    const long = resultOf(await admin.add(articleBody({ article_title: '很长的正文', article_content: '长'.repeat(300) })));
    expect(resultOf(await visitor.detail(long.id)).article_description).toBe('长'.repeat(ARTICLE_LIMITS.derivedDescription));

    const given = resultOf(await admin.add(articleBody({ article_title: '自己写了描述', article_description: '  我自己写的描述  ', article_content: markdown })));
    expect(resultOf(await admin.detail(given.id)).article_description).toBe('我自己写的描述');
  });

  it('转载和翻译保存原文链接，原创不保存', async () => {
    const reprint = resultOf(await admin.add({ ...articleBody({ article_title: '一篇转载' }), type: 2, origin_url: 'https://example.com/post/1' }));
    expect(resultOf(await admin.detail(reprint.id))).toMatchObject({ type: 2, origin_url: 'https://example.com/post/1' });
    expect(resultOf(await visitor.detail(reprint.id))).toMatchObject({ type: 2, origin_url: 'https://example.com/post/1' });
    await admin.update({ id: reprint.id, ...articleBody({ article_title: '一篇转载' }), type: 1, origin_url: 'https://example.com/post/1' });
    expect(resultOf(await admin.detail(reprint.id))).toMatchObject({ type: 1, origin_url: '' });
  });

  it('OpenAPI 文档列出每个文章管理接口', async () => {
    const spec = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const expected: Array<[string, string]> = [
      ['/api/article/getArticleList', 'post'],
      ['/api/article/getRecycleList', 'post'],
      ['/api/article/adminGetArticleById/{id}', 'get'],
      ['/api/article/add', 'post'],
      ['/api/article/update', 'put'],
      ['/api/article/titleExist', 'post'],
      ['/api/article/isPublic/{id}/{status}', 'put'],
      ['/api/article/updateTop/{id}/{is_top}', 'put'],
      ['/api/article/delete/{id}', 'put'],
      ['/api/article/revert/{id}', 'put'],
      ['/api/article/deleteForever/{id}', 'delete'],
    ];
    for (const [path, method] of expected) expect([path, method, spec.paths[path]?.[method]?.tags]).toEqual([path, method, ['文章管理']]);
  });
});
