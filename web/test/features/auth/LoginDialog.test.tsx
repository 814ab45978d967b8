import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/features/user/userStore';
import { loadRememberedLogin, saveRememberedLogin } from '@/features/auth/rememberedLogin';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/auth/api', () => ({ login: vi.fn(), register: vi.fn(), checkPasswordStamp: vi.fn() }));
vi.mock('@/features/user/api', () => ({ getUserInfoById: vi.fn() }));

const authApi = await import('@/features/auth/api');
const userApi = await import('@/features/user/api');
const { default: LoginDialog, STALE_PASSWORD_HINT } = await import('@/features/auth/LoginDialog');

const USER = { id: 7, nick_name: '小明', avatar: '', role: 2 };

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.notification, 'success').mockImplementation(() => {});
  vi.spyOn(feedback.notification, 'error').mockImplementation(() => {});
  vi.mocked(authApi.login).mockResolvedValue({ code: 0, message: '', result: { token: 'tok-7', id: 7, password_stamp: 'stamp-7' } });
  vi.mocked(authApi.register).mockResolvedValue({ code: 0, message: '注册成功', result: null });
  vi.mocked(authApi.checkPasswordStamp).mockResolvedValue(true);
  vi.mocked(userApi.getUserInfoById).mockResolvedValue({ code: 0, message: '', result: USER });
});
afterEach(() => {
  useUserStore.getState().clearSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function renderDialog(onClose = vi.fn()) {
  render(<LoginDialog open onClose={onClose} />);
  return onClose;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function toRegister() {
  fireEvent.click(screen.getByRole('button', { name: '去注册' }));
  await screen.findByRole('button', { name: /注\s*册/ });
}

function submit(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('LoginDialog', () => {
  it('opens in login mode and shows the login messages for empty fields', async () => {
    renderDialog();
    expect(screen.getAllByText('登录').length).toBeGreaterThan(0);
    submit(/登\s*录/);
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameRequired)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_MESSAGES.loginPasswordRequired)).toBeTruthy();
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it('shows each register message for its bad input', async () => {
    renderDialog();
    await toRegister();
    submit(/注\s*册/);
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameRequired)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmRequired)).toBeTruthy();

    type('用户账号', 'abc');
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameLength)).toBeTruthy();
    type('用户账号', 'a'.repeat(17));
    expect(await screen.findByText(ACCOUNT_MESSAGES.usernameLength)).toBeTruthy();
    type('密码', '123456');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordPattern)).toBeTruthy();
    type('密码', '密码abc123');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordPattern)).toBeTruthy();
    type('密码', 'abc123');
    type('确认密码', 'abc124');
    expect(await screen.findByText(ACCOUNT_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('switching modes resets the forms', async () => {
    renderDialog();
    type('用户账号', 'someone');
    await toRegister();
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('');
    type('用户账号', 'another');
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await screen.findByText('记住我');
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('');
  });

  it('pre-fills and ticks remember-me when credentials were remembered', async () => {
    saveRememberedLogin({ username: 'demo_user', password: 'demo123' });
    renderDialog();
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('demo_user');
    expect((screen.getByLabelText('用户密码') as HTMLInputElement).value).toBe('demo123');
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
  });

  it('logs in: login, then the user info by id, 登录成功, the welcome notice, and remembers when ticked', async () => {
    const onClose = renderDialog();
    type('用户账号', 'demo_user');
    type('用户密码', 'demo123');
    fireEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    submit(/登\s*录/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(authApi.login).toHaveBeenCalledWith({ username: 'demo_user', password: 'demo123' });
    expect(userApi.getUserInfoById).toHaveBeenCalledWith(7, { skipBusinessToast: true });
    expect(feedback.message.success).toHaveBeenCalledWith('登录成功');
    expect(feedback.notification.success).toHaveBeenCalledWith(expect.objectContaining({ title: '欢迎～' }));
    expect(useUserStore.getState()).toMatchObject({ token: 'tok-7', userInfo: USER, tokenFlag: true, infoFlag: true });
    expect(loadRememberedLogin()).toEqual({ username: 'demo_user', password: 'demo123', stamp: 'stamp-7' });
  });

  it('asks whether a remembered password still holds, and keeps offering it when it does', async () => {
    saveRememberedLogin({ username: 'demo_user', password: 'demo123', stamp: 'stamp-7' });
    renderDialog();
    await waitFor(() => expect(authApi.checkPasswordStamp).toHaveBeenCalledWith({ username: 'demo_user', password_stamp: 'stamp-7' }));
    expect((screen.getByLabelText('用户密码') as HTMLInputElement).value).toBe('demo123');
    expect(screen.queryByText(STALE_PASSWORD_HINT)).toBeNull();
  });

  it('offers the username alone when the remembered password was changed elsewhere, and says so', async () => {
    vi.mocked(authApi.checkPasswordStamp).mockResolvedValue(false);
    saveRememberedLogin({ username: 'demo_user', password: 'old-pass1', stamp: 'stale' });
    renderDialog();
    expect(await screen.findByText(STALE_PASSWORD_HINT)).toBeTruthy();
    expect((screen.getByLabelText('用户密码') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('用户账号') as HTMLInputElement).value).toBe('demo_user');
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
    // Gone from storage too: the next opening has no stale password to offer.
    expect(loadRememberedLogin()).toEqual({ username: 'demo_user', password: '' });
  });

  it('forgets a remembered password (kept without a stamp) that the server refuses, keeping the username', async () => {
    // The envelope of a refusal carries no result.
    vi.mocked(authApi.login).mockResolvedValue({ code: 100, message: '用户名或密码错误', result: null as never });
    saveRememberedLogin({ username: 'demo_user', password: 'old-pass1' });
    renderDialog();
    submit(/登\s*录/);
    expect(await screen.findByText(STALE_PASSWORD_HINT)).toBeTruthy();
    expect(authApi.checkPasswordStamp).not.toHaveBeenCalled();
    expect((screen.getByLabelText('用户密码') as HTMLInputElement).value).toBe('');
    expect(loadRememberedLogin()).toEqual({ username: 'demo_user', password: '' });
  });

  it('forgets remembered credentials when remember-me is not ticked', async () => {
    saveRememberedLogin({ username: 'demo_user', password: 'demo123' });
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    submit(/登\s*录/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(loadRememberedLogin()).toBeNull();
  });

  it('greets user 3 with 你好', async () => {
    vi.mocked(authApi.login).mockResolvedValue({ code: 0, message: '', result: { token: 't3', id: 3, password_stamp: 'stamp-3' } });
    vi.mocked(userApi.getUserInfoById).mockResolvedValue({ code: 0, message: '', result: { ...USER, id: 3 } });
    const onClose = renderDialog();
    type('用户账号', 'admin');
    type('用户密码', 'admin123');
    submit(/登\s*录/);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(feedback.notification.success).toHaveBeenCalledWith(expect.objectContaining({ title: '欢迎～', description: '你好' }));
  });

  it('shows a refused login as 错误提示 and stays open', async () => {
    vi.mocked(authApi.login).mockResolvedValue({ code: 100, message: '用户名或密码错误', result: null as never });
    const onClose = renderDialog();
    type('用户账号', 'demo_user');
    type('用户密码', 'wrong1');
    submit(/登\s*录/);
    await waitFor(() => expect(feedback.notification.error).toHaveBeenCalled());
    expect(vi.mocked(feedback.notification.error).mock.calls[0]?.[0]).toMatchObject({ title: '错误提示' });
    expect(onClose).not.toHaveBeenCalled();
    expect(useUserStore.getState().tokenFlag).toBe(false);
    expect(userApi.getUserInfoById).not.toHaveBeenCalled();
  });

  it('a failed user-info fetch gets 错误提示 and leaves no half session', async () => {
    vi.mocked(userApi.getUserInfoById).mockResolvedValue({ code: 100, message: '用户不存在', result: null as never });
    renderDialog();
    type('用户账号', 'demo_user');
    type('用户密码', 'demo123');
    submit(/登\s*录/);
    await waitFor(() => expect(feedback.notification.error).toHaveBeenCalled());
    expect(useUserStore.getState()).toMatchObject({ token: '', tokenFlag: false });
  });

  it('registers, then logs in automatically (自动登录成功) and remembers the form', async () => {
    const onClose = renderDialog();
    await toRegister();
    type('用户账号', 'new_user');
    type('昵称（选填）', '新朋友');
    type('密码', 'abc123');
    type('确认密码', 'abc123');
    await act(async () => submit(/注\s*册/));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(authApi.register).toHaveBeenCalledWith({ username: 'new_user', password: 'abc123', nick_name: '新朋友' });
    expect(authApi.login).toHaveBeenCalledWith({ username: 'new_user', password: 'abc123' });
    expect(feedback.message.success).toHaveBeenCalledWith('自动登录成功');
    expect(loadRememberedLogin()).toEqual({ username: 'new_user', password: 'abc123', stamp: 'stamp-7' });
  });

  it('a taken username shows the server message as 错误提示 and does not log in', async () => {
    vi.mocked(authApi.register).mockResolvedValue({ code: 100, message: '用户名已存在', result: null });
    renderDialog();
    await toRegister();
    type('用户账号', 'demo_user');
    type('密码', 'abc123');
    type('确认密码', 'abc123');
    submit(/注\s*册/);
    await waitFor(() => expect(feedback.notification.error).toHaveBeenCalled());
    expect(authApi.login).not.toHaveBeenCalled();
  });
});
