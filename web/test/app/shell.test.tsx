import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { httpClient } from '@/lib/http';
import { routes } from '@/app/router';
import { resetSiteStoreLoad } from '@/features/site/siteStore';

// The reading pages belong to another feature; the shell only needs to route to them.
vi.mock('@/features/article/pages/HomePage', () => ({ default: () => <p>首页内容</p> }));
// The chat room opens a websocket; its own tests cover it.
vi.mock('@/features/chat/components/ChatPage', () => ({ default: () => <p>聊天室页面</p> }));

const ok: AxiosAdapter = async (config) =>
  ({ status: 200, statusText: '', headers: {}, config, data: { code: 0, message: '', result: config.url?.includes('pageHeader') ? [] : null } }) as AxiosResponse;

const original = httpClient.defaults.adapter;
beforeEach(() => {
  resetSiteStoreLoad();
  httpClient.defaults.adapter = ok;
});
afterEach(() => {
  httpClient.defaults.adapter = original;
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app shell', () => {
  it('redirects / to /home inside the layout landmarks', async () => {
    const router = renderAt('/');
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '搜索文章' })).toBeTruthy();
  });

  it('shows the 404 page with a link home for unknown paths', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
  });

  it('hides the footer on /message/chat only', async () => {
    renderAt('/message/chat');
    expect(await screen.findByText('聊天室页面')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('contentinfo')).toBeNull());
  });

  it('opens the 更多 submenu from the keyboard-usable button', async () => {
    renderAt('/home');
    const more = await screen.findByRole('button', { name: '更多' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.click();
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    const nav = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(nav.getByRole('link', { name: '前端推荐' }).getAttribute('href')).toBe('/resources/front');
    expect(nav.getByRole('link', { name: '后台管理' }).getAttribute('href')).toBe('/admin');
  });

  it('keeps a submenu open when a mouse hovers and then clicks it', async () => {
    renderAt('/home');
    const more = await screen.findByRole('button', { name: '更多' });
    fireEvent.mouseEnter(more.closest('li')!);
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(more);
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(more);
    await waitFor(() => expect(more.getAttribute('aria-expanded')).toBe('false'));
  });
});
