import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ResourceGroup } from '@blog/contract';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/resource/api', () => ({ getResourceList: vi.fn() }));

const api = await import('@/features/resource/api');
const { FrontResourcesPage, BackResourcesPage, SiteListPage } = await import('@/features/resource/pages');

const site = (id: number, name: string) => ({ id, name, description: `${name}的介绍`, icon: `/uploads/seed/res-${id}.webp`, url: `https://${id}.example.com/` });

const GROUPS: Record<string, ResourceGroup[]> = {
  front: [
    { group_name: '文档手册', list: [site(1, 'MDN Web Docs'), site(2, 'React')] },
    { group_name: '构建工具', list: [site(3, 'Vite')] },
  ],
  back: [{ group_name: '数据库', list: [site(4, 'PostgreSQL')] }],
  site: [],
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/resources/front', element: <FrontResourcesPage /> },
      { path: '/resources/back', element: <BackResourcesPage /> },
      { path: '/siteList', element: <SiteListPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getResourceList).mockImplementation(async (list) => ({ code: 0, message: '', result: GROUPS[list] ?? [] }));
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('ResourcePage', () => {
  it('shows the front list grouped in order, each site opening in a new tab', async () => {
    renderAt('/resources/front');
    expect(screen.getByRole('heading', { level: 1, name: '前端推荐' })).toBeTruthy();
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['文档手册', '构建工具']);
    const docs = screen.getByRole('region', { name: '文档手册' });
    const links = within(docs).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['MDN Web DocsMDN Web Docs的介绍', 'ReactReact的介绍']);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(api.getResourceList).toHaveBeenCalledWith('front');
  });

  it('uses the same view for the back list with its own title, and moves between lists', async () => {
    const router = renderAt('/resources/back');
    expect(screen.getByRole('heading', { level: 1, name: '后端推荐' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: '数据库' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('list', { name: '其他推荐' })).getByRole('link', { name: '网站导航' }));
    expect(await screen.findByText('这里还没有推荐的网站')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/siteList');
    expect(screen.getByRole('heading', { level: 1, name: '网站导航' })).toBeTruthy();
  });

  it('jumps to a group from the group navigation without changing the address', async () => {
    const router = renderAt('/resources/front');
    const nav = await screen.findByRole('navigation', { name: '分组导航' });
    const target = screen.getByRole('region', { name: '构建工具' });
    const scrolled = vi.spyOn(target, 'scrollIntoView');
    fireEvent.click(within(nav).getByRole('link', { name: /构建工具/ }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(target);
    expect(router.state.location.hash).toBe('');
  });
});
