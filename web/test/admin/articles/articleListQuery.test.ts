import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { adminArticleListBody } from '@blog/contract';
import {
  applyFilters,
  applySort,
  DEFAULT_LIST_QUERY,
  EMPTY_FILTERS,
  hasFilters,
  listQueryToSearch,
  listRequestBody,
  parseListQuery,
} from '@/admin/articles/articleListQuery';

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe('article list query (address ⇄ filters ⇄ request body)', () => {
  it('asks for the first page, newest first, when the address has no query', () => {
    const body = listRequestBody(parse(''));
    expect(body).toEqual({ current: 1, size: 10, sort_by: 'created_at', order: 'desc' });
    expect(adminArticleListBody.safeParse(body).success).toBe(true);
  });

  it('turns every filter in the address into the body the server reads', () => {
    const query = parse('title=%20React%20&category=3&tag=7&status=2&top=1&start=2025-03-01&end=2025-03-31&sort=view_times&order=asc&page=4&size=20');
    const body = listRequestBody(query);
    expect(body).toMatchObject({
      current: 4,
      size: 20,
      article_title: 'React',
      category_id: 3,
      tag_id: 7,
      status: 2,
      is_top: 1,
      sort_by: 'view_times',
      order: 'asc',
    });
    // Whole days in the blogger's time zone: from the first to the last millisecond.
    expect(body.start).toBe(dayjs('2025-03-01T00:00:00').toISOString());
    expect(body.end).toBe(dayjs('2025-03-31T23:59:59.999').toISOString());
    expect(adminArticleListBody.safeParse(body).success).toBe(true);
  });

  it('ignores what a hand-edited address gets wrong instead of sending it', () => {
    const body = listRequestBody(parse('category=abc&tag=-2&status=9&top=3&start=2024-02-31&end=yesterday&sort=title&order=up&page=0&size=999'));
    expect(body).toEqual({ current: 1, size: 10, sort_by: 'created_at', order: 'desc' });
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    expect(listQueryToSearch(DEFAULT_LIST_QUERY).toString()).toBe('');
    const query = { ...DEFAULT_LIST_QUERY, title: '部署', status: 3 as const, start: '2025-01-01', sortBy: 'updated_at' as const, page: 2 };
    const search = listQueryToSearch(query);
    expect(Object.fromEntries(search)).toEqual({ title: '部署', status: '3', start: '2025-01-01', sort: 'updated_at', page: '2' });
    expect(parseListQuery(search)).toEqual({ ...query, categoryId: undefined, tagId: undefined, isTop: undefined, end: undefined });
  });

  it('starts new filters on page 1, keeps the sort and page size, and puts a reversed date range right', () => {
    const current = { ...parse('sort=thumbs_up_times&order=desc&size=50&page=3'), title: '' };
    const next = applyFilters(current, { title: '  Vue ', categoryId: 2, start: '2025-05-10', end: '2025-05-01' });
    expect(next).toMatchObject({ title: 'Vue', categoryId: 2, start: '2025-05-01', end: '2025-05-10', page: 1, size: 50, sortBy: 'thumbs_up_times' });
    expect(hasFilters(next)).toBe(true);
    expect(hasFilters(applyFilters(next, EMPTY_FILTERS))).toBe(false);
  });

  it('sorts by a clicked column and falls back to newest first when the sort is cleared', () => {
    const paged = { ...DEFAULT_LIST_QUERY, page: 5 };
    const byViews = applySort(paged, 'view_times', 'desc');
    expect(listRequestBody(byViews)).toMatchObject({ sort_by: 'view_times', order: 'desc', current: 1 });
    const cleared = applySort(byViews, undefined, undefined);
    expect(listRequestBody(cleared)).toMatchObject({ sort_by: 'created_at', order: 'desc' });
    // The same order again (antd repeats it when paging) keeps the page.
    expect(applySort(paged, 'created_at', 'desc').page).toBe(5);
  });
});
