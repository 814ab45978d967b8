import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { resetChat } from '@/features/chat/chatStore';
import { resetSiteStoreLoad } from '@/features/site/siteStore';
import { chunkEnvironment } from '@/lib/chunks';
import { feedback } from '@/lib/feedback';
import { httpClient } from '@/lib/http';
import { FakeWebSocket } from '../features/chat/fakeWebSocket';

/**
 * Chunks that cannot be downloaded (the server is restarting, a new build removed them) while a
 * page is open: each mocked module below throws as a failed dynamic import does until it is told
 * the server is back.
 */
const server = vi.hoisted(() => ({ down: true }));
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chunk-abc.js');

vi.mock('@/app/feedbackHolder', () => {
  // The toast holders stay unreachable in this file: every toast shows in the built-in stand-ins.
  throw chunkGone();
});
vi.mock('@/features/search/SearchDialog', () => {
  if (server.down) throw chunkGone();
  return { default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="搜索文章对话框" /> : null) };
});
vi.mock('@/features/article/pages/ArchivesPage', () => {
  if (server.down) throw chunkGone();
  return { default: () => <h1>时间轴页面</h1> };
});
vi.mock('@/features/article/pages/CategoryPage', () => {
  if (server.down) throw chunkGone();
  return { default: () => <h1>分类页面</h1> };
});
vi.mock('@/features/article/pages/HomePage', () => ({ default: () => <p>首页内容</p> }));

const ok: AxiosAdapter = async (config) =>
  ({ status: 200, statusText: '', headers: {}, config, data: { code: 0, message: '', result: config.url?.includes('pageHeader') ? [] : null } }) as AxiosResponse;
const originalAdapter = httpClient.defaults.adapter;
const originalEnvironment = { ...chunkEnvironment };

beforeAll(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  server.down = true;
  resetSiteStoreLoad();
  httpClient.defaults.adapter = ok;
  chunkEnvironment.probe = async () => (server.down ? 'offline' : 'current');
  chunkEnvironment.serverBackPollMs = 50;
});
afterEach(() => {
  httpClient.defaults.adapter = originalAdapter;
  Object.assign(chunkEnvironment, originalEnvironment);
  resetChat();
  FakeWebSocket.reset();
});

function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** The built-in toasts live in their own root under body. */
const toastSaying = (text: string) => screen.findByText(text, {}, { timeout: 5_000 });

describe('a chunk that cannot load never takes the page down', () => {
  it('a toast whose holder cannot load shows anyway, and the page stays', async () => {
    render(
      <Providers>
        <p>文章正文</p>
      </Providers>,
    );
    act(() => {
      feedback.message.error({ content: '聊天室连接失败 正在重新连接', key: 'chat-connection' });
    });
    const toast = await toastSaying('聊天室连接失败 正在重新连接');
    expect(toast.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('文章正文')).toBeTruthy();
    act(() => feedback.message.destroy('chat-connection'));
    await waitFor(() => expect(screen.queryByText('聊天室连接失败 正在重新连接')).toBeNull());
    expect(screen.getByText('文章正文')).toBeTruthy();
  });

  it('the header search opened while the server is down says why in Chinese, keeps the page, and opens once it is back', async () => {
    renderSite('/home');
    expect(await screen.findByText('首页内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    await toastSaying('搜索没能打开：暂时连不上网站，请检查网络后重试');
    expect(screen.getByText('首页内容')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByText(/页面出错了|Unable to preload|Failed to fetch/)).toBeNull();

    server.down = false;
    fireEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    expect(await screen.findByRole('dialog', { name: '搜索文章对话框' })).toBeTruthy();
  });

  it('a page that cannot load shows a notice in its place; the header stays and 重试 loads it once the server is back', async () => {
    renderSite('/home');
    expect(await screen.findByText('首页内容')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    fireEvent.click(nav.getByRole('link', { name: '时间轴' }));
    const notice = await screen.findByRole('alert', { name: '页面加载失败' }, { timeout: 5_000 });
    expect(notice.textContent).toContain('暂时连不上网站，请检查网络后重试');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    server.down = false;
    fireEvent.click(within(notice).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '时间轴页面' })).toBeTruthy();
  });

  it('a page that could not load comes by itself once the server answers again', async () => {
    renderSite('/home');
    expect(await screen.findByText('首页内容')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '分类' }));
    const notice = await screen.findByRole('alert', { name: '页面加载失败' }, { timeout: 5_000 });
    expect(notice.textContent).toContain('网站恢复后会自动重新加载');
    server.down = false;
    expect(await screen.findByRole('heading', { name: '分类页面' }, { timeout: 5_000 })).toBeTruthy();
  });
});
