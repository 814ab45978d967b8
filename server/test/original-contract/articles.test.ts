import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, ARTICLE_TYPE } from '@blog/contract';
import { describeEachEngine } from '../helpers/engines';
import { fixtures, storedCounts } from '../helpers/factory';
import { expectOriginalDate, expectOriginalSuccess, originalCall, originalGuest } from '../helpers/originalClient';
import { useTestServer } from '../helpers/server';

/** ORIGINAL-CLIENT-API.md §2.2: every article call as the original client sends it, every field it reads. */
describeEachEngine('原版客户端：文章', (engine) => {
  const server = useTestServer(engine);
  const guest = originalGuest();
  const ids: Record<string, number> = {};
  const CONTENT = '# 标题\n\n开头的一段话。这里讲到异步迭代器的用法，然后继续往下写很多很多字。';

  beforeAll(async () => {
    const f = fixtures(server.db);
    ids.category = await f.category('前端');
    ids.tag = await f.tag('JavaScript');
    ids.author = await f.user('writer');
    await server.db.kysely.updateTable('user').set({ nick_name: '小张' }).where('id', '=', ids.author).execute();
    ids.first = await f.article({ title: '第一篇', categoryId: ids.category, tagIds: [ids.tag], createdAt: '2023-12-31T17:00:00.000Z', viewTimes: 3 });
    ids.main = await f.article({ title: '主角', categoryId: ids.category, tagIds: [ids.tag], content: CONTENT, createdAt: '2024-03-01T02:03:04.000Z', viewTimes: 10 });
    ids.private = await f.article({ title: '私密', tagIds: [ids.tag], status: ARTICLE_STATUS.private });
    ids.last = await f.article({ title: '最后一篇', tagIds: [ids.tag], createdAt: '2024-05-01T00:00:00.000Z', viewTimes: 1 });
    await server.db.kysely
      .updateTable('article')
      .set({ author_id: ids.author, type: ARTICLE_TYPE.reprint, origin_url: 'https://example.com/src' })
      .where('id', '=', ids.main)
      .execute();
    await server.db.kysely.updateTable('article_stat').set({ reading_duration: 90 }).where('article_id', '=', ids.main).execute();
  });

  it('blogHomeGetArticleList/1/5：categoryName、tagNameList、日期字符串', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/article/blogHomeGetArticleList/1/5');
    expectOriginalSuccess(response);
    const { list, total } = response.body.result;
    expect(total).toBe(3);
    const main = list.find((item: { id: number }) => item.id === ids.main);
    expect(main).toMatchObject({
      article_title: '主角',
      article_cover: expect.any(String),
      article_description: expect.any(String),
      is_top: 2,
      categoryName: '前端',
      tagNameList: ['JavaScript'],
      thumbs_up_times: 0,
      view_times: 10,
      createdAt: '2024-03-01 10:03:04',
    });
    for (const item of list) {
      expectOriginalDate(item.createdAt);
      expectOriginalDate(item.updatedAt);
    }
  });

  it('blogTimelineGetArticleList/1/5：year 是字符串（按北京时间分年），条目带日期', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/article/blogTimelineGetArticleList/1/5');
    expectOriginalSuccess(response);
    const { list, total } = response.body.result;
    expect(total).toBe(3);
    // 2023-12-31T17:00Z is already 2024 in Beijing.
    expect(list.map((year: { year: string }) => year.year)).toEqual(['2024']);
    expect(list[0].articleList.map((a: { id: number }) => a.id)).toEqual([ids.last, ids.main, ids.first]);
    expect(list[0].articleList[2]).toEqual({ id: ids.first, article_title: '第一篇', article_cover: expect.any(String), createdAt: '2024-01-01 01:00:00' });
  });

  it('按标签、分类分页：id 是地址栏里的字符串', async () => {
    for (const path of ['getArticleListByTagId', 'getArticleListByCategoryId']) {
      const id = path === 'getArticleListByTagId' ? ids.tag : ids.category;
      const response = await originalCall(server, guest, 'POST', `/api/article/${path}`, { current: 1, size: 4, id: String(id) });
      expectOriginalSuccess(response);
      expect(response.body.result.total).toBeGreaterThan(0);
      for (const item of response.body.result.list) {
        expect(item).toMatchObject({ id: expect.any(Number), article_title: expect.any(String), article_cover: expect.any(String) });
        expectOriginalDate(item.createdAt);
      }
    }
  });

  it('getArticleById/<字符串 id>：categoryName、authorName、type、author_id、毫秒阅读时长，返回加一之前的浏览量', async () => {
    const response = await originalCall(server, guest, 'GET', `/api/article/getArticleById/${ids.main}`);
    expectOriginalSuccess(response);
    expect(response.body.result).toMatchObject({
      id: ids.main,
      article_title: '主角',
      article_content: CONTENT,
      categoryName: '前端',
      tagNameList: ['JavaScript'],
      authorName: '小张',
      author_id: ids.author,
      type: ARTICLE_TYPE.reprint,
      origin_url: 'https://example.com/src',
      reading_duration: 90_000,
      view_times: 10,
      thumbs_up_times: 0,
      createdAt: '2024-03-01 10:03:04',
    });
    expectOriginalDate(response.body.result.updatedAt);
    expect((await storedCounts(server.db, ids.main!)).view_times).toBe(11);
  });

  it('getRecommendArticleById：{previous, next, recommend}，没有上一篇/下一篇时是文章自己', async () => {
    const middle = await originalCall(server, guest, 'GET', `/api/article/getRecommendArticleById/${ids.main}`);
    expectOriginalSuccess(middle);
    const { previous, next, recommend } = middle.body.result;
    expect(previous).toMatchObject({ id: ids.first, article_title: '第一篇', article_cover: expect.any(String) });
    // The private article between them is skipped.
    expect(next).toMatchObject({ id: ids.last, article_title: '最后一篇', article_cover: expect.any(String) });
    expect(recommend.length).toBeGreaterThan(0);
    for (const item of recommend) {
      expect(Object.keys(item).sort()).toEqual(['article_cover', 'article_title', 'createdAt', 'id']);
      expectOriginalDate(item.createdAt);
    }
    expect(recommend.map((item: { id: number }) => item.id)).not.toContain(ids.private);

    const first = (await originalCall(server, guest, 'GET', `/api/article/getRecommendArticleById/${ids.first}`)).body.result;
    expect(first.previous).toMatchObject({ id: ids.first, article_title: '第一篇' });
    const lastResponse = await originalCall(server, guest, 'GET', `/api/article/getRecommendArticleById/${ids.last}`);
    expectOriginalSuccess(lastResponse);
    const last = lastResponse.body.result;
    expect(last.next).toMatchObject({ id: ids.last, article_title: '最后一篇' });
  });

  it('addReadingDuration/<id>/<毫秒>，请求体 {}：按毫秒累加，长时间阅读也不 400', async () => {
    const before = (await storedCounts(server.db, ids.last!)).reading_duration;
    for (const ms of [53_211, 2 * 3_600_000]) {
      const response = await originalCall(server, guest, 'PUT', `/api/article/addReadingDuration/${ids.last}/${ms}`, {});
      expectOriginalSuccess(response);
      expect(response.body.result).toBe(true);
    }
    const detail = await originalCall(server, guest, 'GET', `/api/article/getArticleById/${ids.last}`);
    expect(detail.body.result.reading_duration).toBe((before + 53 + 7200) * 1000);
  });

  it('getHotArticle：{id, article_title}，浏览量高的在前', async () => {
    const response = await originalCall(server, guest, 'GET', '/api/article/getHotArticle');
    expectOriginalSuccess(response);
    expect(response.body.result[0]).toMatchObject({ id: ids.main, article_title: '主角' });
  });

  it('getArticleListByContent/<原文>：片段从匹配处开始，长度为搜索内容长度加 12', async () => {
    const query = '异步迭代器';
    const response = await originalCall(server, guest, 'GET', `/api/article/getArticleListByContent/${encodeURI(query)}`);
    expectOriginalSuccess(response);
    const hit = response.body.result.find((item: { id: number }) => item.id === ids.main);
    expect(hit.article_title).toBe('主角');
    expect(hit.article_content).toBe('异步迭代器的用法，然后继续往下写很');
    expect(hit.article_content).toHaveLength(query.length + 12);
    // What the original client shows after the highlighted query.
    expect(hit.article_content.substring(query.length)).toBe('的用法，然后继续往下写很');
  });

  it('搜索内容超过 50 个字：不 400，按前 50 个字搜索', async () => {
    const response = await originalCall(server, guest, 'GET', `/api/article/getArticleListByContent/${encodeURI('异步'.repeat(40))}`);
    expectOriginalSuccess(response);
    expect(response.body.result).toEqual([]);
  });
});
