import { beforeAll, expect, it } from 'vitest';
import { ARTICLE_STATUS, LIMITS, type ArticleDetail, type ArticleRecommendations, type HotArticle } from '@blog/contract';
import { newReader } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { fixtures, storedCounts } from './helpers/factory';
import { get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';

describeEachEngine('文章详情、推荐、热门、阅读时长', (engine) => {
  const server = useTestServer(engine);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = fixtures(server.db);
    const front = await f.category('前端');
    const back = await f.category('后端');
    const react = await f.tag('React');
    const hooks = await f.tag('Hooks');
    const vite = await f.tag('Vite');
    const node = await f.tag('Node');
    const add = async (title: string, day: number, extra: object = {}) => {
      ids[title] = await f.article({ title, createdAt: `2024-02-${String(day).padStart(2, '0')}T10:00:00.000Z`, ...extra });
    };
    await add('主角', 10, { categoryId: front, tagIds: [react, hooks, vite], content: '# 主角\n\n```ts\nconst a = 1;\n```', viewTimes: 5 });
    await add('三个标签相同', 1, { categoryId: back, tagIds: [react, hooks, vite], viewTimes: 50 });
    await add('两个标签同分类', 2, { categoryId: front, tagIds: [react, hooks], viewTimes: 40 });
    await add('两个标签异分类', 3, { categoryId: back, tagIds: [react, vite], viewTimes: 30 });
    await add('一个标签', 4, { categoryId: back, tagIds: [vite], viewTimes: 20 });
    await add('同分类无标签', 5, { categoryId: front, viewTimes: 10 });
    await add('无关但最新', 20, { categoryId: back, tagIds: [node], viewTimes: 1 });
    await add('无关较旧', 6, { categoryId: back, viewTimes: 2 });
    await add('私密同标签', 11, { categoryId: front, tagIds: [react, hooks, vite], status: ARTICLE_STATUS.private, viewTimes: 999 });
    await add('草稿同标签', 12, { categoryId: front, tagIds: [react, hooks, vite], status: ARTICLE_STATUS.draft, viewTimes: 998 });
  });

  it('详情含正文、分类、标签，并把浏览量加一', async () => {
    const first = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids['主角']}`, { headers: newReader() }));
    expect(first).toMatchObject({
      id: ids['主角'],
      article_title: '主角',
      categoryName: '前端',
      tagNameList: ['React', 'Hooks', 'Vite'],
      is_liked: false,
      // The count before this visit, as the original server answered.
      view_times: 5,
      createdAt: '2024-02-10 18:00:00',
    });
    expect(first.article_content).toContain('```ts');
    const second = resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${ids['主角']}`, { headers: newReader() }));
    expect(second.view_times).toBe(6);
    expect((await storedCounts(server.db, ids['主角']!)).view_times).toBe(7);
  });

  it('上一篇、下一篇按发布时间只在公开文章中找，没有时是文章自己', async () => {
    const around = async (title: string) => resultOf(await get<ArticleRecommendations>(server, `/api/article/getRecommendArticleById/${ids[title]}`));
    // By date: 三个标签相同 (1st) … 无关较旧 (6th), 主角 (10th), 无关但最新 (20th); 私密同标签 and 草稿同标签 are skipped.
    const middle = await around('两个标签同分类');
    expect(middle.previous).toEqual({ id: ids['三个标签相同'], article_title: '三个标签相同', article_cover: expect.any(String), createdAt: '2024-02-01 18:00:00' });
    expect(middle.next).toMatchObject({ id: ids['两个标签异分类'], article_title: '两个标签异分类' });
    const hero = await around('主角');
    expect(hero.previous).toMatchObject({ id: ids['无关较旧'] });
    expect(hero.next).toMatchObject({ id: ids['无关但最新'] });
    const oldest = await around('三个标签相同');
    expect(oldest.previous).toMatchObject({ id: ids['三个标签相同'], article_title: '三个标签相同' });
    const newest = await around('无关但最新');
    expect(newest.next).toMatchObject({ id: ids['无关但最新'], article_title: '无关但最新' });
  });

  it('私密、草稿和不存在的文章：code 100 和中文提示，不计浏览', async () => {
    for (const id of [ids['私密同标签'], ids['草稿同标签'], 987_654]) {
      const response = await get(server, `/api/article/getArticleById/${id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 100, message: '文章不存在或已被删除', result: null });
    }
    const row = await storedCounts(server.db, ids['私密同标签']!);
    expect(row.view_times).toBe(999);
  });

  it('推荐：共同标签多的在前，再同分类，再最新；不含自己和非公开文章', async () => {
    const list = resultOf(await get<ArticleRecommendations>(server, `/api/article/getRecommendArticleById/${ids['主角']}`)).recommend;
    expect(list.map((a) => a.article_title)).toEqual([
      '三个标签相同',
      '两个标签同分类',
      '两个标签异分类',
      '一个标签',
      '同分类无标签',
      '无关但最新',
    ]);
    expect(list).toHaveLength(LIMITS.recommendations);
    expect(list[0]).toEqual({ id: ids['三个标签相同'], article_title: '三个标签相同', article_cover: expect.any(String), createdAt: '2024-02-01 18:00:00' });
  });

  it('推荐：不存在或非公开的文章 code 100', async () => {
    for (const id of [987_654, ids['私密同标签']]) {
      expect((await get(server, `/api/article/getRecommendArticleById/${id}`)).body).toEqual({ code: 100, message: '文章不存在或已被删除', result: null });
    }
  });

  it('热门：公开文章按浏览量前 5', async () => {
    const hot = resultOf(await get<HotArticle[]>(server, '/api/article/getHotArticle'));
    expect(hot.map((a) => a.article_title)).toEqual(['三个标签相同', '两个标签同分类', '两个标签异分类', '一个标签', '同分类无标签']);
    const row = await storedCounts(server.db, ids['三个标签相同']!);
    // Earlier tests read this article, so its count is measured, not assumed.
    expect(hot[0]).toEqual({ id: ids['三个标签相同'], article_title: '三个标签相同', view_times: row.view_times });
  });

  it('阅读时长按毫秒上报，按秒累加到文章上，详情按毫秒返回', async () => {
    const id = ids['一个标签']!;
    expect(resultOf(await put(server, `/api/article/addReadingDuration/${id}/30000`))).toBe(true);
    resultOf(await put(server, `/api/article/addReadingDuration/${id}/11600`));
    resultOf(await put(server, `/api/article/addReadingDuration/${id}/0`));
    const row = await storedCounts(server.db, id);
    expect(row.reading_duration).toBe(42);
    expect(resultOf(await get<ArticleDetail>(server, `/api/article/getArticleById/${id}`)).reading_duration).toBe(42_000);
  });

  it('阅读时长：非公开或不存在的文章 code 100，不改数据', async () => {
    const response = await put(server, `/api/article/addReadingDuration/${ids['私密同标签']}/30000`);
    expect(response.body).toMatchObject({ code: 100, message: '文章不存在或已被删除' });
    const row = await storedCounts(server.db, ids['私密同标签']!);
    expect(row.reading_duration).toBe(0);
  });
});
