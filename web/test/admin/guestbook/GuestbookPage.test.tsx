import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminMessageRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/guestbook/api', () => ({
  getGuestbook: vi.fn(),
  getHotTags: vi.fn(),
  setEntryHidden: vi.fn(),
  deleteEntry: vi.fn(),
  deleteEntries: vi.fn(),
}));

const api = await import('@/admin/guestbook/api');
const { default: GuestbookPage } = await import('@/admin/guestbook/GuestbookPage');

const SLOW = { timeout: 8000 };

const entry = (values: Partial<AdminMessageRow>): AdminMessageRow => ({
  id: 1,
  message: '路过留个言',
  tag: '打卡',
  color: '',
  font_size: 16,
  font_weight: 400,
  bg_color: '',
  bg_url: '',
  user_id: 3,
  nick_name: '小明',
  avatar: '',
  like_times: 2,
  is_like: false,
  comment_total: 1,
  status: 1,
  createdAt: '2024-03-01T08:00:00.000Z',
  updatedAt: '2024-03-01T08:00:00.000Z',
  comment_count: 2,
  ...values,
});

setUpConsolePageTest(['success', 'warning', 'error']);

describe('GuestbookPage', () => {
  it('hides an entry with the guestbook’s own call; the search filters by keyword', { timeout: 40_000 }, async () => {
    vi.mocked(api.getHotTags).mockResolvedValue([{ tag: '打卡', count: 1 }]);
    vi.mocked(api.getGuestbook).mockResolvedValue({ current: 1, size: 20, total: 1, list: [entry({ id: 8 })] });
    vi.mocked(api.setEntryHidden).mockResolvedValue();
    render(<GuestbookPage />);
    const card = (await screen.findByText('路过留个言', undefined, SLOW)).closest('li')!;
    expect(within(card).getByRole('link', { name: /在网站上查看/ }).getAttribute('href')).toBe('/message/detail?id=8');
    fireEvent.click(within(card).getByRole('button', { name: /^隐\s*藏$/ }));
    await waitFor(() => expect(api.setEntryHidden).toHaveBeenCalledWith(8, true), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已隐藏'), SLOW);

    const search = screen.getByRole('searchbox', { name: '搜索留言内容' });
    fireEvent.change(search, { target: { value: '春天' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.getGuestbook).toHaveBeenLastCalledWith({ current: 1, size: 20, keyword: '春天' }), SLOW);
  });

  it('batch delete says how many entries and comments go, and deletes only after 删除', { timeout: 40_000 }, async () => {
    vi.mocked(api.getHotTags).mockResolvedValue([]);
    vi.mocked(api.getGuestbook).mockResolvedValue({ current: 1, size: 20, total: 2, list: [entry({ id: 1 }), entry({ id: 2, message: '第二条', comment_count: 0 })] });
    vi.mocked(api.deleteEntries).mockResolvedValue(2);
    render(<GuestbookPage />);
    await screen.findByText('路过留个言', undefined, SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('选中的 2 条留言、它们下面的 2 条评论（含回复）以及所有点赞会一起删除，不能恢复。');
    expect(api.deleteEntries).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.deleteEntries).toHaveBeenCalledWith([1, 2]), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已删除 2 条留言'), SLOW);
  });
});
