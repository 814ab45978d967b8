import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { USER_ROLE, type NotifyItem } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useNotifyStore } from '@/features/notify/notifyStore';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/notify/api', () => ({
  getNotifyList: vi.fn(),
  markNotifyViewed: vi.fn(),
  deleteNotify: vi.fn(),
}));

vi.mock('@/lib/openPage', () => ({ openPage: vi.fn() }));

const api = await import('@/features/notify/api');
const { openPage } = await import('@/lib/openPage');
const { default: NotifyDrawer } = await import('@/features/notify/NotifyDrawer');
const { default: NotifyBell } = await import('@/features/notify/NotifyBell');

/** 12 notifications like the demo user's: the first 11 unread. */
const ALL: NotifyItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  type: (i % 4) + 1,
  to_id: i % 4 === 0 || i % 4 === 1 ? 100 + i : null,
  message: i === 0 ? '<img src=x onerror=alert(1)>' : i === 1 ? '您的留言<b>已通过审核</b>' : `通知 ${i + 1}`,
  isView: i < 11 ? 1 : 2,
  createdAt: new Date().toISOString(),
}));

function pageOf(current: number, size: number) {
  const list = ALL.slice((current - 1) * size, current * size);
  const unread = ALL.filter((n) => n.isView === 1).length;
  return { code: 0, message: '', result: { current, size, total: ALL.length, unread, list } };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderDrawer(onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <NotifyDrawer open onClose={onClose} userId={2} />
    </MemoryRouter>,
  );
  return onClose;
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  useNotifyStore.getState().reset();
  useUserStore.getState().clearSession();
  vi.mocked(api.getNotifyList).mockImplementation(async (_userId, current, size = 10) => pageOf(current, size));
  vi.mocked(api.markNotifyViewed).mockResolvedValue({ code: 0, message: '', result: null });
  vi.mocked(api.deleteNotify).mockResolvedValue({ code: 0, message: '删除成功', result: null });
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('NotifyBell', () => {
  it('loads page 1 and shows the unread count capped at 9', async () => {
    render(
      <MemoryRouter>
        <NotifyBell userId={2} />
      </MemoryRouter>,
    );
    // 11 unread in all, though the first page holds only 10 of them: the server's count is named.
    const bell = await screen.findByRole('button', { name: '我的消息，11 条未读' });
    expect(api.getNotifyList).toHaveBeenCalledWith(2, 1, 10);
    expect(bell.querySelector('.ant-badge-count')?.textContent).toBe('9+');
    useNotifyStore.getState().markViewedLocally(1);
    expect(await screen.findByRole('button', { name: '我的消息，10 条未读' })).toBe(bell);
    // Marking an already read one changes nothing.
    useNotifyStore.getState().markViewedLocally(1);
    expect(useNotifyStore.getState().unread).toBe(10);
  });

  it('shows no count when everything is read', async () => {
    vi.mocked(api.getNotifyList).mockResolvedValue({ code: 0, message: '', result: { current: 1, size: 10, total: 1, unread: 0, list: [ALL[11]!] } });
    render(
      <MemoryRouter>
        <NotifyBell userId={2} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useNotifyStore.getState().loaded).toBe(true));
    expect(screen.getByRole('button', { name: '我的消息' }).querySelector('.ant-badge-count')).toBeNull();
  });
});

describe('NotifyDrawer', () => {
  it('shows the first page, appends the next on 点击加载更多, then 已经到底了', async () => {
    renderDrawer();
    expect(await screen.findByText('通知 10')).toBeTruthy();
    expect(screen.queryByText('通知 11')).toBeNull();
    expect(screen.getAllByText('新')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '点击加载更多' }));
    expect(await screen.findByText('通知 12')).toBeTruthy();
    expect(screen.getByText('通知 3')).toBeTruthy();
    expect(api.getNotifyList).toHaveBeenLastCalledWith(2, 2, 10);
    expect(await screen.findByText('已经到底了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '点击加载更多' })).toBeNull();
  });

  it('shows a script-carrying text as text and safe markup as HTML', async () => {
    renderDrawer();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.notify-item img')).toBeNull();
    expect(screen.getByText('已通过审核').tagName).toBe('B');
  });

  it('shows 暂无消息 for an empty list', async () => {
    vi.mocked(api.getNotifyList).mockResolvedValue({ code: 0, message: '', result: { current: 1, size: 10, total: 0, unread: 0, list: [] } });
    renderDrawer();
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('opening an unread item marks it viewed, then goes to its target', async () => {
    const onClose = renderDrawer();
    await screen.findByText('通知 10');
    const row = screen.getByText('<img src=x onerror=alert(1)>').closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /查\s*看/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/article?id=100'));
    expect(api.markNotifyViewed).toHaveBeenCalledWith(1);
    expect(onClose).toHaveBeenCalled();
    expect(useNotifyStore.getState().items.find((n) => n.id === 1)?.isView).toBe(2);
  });

  it("type 4 loads the admin console as a page of its own, for an admin", async () => {
    useUserStore.getState().setUserInfo({ id: 2, nick_name: '博主', avatar: '', role: USER_ROLE.admin });
    const onClose = renderDrawer();
    fireEvent.click(await screen.findByText('通知 4'));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/admin'));
    expect(onClose).toHaveBeenCalled();
  });

  it('a type 4 that reached an ordinary user opens their personal centre, never the console', async () => {
    useUserStore.getState().setUserInfo({ id: 2, nick_name: '读者', avatar: '', role: USER_ROLE.user });
    const onClose = renderDrawer();
    fireEvent.click(await screen.findByText('通知 4'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/userCenter'));
    expect(openPage).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before deleting, then deletes and says 删除成功', async () => {
    renderDrawer();
    const row = (await screen.findByText('通知 3')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除吗？')).toBeTruthy();
    expect(api.deleteNotify).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.deleteNotify).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.queryByText('通知 3')).toBeNull());
    expect(feedback.message.success).toHaveBeenCalledWith('删除成功');
  });

  it('keeps the item and shows the server message when the delete is refused', async () => {
    vi.mocked(api.deleteNotify).mockResolvedValue({ code: 1, message: '只能删除自己的消息', result: null });
    renderDrawer();
    const row = (await screen.findByText('通知 3')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('只能删除自己的消息'));
    expect(screen.getByText('通知 3')).toBeTruthy();
  });
});
