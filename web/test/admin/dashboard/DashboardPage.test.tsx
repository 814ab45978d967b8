import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DashboardOverview } from '@blog/contract';
import { installDomPolyfills } from '../../features/article/domPolyfills';

vi.mock('@/admin/dashboard/api', () => ({ getDashboardOverview: vi.fn() }));
// jsdom has no canvas: the chart is replaced by its accessible label.
vi.mock('@/admin/dashboard/EChart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const api = await import('@/admin/dashboard/api');
const { default: DashboardPage } = await import('@/admin/dashboard/DashboardPage');

const OVERVIEW: DashboardOverview = {
  counts: { articles: 12, talk: 7, comments: 33, messages: 5, users: 4, totalViews: 987, todayViews: 21 },
  viewsPerDay: [
    { day: '2025-02-28', views: 3 },
    { day: '2025-03-01', views: 21 },
  ],
  calendar: [
    { day: '2025-01-02', count: 2 },
    { day: '2025-02-14', count: 1 },
  ],
  tagCloud: [
    { id: 1, tag_name: 'React', count: 6 },
    { id: 2, tag_name: 'Node', count: 2 },
  ],
  latestComments: [{ id: 9, content: '写得真好', nick_name: '读者甲', type: 1, for_id: 3, target: '第一篇文章', createdAt: '2025-03-01T08:00:00.000Z' }],
  pendingLinks: [{ id: 4, site_name: '隔壁的博客', url: 'https://neighbour.example.org', createdAt: '2025-03-01T07:00:00.000Z' }],
};

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

beforeAll(installDomPolyfills);
afterEach(() => vi.clearAllMocks());

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardPage />
    </MemoryRouter>,
  );

describe('仪表盘', () => {
  it('计数卡片链接到各自的管理页，图表、标签云、最新评论和待审核友链都显示', async () => {
    vi.mocked(api.getDashboardOverview).mockResolvedValue(OVERVIEW);
    renderPage();
    const articles = await screen.findByRole('link', { name: '管理文章' }, SLOW);
    expect(articles.getAttribute('href')).toBe('/admin/articles');
    expect(articles.textContent).toContain('12');
    expect(screen.getByRole('link', { name: '管理说说' }).getAttribute('href')).toBe('/admin/talk');
    // No console screen for comments yet: the card is not a link.
    expect(screen.getByText('33').closest('a')).toBeNull();
    expect(screen.getByText('987')).toBeTruthy();
    expect(screen.getByRole('img', { name: '最近 30 天每天的访问量折线图' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '最近一年每天新建文章数的日历热力图，共 3 篇' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '管理标签' }).getAttribute('href')).toBe('/admin/tags');
    expect(screen.getByText('React')).toBeTruthy();
    expect(screen.getByText('写得真好')).toBeTruthy();
    expect(screen.getByRole('link', { name: '评论于：第一篇文章' }).getAttribute('href')).toBe('/article?id=3');
    expect(screen.getByRole('link', { name: 'https://neighbour.example.org' })).toBeTruthy();
  }, TEST_TIMEOUT);

  it('加载失败时用中文说明并可重试', async () => {
    vi.mocked(api.getDashboardOverview).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValueOnce(OVERVIEW);
    renderPage();
    expect(await screen.findByText('仪表盘数据加载失败', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByRole('link', { name: '管理文章' })).toBeTruthy(), SLOW);
  }, TEST_TIMEOUT);
});
