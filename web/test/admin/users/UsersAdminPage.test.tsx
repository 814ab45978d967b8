import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminUserRow } from '@blog/contract';
import { useUserStore } from '@/features/user/userStore';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/users/api', () => ({
  getUsers: vi.fn(),
  setUserDisabled: vi.fn(),
  setUserRole: vi.fn(),
  resetUserPassword: vi.fn(),
  getNameClashes: vi.fn(async () => []),
  renameUser: vi.fn(),
}));

const api = await import('@/admin/users/api');
const { default: UsersAdminPage } = await import('@/admin/users/UsersAdminPage');

const SLOW = { timeout: 8000 };

const user = (values: Partial<AdminUserRow>): AdminUserRow => ({
  id: 2,
  username: 'reader01',
  nick_name: '读者',
  avatar: '',
  role: 2,
  disabled: false,
  createdAt: '2024-03-01T08:00:00.000Z',
  lastLoginAt: null,
  comment_count: 3,
  message_count: 1,
  ...values,
});

setUpConsolePageTest(['success', 'warning', 'error']);

describe('UsersAdminPage', () => {
  it('shows each account with its facts; the admin’s own card has no switches', { timeout: 40_000 }, async () => {
    useUserStore.setState({ userInfo: { id: 1, nick_name: '博主', avatar: '', role: 1 } });
    vi.mocked(api.getUsers).mockResolvedValue({ current: 1, size: 20, total: 2, list: [user({}), user({ id: 1, username: 'admin', nick_name: '博主', role: 1 })] });
    render(<UsersAdminPage />);
    const reader = (await screen.findByText('@reader01', undefined, SLOW)).closest('li')!;
    expect(within(reader).getByText('普通用户')).toBeTruthy();
    expect(within(reader).getByText('暂无记录')).toBeTruthy();
    expect(within(reader).getByRole('button', { name: /禁\s*用/ })).toBeTruthy();
    const self = screen.getByText('@admin').closest('li')!;
    expect(within(self).getByText('我')).toBeTruthy();
    expect(within(self).queryAllByRole('button')).toHaveLength(0);

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索用户名或昵称' }), { target: { value: ' 读者 ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索用户名或昵称' }), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.getUsers).toHaveBeenLastCalledWith({ current: 1, size: 20, keyword: '读者' }), SLOW);
  });

  it('resets a password after asking, and shows the new one once', { timeout: 40_000 }, async () => {
    useUserStore.setState({ userInfo: { id: 1, nick_name: '博主', avatar: '', role: 1 } });
    vi.mocked(api.getUsers).mockResolvedValue({ current: 1, size: 20, total: 1, list: [user({})] });
    vi.mocked(api.resetUserPassword).mockResolvedValue('Ab3dEf7hJk9m');
    render(<UsersAdminPage />);
    const reader = (await screen.findByText('@reader01', undefined, SLOW)).closest('li')!;
    fireEvent.click(within(reader).getByRole('button', { name: '重置密码' }));
    const [asked] = await screen.findAllByText('重置「读者」的密码？', undefined, SLOW);
    expect(api.resetUserPassword).not.toHaveBeenCalled();
    const dialog = asked!.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await screen.findByText('Ab3dEf7hJk9m', undefined, SLOW);
    expect(api.resetUserPassword).toHaveBeenCalledWith(2);
    expect(screen.getByText(/只显示这一次/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Ab3dEf7hJk9m')).toBeNull(), SLOW);
    expect(feedback.message.error).not.toHaveBeenCalled();
  });
});
