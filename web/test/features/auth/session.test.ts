import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http, httpClient, resetUnauthorizedLatch } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { openLogin } from '@/lib/loginEntry';
import { installSession } from '@/features/auth/session';
import { useUserStore } from '@/features/user/userStore';

const original = httpClient.defaults.adapter;
let seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status < 300) return response;
    throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  };
}

beforeEach(() => {
  seen = [];
  resetUnauthorizedLatch();
  installSession();
  vi.spyOn(feedback.notification, 'error').mockImplementation(() => {});
  vi.spyOn(feedback.notification, 'warning').mockImplementation(() => {});
});
afterEach(() => {
  httpClient.defaults.adapter = original;
  useUserStore.getState().clearSession();
  useUserStore.getState().setShowLogin(false);
  vi.restoreAllMocks();
});

describe('session wiring', () => {
  it('sends the decrypted token as a Bearer header', async () => {
    httpClient.defaults.adapter = answer(200, { code: 0, message: '', result: null });
    useUserStore.getState().setToken('tok-123');
    await http.get('/api/anything');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('a burst of 401s clears the session and opens the login dialog once', async () => {
    httpClient.defaults.adapter = answer(401, { code: 401, message: '登录过期' });
    useUserStore.getState().setToken('expired');
    useUserStore.getState().setUserInfo({ id: 2, nick_name: '甲', avatar: '', role: 2 });
    let openings = 0;
    const unsubscribe = useUserStore.subscribe((state, prev) => {
      if (state.showLogin && !prev.showLogin) openings += 1;
    });
    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b'), http.get('/api/c')]);
    unsubscribe();
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(useUserStore.getState()).toMatchObject({ token: '', userInfo: null, tokenFlag: false, infoFlag: false, showLogin: true });
    expect(openings).toBe(1);
    expect(feedback.notification.error).toHaveBeenCalledTimes(1);
  });

  it('the header 登录 entry opens the dialog through the store', () => {
    openLogin();
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('skipBusinessToast resolves a code-100 answer without the 温馨提示 toast', async () => {
    httpClient.defaults.adapter = answer(200, { code: 100, message: '用户名已存在', result: null });
    const res = await http.post('/api/user/register', {}, { skipBusinessToast: true });
    expect(res.code).toBe(100);
    expect(feedback.notification.warning).not.toHaveBeenCalled();
    await expect(http.post('/api/user/register', {})).rejects.toThrow('用户名已存在');
    expect(feedback.notification.warning).toHaveBeenCalledTimes(1);
  });
});
