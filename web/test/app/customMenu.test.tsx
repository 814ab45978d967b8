import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { SiteConfig, VisitorMenuItem } from '@blog/contract';
import { httpClient } from '@/lib/http';
import { routes } from '@/app/router';
import MobileDrawer from '@/app/layout/MobileDrawer';
import { resetSiteStoreLoad, useSiteStore } from '@/features/site/siteStore';

/** The header and the mobile drawer follow the menu the blogger arranged (console 菜单). */

const MENU: VisitorMenuItem[] = [
  { name: '主页', icon: 'home', to: '/home', external: false },
  { name: '关于', icon: '', to: '/page/about', external: false },
  {
    name: '链接',
    icon: '',
    children: [
      { name: 'GitHub', icon: 'global', to: 'https://github.com/example', external: true },
      { name: '说说', icon: '', to: '/talk', external: false },
    ],
  },
];

const config = { blog_name: '测试博客', nav_menu: MENU, time_zone: 'Asia/Shanghai' } as Partial<SiteConfig>;

const answer: AxiosAdapter = async (request) => {
  const result = request.url?.includes('pageHeader') ? [] : request.url?.endsWith('/api/config') ? config : null;
  return { status: 200, statusText: '', headers: {}, config: request, data: { code: 0, message: '', result } } as AxiosResponse;
};

const original = httpClient.defaults.adapter;
beforeEach(() => {
  resetSiteStoreLoad();
  httpClient.defaults.adapter = answer;
});
afterEach(() => {
  httpClient.defaults.adapter = original;
});

describe('博主自定义的页头菜单', () => {
  it('桌面页头按菜单的顺序显示各项，外部链接安全地在新标签页打开，默认项不再出现', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/message/chat'] });
    render(<RouterProvider router={router} />);
    const nav = within(await screen.findByRole('navigation', { name: '主导航' }));
    await waitFor(() => expect(nav.getByRole('link', { name: '关于' }).getAttribute('href')).toBe('/page/about'));
    expect(nav.getByRole('link', { name: '主页' }).getAttribute('href')).toBe('/home');
    expect(nav.queryByRole('link', { name: '时间轴' })).toBeNull();
    const group = nav.getByRole('button', { name: '链接' });
    group.click();
    await waitFor(() => expect(group.getAttribute('aria-expanded')).toBe('true'));
    const github = nav.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('href')).toBe('https://github.com/example');
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toContain('noopener');
    expect(nav.getByRole('link', { name: '说说' }).getAttribute('href')).toBe('/talk');
    // The account entry stays last, as in the default menu.
    expect(nav.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('手机抽屉跟随同一份菜单（分组展开）', async () => {
    useSiteStore.setState({ config: config as SiteConfig, loaded: true });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <MobileDrawer open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: '关于' }).getAttribute('href')).toBe('/page/about');
    expect(dialog.getByRole('link', { name: 'GitHub' }).getAttribute('rel')).toContain('noopener');
    expect(dialog.getByRole('link', { name: '说说' })).toBeTruthy();
    expect(dialog.queryByRole('link', { name: '标签' })).toBeNull();
    expect(dialog.queryByRole('link', { name: '时间轴' })).toBeNull();
  });

  it('没有自定义菜单时仍是默认页头（含 标签 的手机抽屉）', async () => {
    useSiteStore.setState({ config: { ...config, nav_menu: null } as SiteConfig, loaded: true });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <MobileDrawer open onClose={() => undefined} />
      </MemoryRouter>,
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: '时间轴' }).getAttribute('href')).toBe('/archives');
    expect(dialog.getByRole('link', { name: '标签' })).toBeTruthy();
  });
});
