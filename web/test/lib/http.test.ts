import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { VISITOR_KEY_HEADER } from '@blog/contract';
import { ApiError, http, httpClient, isRefusal, resetUnauthorizedLatch, setTokenProvider, setUnauthorizedHandler, toastFailure } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import type { ArgsProps } from 'antd/es/notification/interface';

type NotifyFn = (args: ArgsProps) => void;

type Reply = { status: number; data: unknown };

/** Answers every request with `reply`, the way a real adapter would (rejecting non-2xx). */
function answerWith(reply: Reply | (() => Reply), seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const { status, data } = typeof reply === 'function' ? reply() : reply;
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

let notify: { warning: ReturnType<typeof vi.fn<NotifyFn>>; error: ReturnType<typeof vi.fn<NotifyFn>> };
const originalAdapter = httpClient.defaults.adapter;

beforeEach(() => {
  notify = { warning: vi.fn<NotifyFn>(), error: vi.fn<NotifyFn>() };
  vi.spyOn(feedback.notification, 'warning').mockImplementation(notify.warning);
  vi.spyOn(feedback.notification, 'error').mockImplementation(notify.error);
  resetUnauthorizedLatch();
  setTokenProvider(() => null);
  setUnauthorizedHandler(() => {});
});

afterEach(() => {
  httpClient.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function use(adapter: AxiosAdapter): void {
  httpClient.defaults.adapter = adapter;
}

describe('http client requests', () => {
  it('sends the SPEC.md §7 headers, credentials and the visitor key', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    use(answerWith({ status: 200, data: { code: 0, message: 'ok', result: [1] } }, seen));
    const body = await http.get<number[]>('/api/article/getHotArticle');
    expect(body).toEqual({ code: 0, message: 'ok', result: [1] });
    const config = seen[0]!;
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(10_000);
    expect(config.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(String(config.headers.get('Content-Type'))).toContain('application/json');
    expect(config.headers.get('Authorization')).toBeUndefined();
    const key = config.headers.get(VISITOR_KEY_HEADER);
    expect(typeof key).toBe('string');
    expect(String(key).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the same visitor key across requests', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    use(answerWith({ status: 200, data: { code: 0, message: '', result: null } }, seen));
    await http.put('/api/article/like/1');
    await http.put('/api/article/cancelLike/1');
    expect(seen[0]!.headers.get(VISITOR_KEY_HEADER)).toBe(seen[1]!.headers.get(VISITOR_KEY_HEADER));
  });

  it('adds Authorization: Bearer when the token provider has a token', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    use(answerWith({ status: 200, data: { code: 0, message: '', result: null } }, seen));
    setTokenProvider(() => 'abc.def');
    await http.post('/api/x', { a: 1 });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('passes other non-zero codes through to the caller without a toast', async () => {
    use(answerWith({ status: 200, data: { code: 1, message: '用户名或密码错误', result: null } }));
    await expect(http.post('/api/user/login')).resolves.toMatchObject({ code: 1 });
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('http client response handling (SPEC.md §8)', () => {
  it('code 100: warning 温馨提示 with the server message, then rejects', async () => {
    use(answerWith({ status: 200, data: { code: 100, message: '该用户名已存在', result: null } }));
    const error = await http.post('/api/user/register').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(notify.warning).toHaveBeenCalledWith({ title: '温馨提示', description: '该用户名已存在' });
  });

  const cases: Array<{ status: number; message?: string; kind: 'error' | 'warning'; title: string; text: string }> = [
    { status: 401, kind: 'error', title: '错误提示', text: '登录过期' },
    { status: 401, message: '登录已失效', kind: 'error', title: '错误提示', text: '登录已失效' },
    { status: 403, kind: 'error', title: '错误提示', text: '权限不足' },
    { status: 403, message: '只有管理员可以操作', kind: 'error', title: '错误提示', text: '只有管理员可以操作' },
    { status: 404, message: '别的说法', kind: 'error', title: '错误提示', text: '接口没有找到' },
    { status: 408, kind: 'warning', title: '温馨提示', text: '服务端错误' },
    { status: 408, message: '请求超时', kind: 'warning', title: '温馨提示', text: '请求超时' },
    { status: 429, message: '操作太频繁', kind: 'warning', title: '温馨提示', text: '操作太频繁' },
    { status: 500, kind: 'error', title: '错误提示', text: '服务端错误' },
    { status: 500, message: '数据库不可用', kind: 'error', title: '错误提示', text: '数据库不可用' },
  ];

  for (const c of cases) {
    it(`HTTP ${c.status}${c.message ? ' with a message' : ''}: ${c.kind} "${c.text}", rejects`, async () => {
      use(answerWith({ status: c.status, data: c.message ? { code: c.status, message: c.message, result: null } : '' }));
      const error = await http.get('/api/any').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(c.status);
      expect((error as ApiError).notified).toBe(true);
      const shown = c.kind === 'error' ? notify.error : notify.warning;
      const other = c.kind === 'error' ? notify.warning : notify.error;
      expect(shown).toHaveBeenCalledTimes(1);
      expect(shown).toHaveBeenCalledWith({ title: c.title, description: c.text });
      expect(other).not.toHaveBeenCalled();
    });
  }

  it('other statuses reject silently', async () => {
    for (const status of [400, 409, 502, 503]) {
      use(answerWith({ status, data: { code: status, message: '出错了', result: null } }));
      const error = await http.get('/api/any').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).notified).toBe(false);
      expect((error as ApiError).message).toBe('出错了');
    }
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('a network failure rejects without a toast, with words a visitor can read (the caller decides to show them)', async () => {
    use(async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    const error = await http.get('/api/any').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('网络连接失败，请检查网络后重试');
    expect(notify.error).not.toHaveBeenCalled();

    use(async (config) => {
      throw new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    });
    expect(((await http.get('/api/any').catch((e: unknown) => e)) as ApiError).message).toBe('请求超时，请稍后再试');
    use(answerWith({ status: 502, data: '<html>Bad Gateway</html>' }));
    expect(((await http.get('/api/any').catch((e: unknown) => e)) as ApiError).message).toBe('服务暂时不可用，请稍后再试');
  });
});

describe('telling the user about a failure once', () => {
  it('a refusal (code 100) was told by the client: toastFailure adds nothing, isRefusal knows it', async () => {
    use(answerWith({ status: 200, data: { code: 100, message: '相册不存在', result: null } }));
    const error = await http.get('/api/photo/getAllPhotosByAlbumId/999').catch((e: unknown) => e);
    const toast = vi.spyOn(feedback.message, 'error').mockImplementation(() => Promise.resolve(true) as never);
    toastFailure(error, '加载失败');
    expect(notify.warning).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
    expect(isRefusal(error)).toBe(true);
  });

  it('a failure the client did not tell (a 400) gets one error toast with the server words', async () => {
    use(answerWith({ status: 400, data: { code: 400, message: '昵称不能超过 16 个字符', result: null } }));
    const error = await http.put('/api/user/updateOwnUserInfo').catch((e: unknown) => e);
    const toast = vi.spyOn(feedback.message, 'error').mockImplementation(() => Promise.resolve(true) as never);
    toastFailure(error, '修改失败');
    expect(toast).toHaveBeenCalledWith('昵称不能超过 16 个字符');
    expect(isRefusal(error)).toBe(false);
  });
});

describe('401 bursts', () => {
  it('a burst of 401s shows one toast and calls the handler once; a later one again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T10:00:00Z'));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    use(answerWith({ status: 401, data: { code: 401, message: '登录过期', result: null } }));

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => http.get('/api/user/x')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledTimes(1);

    // A request sent after the session was dealt with and answered 401 again is a new event.
    vi.setSystemTime(new Date('2024-06-01T10:05:00Z'));
    await http.get('/api/user/x').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('a 401 for a request sent before the handled one is part of the same burst, even if slow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T10:00:00Z'));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    let release: (() => void) | undefined;
    const slowGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    use(async (config: InternalAxiosRequestConfig) => {
      if ((config as AxiosRequestConfig).url === '/slow') await slowGate;
      const response: AxiosResponse = { status: 401, statusText: '401', data: '', headers: {}, config };
      throw new AxiosError('401', 'ERR_BAD_REQUEST', config, null, response);
    });
    const slow = http.get('/slow').catch(() => undefined);
    await http.get('/fast').catch(() => undefined);
    vi.setSystemTime(new Date('2024-06-01T10:00:09Z'));
    release!();
    await slow;
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
