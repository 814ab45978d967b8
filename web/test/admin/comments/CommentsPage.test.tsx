import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminCommentRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/comments/api', () => ({
  getCommentQueue: vi.fn(),
  setCommentHidden: vi.fn(),
  deleteComment: vi.fn(),
  setCommentsHidden: vi.fn(),
  deleteComments: vi.fn(),
  replyAsBlogger: vi.fn(),
}));

const api = await import('@/admin/comments/api');
const { default: CommentsPage } = await import('@/admin/comments/CommentsPage');

/** antd renders slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const row = (values: Partial<AdminCommentRow>): AdminCommentRow => ({
  id: 1,
  type: 1,
  for_id: 7,
  parent_id: null,
  content: '写得真好',
  status: 1,
  thumbs_up: 3,
  guest_name: '',
  guest_email: '',
  guest_url: '',
  ip_region: '',
  reply_count: 2,
  from_user: { id: 5, username: 'alice', nick_name: '爱丽丝', avatar: '' },
  to_user: null,
  place_title: '我的第一篇文章',
  createdAt: '2024-03-01T08:00:00.000Z',
  ...values,
});

setUpConsolePageTest(['success', 'warning', 'error']);

describe('CommentsPage', () => {
  it('shows each comment with its place (a new-tab link to the site), state and counts; filters by place', { timeout: 40_000 }, async () => {
    vi.mocked(api.getCommentQueue).mockResolvedValue({
      current: 1,
      size: 20,
      total: 2,
      list: [row({ id: 1 }), row({ id: 2, type: 2, for_id: 9, content: '隐藏的说说评论', status: 2, place_title: '今天的说说', reply_count: 0 })],
    });
    render(<CommentsPage />);
    const card = (await screen.findByText('写得真好', undefined, SLOW)).closest('li')!;
    const place = within(card).getByRole('link', { name: /我的第一篇文章/ });
    expect(place.getAttribute('href')).toBe('/article?id=7');
    expect(place.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('显示中')).toBeTruthy();
    expect(within(card).getByTitle('回复数（含隐藏的）').textContent).toContain('2');
    const hidden = screen.getByText('隐藏的说说评论').closest('li')!;
    expect(within(hidden).getByRole('link', { name: /今天的说说/ }).getAttribute('href')).toBe('/talk?id=9');
    expect(within(hidden).getByRole('button', { name: /恢复显示/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '按位置筛选' }));
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="留言"]')!, SLOW));
    await waitFor(() => expect(api.getCommentQueue).toHaveBeenLastCalledWith({ current: 1, size: 20, type: 3 }), SLOW);
  });

  it('batch delete says how many comments, replies and likes go, and deletes only after 删除', { timeout: 40_000 }, async () => {
    vi.mocked(api.getCommentQueue).mockResolvedValue({ current: 1, size: 20, total: 2, list: [row({ id: 1 }), row({ id: 2, content: '另一条', reply_count: 1 })] });
    vi.mocked(api.deleteComments).mockResolvedValue(5);
    render(<CommentsPage />);
    await screen.findByText('写得真好', undefined, SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog.textContent).toContain('删除选中的 2 条评论？');
    expect(dialog.textContent).toContain('选中的 2 条评论，其中一级评论下的 3 条回复以及这些评论的点赞会一起删除，不能恢复。');
    expect(api.deleteComments).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.deleteComments).toHaveBeenCalledWith([1, 2]), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已删除 5 条评论（含回复）'), SLOW);
  });

  it('replies as the blogger from the small box under a comment', { timeout: 40_000 }, async () => {
    vi.mocked(api.getCommentQueue).mockResolvedValue({ current: 1, size: 20, total: 1, list: [row({ id: 4 })] });
    vi.mocked(api.replyAsBlogger).mockResolvedValue({} as never);
    render(<CommentsPage />);
    const card = (await screen.findByText('写得真好', undefined, SLOW)).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: /^回\s*复$/ }));
    fireEvent.change(within(card).getByRole('textbox', { name: '回复 爱丽丝' }), { target: { value: '  谢谢支持  ' } });
    fireEvent.click(within(card).getByRole('button', { name: /发送回复/ }));
    await waitFor(() => expect(api.replyAsBlogger).toHaveBeenCalledWith(4, '谢谢支持'), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('回复成功'), SLOW);
  });
});
