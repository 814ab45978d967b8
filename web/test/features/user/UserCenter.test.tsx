import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { httpClient } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { routes } from '@/app/router';
import { resetSiteStoreLoad } from '@/features/site/siteStore';
import { useUserStore } from '@/features/user/userStore';
import { avatarFileProblem, AVATAR_MAX_BYTES } from '@/features/user/ProfileCard';
import { installSession } from '@/features/auth/session';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/article/pages/HomePage', () => ({ default: () => <p>首页内容</p> }));

const requests: { method: string; url: string; data: unknown }[] = [];
const ok: AxiosAdapter = async (config) => {
  requests.push({ method: String(config.method), url: String(config.url), data: config.data });
  const result = config.url?.includes('pageHeader') ? [] : null;
  return { status: 200, statusText: '', headers: {}, config, data: { code: 0, message: '', result } } as AxiosResponse;
};

const original = httpClient.defaults.adapter;
beforeAll(installDomPolyfills);
beforeEach(() => {
  requests.length = 0;
  resetSiteStoreLoad();
  installSession();
  httpClient.defaults.adapter = ok;
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  useUserStore.getState().clearSession();
  useUserStore.getState().setShowLogin(false);
  vi.restoreAllMocks();
});

function logIn() {
  useUserStore.getState().setToken('tok');
  useUserStore.getState().setUserInfo({ id: 2, nick_name: '演示用户', avatar: '', role: 2 });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('header account entry', () => {
  it('shows 登录 when logged out, and it opens the login dialog', async () => {
    renderAt('/home');
    await screen.findByText('首页内容');
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    fireEvent.click(nav.getByRole('button', { name: '登录' }));
    expect(useUserStore.getState().showLogin).toBe(true);
    expect(screen.queryByRole('button', { name: /我的消息/ })).toBeNull();
  });

  it('shows the user submenu and the bell when logged in; 退出登录 on /userCenter goes home', async () => {
    logIn();
    const router = renderAt('/userCenter');
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    fireEvent.click(nav.getByRole('button', { name: '演示用户' }));
    expect(nav.getByRole('link', { name: '个人中心' }).getAttribute('href')).toBe('/userCenter');
    expect(await screen.findByRole('button', { name: /我的消息/ }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(nav.getByRole('button', { name: '退出登录' }));
    expect(feedback.message.success).toHaveBeenCalledWith('退出成功');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useUserStore.getState().tokenFlag).toBe(false);
  });
});

describe('UserCenterPage', () => {
  it('asks a logged-out visitor to log in', async () => {
    renderAt('/userCenter');
    expect(await screen.findByRole('heading', { name: '登录后才能使用个人中心' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: /登\s*录/ }));
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('saves the nickname and reports 修改成功', async () => {
    logIn();
    renderAt('/userCenter');
    const input = (await screen.findByLabelText('昵称')) as HTMLInputElement;
    expect(input.value).toBe('演示用户');
    fireEvent.change(input, { target: { value: '新昵称' } });
    fireEvent.click(screen.getByRole('button', { name: /保存资料/ }));
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('修改成功'));
    expect(requests.find((r) => r.url === '/api/user/updateOwnUserInfo')?.data).toBe(JSON.stringify({ nick_name: '新昵称', avatar: '' }));
    expect(useUserStore.getState().userInfo?.nick_name).toBe('新昵称');
  });

  it('checks the new password with the register rules, and a change logs out and opens login', async () => {
    logIn();
    renderAt('/userCenter');
    fireEvent.change(await screen.findByLabelText('原密码'), { target: { value: 'old123' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
    expect(await screen.findByText('密码格式应为8-18位数字、字母、符号的任意两种组合')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'new123' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'new123' } });
    fireEvent.click(screen.getByRole('button', { name: /修改密码/ }));
    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(true));
    expect(useUserStore.getState().tokenFlag).toBe(false);
    expect(feedback.message.success).toHaveBeenCalledWith('修改成功，请使用新密码重新登录');
  });

  it('refuses non-images and avatars over 5 MB before uploading', () => {
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe('只能上传图片文件');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('头像图片不能超过 5MB');
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
  });
});
