import dayjs from 'dayjs';
import { ARTICLE_SORT_FIELDS, PAGE_SIZE, type AdminArticleListBody } from '@blog/contract';

/**
 * The article list's filters, sort and page, kept in the address (?title=…&status=2&page=3) so a
 * reload or the back button returns to the same view. Only values that differ from the defaults
 * are written, and anything unreadable in a hand-edited address is ignored rather than sent.
 */

export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ArticleFilters {
  title: string;
  categoryId?: number;
  tagId?: number;
  status?: 1 | 2 | 3 | 4;
  isTop?: 1 | 2;
  /** Inclusive days of creation, YYYY-MM-DD in the blogger's time zone. */
  start?: string;
  end?: string;
}

export interface ArticleListQuery extends ArticleFilters {
  page: number;
  size: number;
  sortBy: ArticleSortField;
  order: SortOrder;
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
export const DEFAULT_LIST_QUERY: ArticleListQuery = { title: '', page: 1, size: PAGE_SIZE.default, sortBy: 'created_at', order: 'desc' };
export const EMPTY_FILTERS: ArticleFilters = { title: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

function oneOf<T extends number | string>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

function day(value: string | null): string | undefined {
  // Formatting back catches days that do not exist (2024-02-31 would roll over to March).
  return value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : undefined;
}

export function parseListQuery(params: URLSearchParams): ArticleListQuery {
  const size = positiveInt(params.get('size'));
  return {
    title: (params.get('title') ?? '').trim(),
    categoryId: positiveInt(params.get('category')),
    tagId: positiveInt(params.get('tag')),
    status: oneOf(params.get('status'), [1, 2, 3, 4] as const),
    isTop: oneOf(params.get('top'), [1, 2] as const),
    start: day(params.get('start')),
    end: day(params.get('end')),
    page: positiveInt(params.get('page'), 100_000) ?? 1,
    size: size && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_LIST_QUERY.size,
    sortBy: oneOf(params.get('sort'), ARTICLE_SORT_FIELDS) ?? DEFAULT_LIST_QUERY.sortBy,
    order: oneOf(params.get('order'), ['asc', 'desc'] as const) ?? DEFAULT_LIST_QUERY.order,
  };
}

export function listQueryToSearch(query: ArticleListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  put('title', query.title.trim());
  put('category', query.categoryId);
  put('tag', query.tagId);
  put('status', query.status);
  put('top', query.isTop);
  put('start', query.start);
  put('end', query.end);
  put('sort', query.sortBy, DEFAULT_LIST_QUERY.sortBy);
  put('order', query.order, DEFAULT_LIST_QUERY.order);
  put('size', query.size, DEFAULT_LIST_QUERY.size);
  put('page', query.page, 1);
  return params;
}

/** New filters start again on page 1 but keep the sort and page size. */
export function applyFilters(query: ArticleListQuery, filters: ArticleFilters): ArticleListQuery {
  let { start, end } = filters;
  if (start && end && start > end) [start, end] = [end, start];
  return {
    ...query,
    title: filters.title.trim(),
    categoryId: filters.categoryId,
    tagId: filters.tagId,
    status: filters.status,
    isTop: filters.isTop,
    start,
    end,
    page: 1,
  };
}

export function filtersOf(query: ArticleListQuery): ArticleFilters {
  const { title, categoryId, tagId, status, isTop, start, end } = query;
  return { title, categoryId, tagId, status, isTop, start, end };
}

/** A column header click: a field and a direction, or no direction to go back to the default order. */
export function applySort(query: ArticleListQuery, sortBy: ArticleSortField | undefined, order: SortOrder | undefined): ArticleListQuery {
  const next = sortBy && order ? { sortBy, order } : { sortBy: DEFAULT_LIST_QUERY.sortBy, order: DEFAULT_LIST_QUERY.order };
  const changed = next.sortBy !== query.sortBy || next.order !== query.order;
  return { ...query, ...next, page: changed ? 1 : query.page };
}

/** What the server reads: whole days become instants from the day's first to its last millisecond. */
export function listRequestBody(query: ArticleListQuery): AdminArticleListBody {
  const body: AdminArticleListBody = { current: query.page, size: query.size, sort_by: query.sortBy, order: query.order };
  const title = query.title.trim();
  if (title) body.article_title = title;
  if (query.categoryId) body.category_id = query.categoryId;
  if (query.tagId) body.tag_id = query.tagId;
  if (query.status) body.status = query.status;
  if (query.isTop) body.is_top = query.isTop;
  if (query.start) body.start = dayjs(query.start).startOf('day').toISOString();
  if (query.end) body.end = dayjs(query.end).endOf('day').toISOString();
  return body;
}

/** Whether any filter narrows the list (the empty state then says so and offers 重置). */
export function hasFilters(query: ArticleFilters): boolean {
  return Boolean(query.title.trim() || query.categoryId || query.tagId || query.status || query.isTop || query.start || query.end);
}
