import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { AxiosError } from 'axios';
import { httpClient } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import type { ArgsProps } from 'antd/es/notification/interface';

type NotifyFn = (args: ArgsProps) => void;
import { resetSiteStoreLoad, useSiteStore } from '@/features/site/siteStore';

const config = { blog_name: '测试博客', blog_avatar: '/a.png' };
const headers = [{ id: 1, route_name: 'Home', bg_url: '/uploads/home.webp' }];

function serve(routes: Record<string, { status: number; data: unknown }>, calls: string[]): AxiosAdapter {
  return async (cfg) => {
    calls.push(`${cfg.method?.toUpperCase()} ${cfg.url}`);
    const reply = routes[`${cfg.method?.toUpperCase()} ${cfg.url}`] ?? { status: 404, data: '' };
    const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data, headers: {}, config: cfg };
    if (reply.status < 300) return response;
    throw new AxiosError('fail', 'ERR_BAD_RESPONSE', cfg, null, response);
  };
}

const original = httpClient.defaults.adapter;
let error: ReturnType<typeof vi.fn<NotifyFn>>;

beforeEach(() => {
  resetSiteStoreLoad();
  useSiteStore.setState({ config: null, pageHeaders: [], loaded: false });
  error = vi.fn<NotifyFn>();
  vi.spyOn(feedback.notification, 'error').mockImplementation(error);
  vi.spyOn(feedback.notification, 'warning').mockImplementation(() => {});
});

afterEach(() => {
  httpClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('site store', () => {
  it('loads config and page headers once, and counts the view once per session', async () => {
    const calls: string[] = [];
    httpClient.defaults.adapter = serve(
      {
        'GET /api/config': { status: 200, data: { code: 0, message: '', result: config } },
        'GET /api/pageHeader/getAll': { status: 200, data: { code: 0, message: '', result: headers } },
        'PUT /api/config/addView': { status: 200, data: { code: 0, message: '', result: null } },
      },
      calls,
    );
    await Promise.all([useSiteStore.getState().load(), useSiteStore.getState().load()]);
    expect(useSiteStore.getState().config?.blog_name).toBe('测试博客');
    expect(useSiteStore.getState().headerFor('Home')).toBe('/uploads/home.webp');
    expect(useSiteStore.getState().headerFor('Talk')).toBeUndefined();
    resetSiteStoreLoad();
    await useSiteStore.getState().load();
    expect(calls.filter((c) => c === 'PUT /api/config/addView')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/config')).toHaveLength(2);
  });

  it('a page header failure shows 错误提示 with the server message', async () => {
    httpClient.defaults.adapter = serve(
      {
        'GET /api/config': { status: 200, data: { code: 0, message: '', result: config } },
        'GET /api/pageHeader/getAll': { status: 200, data: { code: 2, message: '背景图读取失败', result: null } },
        'PUT /api/config/addView': { status: 200, data: { code: 0, message: '', result: null } },
      },
      [],
    );
    await useSiteStore.getState().load();
    expect(error).toHaveBeenCalledWith({ title: '错误提示', description: '背景图读取失败' });
    expect(useSiteStore.getState().pageHeaders).toEqual([]);
  });

  it('does not stack a second toast on the http client one', async () => {
    httpClient.defaults.adapter = serve(
      {
        'GET /api/config': { status: 200, data: { code: 0, message: '', result: config } },
        'GET /api/pageHeader/getAll': { status: 500, data: { code: 500, message: '数据库不可用', result: null } },
        'PUT /api/config/addView': { status: 200, data: { code: 0, message: '', result: null } },
      },
      [],
    );
    await useSiteStore.getState().load();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ title: '错误提示', description: '数据库不可用' });
  });
});

describe('site store with data written into the page by the server', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__BLOG_BOOT__;
    vi.resetModules();
  });

  it('starts loaded from window.__BLOG_BOOT__ and only counts the view', async () => {
    (window as unknown as Record<string, unknown>).__BLOG_BOOT__ = { config, pageHeaders: headers };
    vi.resetModules();
    const { httpClient: freshClient } = await import('@/lib/http');
    const { useSiteStore: freshStore } = await import('@/features/site/siteStore');
    const calls: string[] = [];
    freshClient.defaults.adapter = serve({ 'PUT /api/config/addView': { status: 200, data: { code: 0, message: '', result: null } } }, calls);
    expect(freshStore.getState().loaded).toBe(true);
    expect(freshStore.getState().config?.blog_name).toBe('测试博客');
    expect(freshStore.getState().headerFor('Home')).toBe('/uploads/home.webp');
    sessionStorage.clear();
    await freshStore.getState().load();
    // The view count is sent without waiting for it.
    await vi.waitFor(() => expect(calls).toEqual(['PUT /api/config/addView']));
  });

  it('ignores malformed boot data and fetches as usual', async () => {
    (window as unknown as Record<string, unknown>).__BLOG_BOOT__ = { config: null, pageHeaders: 'x' };
    vi.resetModules();
    const { useSiteStore: freshStore } = await import('@/features/site/siteStore');
    expect(freshStore.getState().loaded).toBe(false);
    expect(freshStore.getState().config).toBeNull();
  });
});
