import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminArticleRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/articles/api', () => ({
  getRecycleList: vi.fn(),
  restoreArticle: vi.fn(),
  deleteArticleForever: vi.fn(),
}));

const api = await import('@/admin/articles/api');
const { default: RecycleBinPage, RECYCLE_EMPTY } = await import('@/admin/articles/RecycleBinPage');

/** antd renders slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

const recycled: AdminArticleRow = {
  id: 4,
  article_title: '过时的教程',
  article_cover: '',
  category_id: 1,
  category_name: '前端',
  tagList: [],
  status: 1,
  type: 1,
  is_top: 2,
  top_order: 0,
  view_times: 0,
  thumbs_up_times: 0,
  createdAt: '2024-01-01T08:00:00.000Z',
  updatedAt: '2024-01-01T08:00:00.000Z',
  deletedAt: '2025-05-01T08:00:00.000Z',
};

function renderBin() {
  render(
    <MemoryRouter initialEntries={['/admin/articles/recycle']}>
      <RecycleBinPage />
    </MemoryRouter>,
  );
}

setUpConsolePageTest();

describe('RecycleBinPage', () => {
  it('says so when the recycle bin is empty', async () => {
    vi.mocked(api.getRecycleList).mockResolvedValue({ current: 1, size: 10, total: 0, list: [] });
    renderBin();
    expect(await screen.findByText(RECYCLE_EMPTY, undefined, SLOW)).toBeTruthy();
    expect(api.getRecycleList).toHaveBeenCalledWith({ current: 1, size: 10 });
  }, TEST_TIMEOUT);

  it('restores an article', async () => {
    vi.mocked(api.getRecycleList).mockResolvedValue({ current: 1, size: 10, total: 1, list: [recycled] });
    vi.mocked(api.restoreArticle).mockResolvedValue();
    renderBin();
    fireEvent.click(await screen.findByRole('button', { name: '恢复「过时的教程」' }, SLOW));
    await waitFor(() => expect(api.restoreArticle).toHaveBeenCalledWith(4), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已恢复'), SLOW);
    await waitFor(() => expect(api.getRecycleList).toHaveBeenCalledTimes(2), SLOW);
  }, TEST_TIMEOUT);

  it('deletes for good only after a warning that comments, likes and tag links go too', async () => {
    vi.mocked(api.getRecycleList).mockResolvedValue({ current: 1, size: 10, total: 1, list: [recycled] });
    vi.mocked(api.deleteArticleForever).mockResolvedValue();
    renderBin();
    fireEvent.click(await screen.findByRole('button', { name: '彻底删除「过时的教程」' }, SLOW));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(within(dialog).getByText(/评论、点赞和标签关联也会一起删除。此操作无法撤销/)).toBeTruthy();
    expect(api.deleteArticleForever).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '彻底删除' }));
    await waitFor(() => expect(api.deleteArticleForever).toHaveBeenCalledWith(4), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已彻底删除'), SLOW);
  }, TEST_TIMEOUT);
});
