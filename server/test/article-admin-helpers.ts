import {
  ARTICLE_STATUS,
  type AdminArticleDetail,
  type AdminArticleListBody,
  type AdminArticleRow,
  type AdminRecycleListBody,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleSaved,
  type ArticleWriteBody,
  type CategoryEntry,
  type PageResult,
  type SearchHit,
  type Statistic,
  type TagEntry,
  type TimelinePage,
} from '@blog/contract';
import { bearer } from './helpers/accounts';
import { call, get, post, put, resultOf, type ApiResponse } from './helpers/http';
import type { TestServer } from './helpers/server';

/** The admin console's article calls and what visitors read, as the article admin tests use them. */

/** A complete write body that publishes (a body without a status saves a draft); tests override what they look at. */
export const articleBody = (overrides: Partial<ArticleWriteBody> = {}): ArticleWriteBody => ({
  article_title: '默认标题',
  article_content: '默认的正文内容。',
  category_name: '默认分类',
  tag_names: [],
  status: ARTICLE_STATUS.public,
  ...overrides,
});

export function adminApi(server: TestServer, token: () => string) {
  const auth = () => ({ headers: bearer(token()) });
  const add = (body: unknown) => post<ArticleSaved>(server, '/api/article/add', body, auth());
  return {
    add,
    update: (body: unknown) => call<ArticleSaved>(server, 'PUT', '/api/article/update', { ...auth(), body }),
    list: (body: AdminArticleListBody = { current: 1, size: 50 }) => post<PageResult<AdminArticleRow>>(server, '/api/article/getArticleList', body, auth()),
    recycleList: (body: AdminRecycleListBody = { current: 1, size: 50 }) =>
      post<PageResult<AdminArticleRow>>(server, '/api/article/getRecycleList', body, auth()),
    detail: (id: number) => get<AdminArticleDetail>(server, `/api/article/adminGetArticleById/${id}`, auth()),
    titleExist: (body: unknown) => post<boolean>(server, '/api/article/titleExist', body, auth()),
    isPublic: (id: number, status: number) => put<null>(server, `/api/article/isPublic/${id}/${status}`, auth()),
    updateTop: (id: number, isTop: number, body?: { top_order?: number }) =>
      call<null>(server, 'PUT', `/api/article/updateTop/${id}/${isTop}`, body === undefined ? auth() : { ...auth(), body }),
    recycle: (id: number) => put<null>(server, `/api/article/delete/${id}`, auth()),
    revert: (id: number) => put<null>(server, `/api/article/revert/${id}`, auth()),
    deleteForever: (id: number) => call<null>(server, 'DELETE', `/api/article/deleteForever/${id}`, auth()),

    /** Adds and answers the new id, failing the test when the server refuses. */
    created: async (overrides: Partial<ArticleWriteBody> = {}): Promise<number> => resultOf(await add(articleBody(overrides))).id,
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** Every place a visitor can meet an article. */
export function visitorApi(server: TestServer) {
  const page = <T>(response: ApiResponse<PageResult<T>>) => resultOf(response);
  return {
    home: async (size = 10) => page(await get<PageResult<ArticleListItem>>(server, `/api/article/blogHomeGetArticleList/1/${size}`)),
    timelineIds: async () =>
      resultOf(await get<TimelinePage>(server, '/api/article/blogTimelineGetArticleList/1/50')).list.flatMap((year) => year.articleList.map((a) => a.id)),
    byTag: async (id: number) => page(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByTagId', { current: 1, size: 50, id })),
    byCategory: async (id: number) => page(await post<PageResult<ArticleListItem>>(server, '/api/article/getArticleListByCategoryId', { current: 1, size: 50, id })),
    search: async (text: string) => resultOf(await get<SearchHit[]>(server, `/api/article/getArticleListByContent/${encodeURIComponent(text)}`)),
    detail: (id: number) => get<ArticleDetail>(server, `/api/article/getArticleById/${id}`),
    statistic: async () => resultOf(await get<Statistic>(server, '/api/statistic')),
    tags: async () => resultOf(await get<TagEntry[]>(server, '/api/tag/getTagDictionary')),
    categories: async () => resultOf(await get<CategoryEntry[]>(server, '/api/category/getCategoryDictionary')),
    hotIds: async () => resultOf(await get<Array<{ id: number }>>(server, '/api/article/getHotArticle')).map((a) => a.id),
  };
}

export type VisitorApi = ReturnType<typeof visitorApi>;

/** Rows in a table, straight from the database. */
export async function countRows(server: TestServer, table: 'article' | 'category' | 'tag' | 'article_tag' | 'comment' | 'like'): Promise<number> {
  const row = await server.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
