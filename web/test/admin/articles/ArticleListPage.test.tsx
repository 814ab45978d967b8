import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AdminArticleRow, PageResult } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';
import { useDesktopWidth } from './desktopWidth';

vi.mock('@/admin/articles/api', () => ({
  getArticleList: vi.fn(),
  getCategoryChoices: vi.fn(),
  getTagChoices: vi.fn(),
  recycleArticle: vi.fn(),
  setArticlePublic: vi.fn(),
  setArticleTop: vi.fn(),
}));

const api = await import('@/admin/articles/api');
const { default: ArticleListPage } = await import('@/admin/articles/ArticleListPage');

function row(id: number, overrides: Partial<AdminArticleRow> = {}): AdminArticleRow {
  return {
    id,
    article_title: `文章${id}`,
    article_cover: '',
    category_id: 1,
    category_name: '前端',
    tagList: [{ id: 7, tag_name: 'React' }],
    status: 1,
    type: 1,
    is_top: 2,
    top_order: 0,
    view_times: 12,
    thumbs_up_times: 3,
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-02T08:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

/** antd renders slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

const page = (list: AdminArticleRow[], total = list.length): PageResult<AdminArticleRow> => ({ current: 1, size: 10, total, list });

let shownSearch = '';
function LocationProbe() {
  shownSearch = useLocation().search;
  return null;
}

function renderList(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/admin/articles"
          element={
            <>
              <ArticleListPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

setUpConsolePageTest();
beforeEach(() => {
  vi.mocked(api.getCategoryChoices).mockResolvedValue([{ id: 1, category_name: '前端', articleCount: 1 }]);
  vi.mocked(api.getTagChoices).mockResolvedValue([{ id: 7, tag_name: 'React', articleCount: 1 }]);
});

describe('ArticleListPage', () => {
  it('asks the server for what the address says, and puts applied filters back in the address', async () => {
    useDesktopWidth();
    vi.mocked(api.getArticleList).mockResolvedValue(page([row(1)], 25));
    renderList('/admin/articles?status=2&sort=view_times&page=2');

    await screen.findByText('文章1', undefined, SLOW);
    expect(api.getArticleList).toHaveBeenLastCalledWith({ current: 2, size: 10, status: 2, sort_by: 'view_times', order: 'desc' });

    fireEvent.change(screen.getByLabelText('标题关键词'), { target: { value: ' 部署 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(
      () => expect(api.getArticleList).toHaveBeenLastCalledWith({ current: 1, size: 10, article_title: '部署', status: 2, sort_by: 'view_times', order: 'desc' }),
      SLOW,
    );
    expect(new URLSearchParams(shownSearch).get('title')).toBe('部署');
    expect(new URLSearchParams(shownSearch).get('page')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(api.getArticleList).toHaveBeenLastCalledWith({ current: 1, size: 10, sort_by: 'view_times', order: 'desc' }), SLOW);
  }, TEST_TIMEOUT);

  it('shows each article with its status, links it to the editor, and the public ones to the site', async () => {
    useDesktopWidth();
    vi.mocked(api.getArticleList).mockResolvedValue(page([row(1), row(2, { status: 3, article_title: '没写完' })]));
    renderList('/admin/articles');

    const publicTitle = await screen.findByRole('link', { name: '文章1' }, SLOW);
    expect(publicTitle.getAttribute('href')).toBe('/admin/articles/1/edit');
    expect(screen.getByRole('link', { name: '在网站上查看「文章1」' }).getAttribute('href')).toBe('/article?id=1');
    expect(screen.queryByRole('link', { name: '在网站上查看「没写完」' })).toBeNull();
    const draftRow = screen.getByRole('link', { name: '没写完' }).closest('tr')!;
    expect(within(draftRow).getAllByText('草稿').length).toBeGreaterThan(0);
    expect(within(draftRow).queryByRole('switch', { name: /公开/ })).toBeNull();
  }, TEST_TIMEOUT);

  it('moves an article to the recycle bin only after the question, then reloads', async () => {
    vi.mocked(api.getArticleList).mockResolvedValue(page([row(1)]));
    vi.mocked(api.recycleArticle).mockResolvedValue();
    renderList('/admin/articles');

    fireEvent.click(await screen.findByRole('button', { name: /删\s*除/ }, SLOW));
    expect(await screen.findByText('确定把这篇文章移入回收站吗？', undefined, SLOW)).toBeTruthy();
    expect(api.recycleArticle).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '移入回收站' }));
    await waitFor(() => expect(api.recycleArticle).toHaveBeenCalledWith(1), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已移入回收站'), SLOW);
    await waitFor(() => expect(api.getArticleList).toHaveBeenCalledTimes(2), SLOW);
  }, TEST_TIMEOUT);

  it('says when no article matches the filters and offers to reset them', async () => {
    vi.mocked(api.getArticleList).mockResolvedValue(page([]));
    renderList('/admin/articles?title=nothing');
    expect(await screen.findByText('没有符合条件的文章', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置筛选' }));
    await waitFor(() => expect(api.getArticleList).toHaveBeenLastCalledWith({ current: 1, size: 10, sort_by: 'created_at', order: 'desc' }), SLOW);
  }, TEST_TIMEOUT);

  it('offers a retry when the list cannot be loaded', async () => {
    vi.mocked(api.getArticleList).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(page([row(1)]));
    renderList('/admin/articles');
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }, SLOW));
    expect(await screen.findByText('文章1', undefined, SLOW)).toBeTruthy();
  }, TEST_TIMEOUT);
});
