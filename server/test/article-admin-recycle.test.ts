import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_MESSAGES, COMMENT_TYPE, LIKE_TYPE, VISITOR_KEY_HEADER, type ArticleRecommendations } from '@blog/contract';
import { ARTICLE_MISSING_MESSAGE } from '../src/modules/article/service';
import { communityFixtures } from './comment-fixtures';
import { adminApi, countRows, visitorApi } from './article-admin-helpers';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { fixtures } from './helpers/factory';
import { get, post, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

const PHRASE = '锈迹斑斑的自行车铃铛';

describeEachEngine('文章管理：回收站与彻底删除', (engine) => {
  const server = useTestServer(engine);
  let accounts: AdminAccounts;
  const admin = adminApi(server, () => accounts.adminToken);
  const visitor = visitorApi(server);
  const ids: Record<string, number> = {};
  let readerToken = '';

  const like = (forId: number, key: string) => post(server, '/api/like/addLike', { type: LIKE_TYPE.article, for_id: forId }, { headers: { [VISITOR_KEY_HEADER]: key } });

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'artr');
    const f = fixtures(server.db);
    const c = communityFixtures(server.db);
    ids.category = await f.category('回收分类');
    ids.tagShared = await f.tag('共同标签');
    ids.tagOwn = await f.tag('独有标签');
    ids.older = await f.article({ title: '更早的文章', categoryId: ids.category, tagIds: [ids.tagShared], createdAt: '2024-01-01T00:00:00.000Z' });
    ids.target = await f.article({
      title: '要被删除的文章',
      content: `# 要被删除的文章\n\n院子里那只${PHRASE}还在响。`,
      categoryId: ids.category,
      tagIds: [ids.tagShared, ids.tagOwn],
      viewTimes: 500,
      createdAt: '2024-02-01T00:00:00.000Z',
    });
    ids.newer = await f.article({ title: '更新的文章', categoryId: ids.category, tagIds: [ids.tagShared], createdAt: '2024-03-01T00:00:00.000Z' });

    ids.reader = await c.user('artr_reader');
    ids.replier = await c.user('artr_replier');
    readerToken = await server.tokenFor(ids.reader);
    // The target's thread: two top-level comments, a reply, likes on a comment and on the reply.
    ids.topComment = await c.comment({ type: COMMENT_TYPE.article, forId: ids.target, fromUser: ids.reader });
    ids.reply = await c.comment({ type: COMMENT_TYPE.article, forId: ids.target, fromUser: ids.replier, parentId: ids.topComment, toUser: ids.reader });
    await c.comment({ type: COMMENT_TYPE.article, forId: ids.target, fromUser: ids.replier });
    // Rows that must survive: another article's thread, and a talk comment that shares the target's id.
    ids.otherComment = await c.comment({ type: COMMENT_TYPE.article, forId: ids.older, fromUser: ids.reader });
    ids.talkComment = await c.comment({ type: COMMENT_TYPE.talk, forId: ids.target, fromUser: ids.reader });
    for (const commentId of [ids.topComment, ids.reply, ids.otherComment, ids.talkComment]) {
      resultOf(await post(server, '/api/like/addLike', { type: LIKE_TYPE.comment, for_id: commentId }, { headers: { [VISITOR_KEY_HEADER]: 'artr-comment-liker' } }));
    }
    for (const key of ['artr-liker-one', 'artr-liker-two']) {
      resultOf(await like(ids.target, key));
      resultOf(await like(ids.older, key));
    }
  });

  const around = async (id: number) => resultOf(await get<ArticleRecommendations>(server, `/api/article/getRecommendArticleById/${id}`));
  /** Previous and next by id; the article itself stands where there is none (null here). */
  const neighboursOf = async (id: number) => {
    const { previous, next } = await around(id);
    return [previous.id === id ? null : previous.id, next.id === id ? null : next.id];
  };
  const recommended = async (id: number) => (await around(id)).recommend.map((a) => a.id);

  /** Everywhere a visitor could meet the target article. */
  async function targetSeen() {
    return {
      detail: (await visitor.detail(ids.target!)).body.code === 0,
      home: (await visitor.home(50)).list.some((a) => a.id === ids.target),
      timeline: (await visitor.timelineIds()).includes(ids.target!),
      tagPage: (await visitor.byTag(ids.tagOwn!)).list.some((a) => a.id === ids.target),
      categoryPage: (await visitor.byCategory(ids.category!)).list.some((a) => a.id === ids.target),
      search: (await visitor.search(PHRASE)).some((hit) => hit.id === ids.target),
      hot: (await visitor.hotIds()).includes(ids.target!),
      neighbour: (await neighboursOf(ids.newer!)).includes(ids.target!) || (await neighboursOf(ids.older!)).includes(ids.target!),
      recommended: (await recommended(ids.older!)).includes(ids.target!),
      articleCount: (await visitor.statistic()).articleCount,
      // A tag without public articles is not listed to visitors at all.
      tagCount: (await visitor.tags()).find((t) => t.id === ids.tagOwn)?.articleCount ?? 0,
      categoryCount: (await visitor.categories()).find((c) => c.id === ids.category)?.articleCount,
    };
  }

  it('删除进回收站：回收站里有它，访客在任何地方都看不到，也不能点赞、评论、计阅读时长', async () => {
    expect(await targetSeen()).toEqual({
      detail: true, home: true, timeline: true, tagPage: true, categoryPage: true, search: true, hot: true,
      neighbour: true, recommended: true, articleCount: 3, tagCount: 1, categoryCount: 3,
    });
    await visitor.home();
    const response = await admin.recycle(ids.target!);
    expect([response.body.code, response.body.message]).toEqual([0, '已移入回收站']);

    expect(await targetSeen()).toEqual({
      detail: false, home: false, timeline: false, tagPage: false, categoryPage: false, search: false, hot: false,
      neighbour: false, recommended: false, articleCount: 2, tagCount: 0, categoryCount: 2,
    });
    const detail = await visitor.detail(ids.target!);
    expect([detail.status, detail.body.code, detail.body.message]).toEqual([200, 100, ARTICLE_MISSING_MESSAGE]);
    // The older and newer articles now sit next to each other.
    expect(await neighboursOf(ids.newer!)).toEqual([ids.older, null]);

    const liked = await like(ids.target!, 'artr-late-liker');
    expect([liked.body.code, liked.body.message]).toEqual([100, ARTICLE_MISSING_MESSAGE]);
    const articleLike = await put(server, `/api/article/like/${ids.target}`, { headers: { [VISITOR_KEY_HEADER]: 'artr-late-liker' } });
    expect(articleLike.body.code).toBe(100);
    const comment = await post(server, '/api/comment/add', { type: COMMENT_TYPE.article, for_id: ids.target, content: '还能评论吗' }, { headers: bearer(readerToken) });
    expect([comment.body.code, comment.body.message]).toEqual([100, ARTICLE_MISSING_MESSAGE]);
    const thread = await post(server, '/api/comment/frontGetParentComment', { type: COMMENT_TYPE.article, for_id: ids.target, current: 1, size: 10 });
    expect(thread.body.code).toBe(100);
    expect((await put(server, `/api/article/addReadingDuration/${ids.target}/30`)).body.code).toBe(100);

    const live = resultOf(await admin.list());
    expect(live.list.map((a) => a.id)).not.toContain(ids.target);
    const bin = resultOf(await admin.recycleList());
    expect(bin.total).toBe(1);
    expect(bin.list[0]).toMatchObject({ id: ids.target, article_title: '要被删除的文章', category_name: '回收分类' });
    const deletedAt = bin.list[0]!.deletedAt!;
    expect(Date.now() - Date.parse(deletedAt)).toBeLessThan(60_000);
    // The editor still opens it.
    expect(resultOf(await admin.detail(ids.target!))).toMatchObject({ id: ids.target, deletedAt });

    // Deleting again keeps the first deletion time.
    expect((await admin.recycle(ids.target!)).body.code).toBe(0);
    expect(resultOf(await admin.recycleList()).list[0]!.deletedAt).toBe(deletedAt);
    expect((await admin.recycle(999_999)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
  });

  it('恢复：文章回到访客能看到的每个地方，评论和点赞都还在', async () => {
    await visitor.home();
    const response = await admin.revert(ids.target!);
    expect([response.body.code, response.body.message]).toEqual([0, '已恢复']);
    expect(await targetSeen()).toMatchObject({ detail: true, home: true, timeline: true, tagPage: true, categoryPage: true, search: true, articleCount: 3, tagCount: 1 });
    expect(resultOf(await visitor.detail(ids.target!)).thumbs_up_times).toBe(2);
    expect(resultOf(await post<number>(server, '/api/comment/getCommentTotal', { type: COMMENT_TYPE.article, for_id: ids.target }))).toBe(3);
    expect(resultOf(await admin.recycleList()).total).toBe(0);
    expect((await admin.revert(999_999)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
  });

  it('彻底删除只对回收站里的文章；不存在的文章如实回答', async () => {
    const before = await countRows(server, 'article');
    const live = await admin.deleteForever(ids.target!);
    expect([live.status, live.body.code, live.body.message]).toEqual([200, 100, ARTICLE_MESSAGES.notInRecycleBin]);
    expect(await countRows(server, 'article')).toBe(before);
    expect((await visitor.detail(ids.target!)).body.code).toBe(0);
    const unknown = await admin.deleteForever(999_999);
    expect([unknown.body.code, unknown.body.message]).toEqual([100, ARTICLE_MISSING_MESSAGE]);
  });

  it('彻底删除回收站里的文章：它的评论、回复、评论点赞、文章点赞和标签关联一起删除，别的文章的不动', async () => {
    const k = server.db.kysely;
    const commentsOf = async (type: number, forId: number) => (await k.selectFrom('comment').select('id').where('type', '=', type).where('for_id', '=', forId).execute()).map((r) => r.id);
    const likesOf = async (type: number, forIds: number[]) =>
      forIds.length === 0 ? 0 : (await k.selectFrom('like').select('id').where('type', '=', type).where('for_id', 'in', forIds).execute()).length;
    const tagLinksOf = async (articleId: number) => (await k.selectFrom('article_tag').select('tag_id').where('article_id', '=', articleId).execute()).length;

    const targetComments = await commentsOf(COMMENT_TYPE.article, ids.target!);
    expect(targetComments).toHaveLength(3);
    expect(await likesOf(LIKE_TYPE.comment, targetComments)).toBe(2);
    expect(await likesOf(LIKE_TYPE.article, [ids.target!])).toBe(2);
    expect(await tagLinksOf(ids.target!)).toBe(2);
    const tableTotals = async () => ({
      comment: await countRows(server, 'comment'),
      like: await countRows(server, 'like'),
      tagLinks: await countRows(server, 'article_tag'),
      tags: await countRows(server, 'tag'),
    });
    /** What belongs to other articles, or to a talk that shares the target's id. */
    const untouchedRows = async () => ({
      olderComments: await commentsOf(COMMENT_TYPE.article, ids.older!),
      talkComments: await commentsOf(COMMENT_TYPE.talk, ids.target!),
      olderLikes: await likesOf(LIKE_TYPE.article, [ids.older!]),
      otherCommentLikes: await likesOf(LIKE_TYPE.comment, [ids.otherComment!, ids.talkComment!]),
      olderLinks: await tagLinksOf(ids.older!),
      newerLinks: await tagLinksOf(ids.newer!),
    });
    const totals = await tableTotals();
    const others = await untouchedRows();

    resultOf(await admin.recycle(ids.target!));
    await visitor.home();
    const response = await admin.deleteForever(ids.target!);
    expect([response.body.code, response.body.message]).toEqual([0, '已彻底删除']);

    expect(await commentsOf(COMMENT_TYPE.article, ids.target!)).toEqual([]);
    expect(await likesOf(LIKE_TYPE.comment, targetComments)).toBe(0);
    expect(await likesOf(LIKE_TYPE.article, [ids.target!])).toBe(0);
    expect(await tagLinksOf(ids.target!)).toBe(0);
    expect(await k.selectFrom('article').select('id').where('id', '=', ids.target!).executeTakeFirst()).toBeUndefined();
    expect(await tableTotals()).toEqual({ comment: totals.comment - 3, like: totals.like - 4, tagLinks: totals.tagLinks - 2, tags: totals.tags });
    expect(await untouchedRows()).toEqual(others);

    expect((await admin.detail(ids.target!)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
    expect(resultOf(await admin.recycleList()).total).toBe(0);
    expect(await visitor.search(PHRASE)).toEqual([]);
    expect((await visitor.tags()).some((t) => t.id === ids.tagOwn)).toBe(false);
    expect((await visitor.home(50)).list.map((a) => a.id)).toEqual([ids.newer, ids.older]);
    // Gone for good: a second call finds nothing to delete.
    expect((await admin.deleteForever(ids.target!)).body.message).toBe(ARTICLE_MISSING_MESSAGE);
  });

  it('回收站默认按删除时间从新到旧，也能按关键字筛选', async () => {
    const first = await admin.created({ article_title: '先删除的文章', category_name: '回收分类' });
    const second = await admin.created({ article_title: '后删除的文章', category_name: '回收分类' });
    resultOf(await admin.recycle(first));
    // Deletion times are ISO milliseconds: wait one so the order is decided by them.
    await new Promise((resolve) => setTimeout(resolve, 5));
    resultOf(await admin.recycle(second));
    expect(resultOf(await admin.recycleList()).list.map((a) => a.id)).toEqual([second, first]);
    expect(resultOf(await admin.recycleList({ current: 1, size: 10, order: 'asc' })).list.map((a) => a.id)).toEqual([first, second]);
    expect(resultOf(await admin.recycleList({ current: 1, size: 10, article_title: '先删除' })).list.map((a) => a.id)).toEqual([first]);
    const bad = await admin.recycleList({ current: 1, size: 10, sort_by: 'title' as never });
    expect([bad.status, bad.body.message]).toEqual([400, '不支持的排序字段']);
  });
});
