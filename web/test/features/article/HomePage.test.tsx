import { cleanup, render, screen, within } from '@testing-library/react';
import type { ArticleListItem, PageResult } from '@blog/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from './domPolyfills';

vi.mock('@/features/article/api', () => ({
  getHomeArticles: vi.fn(),
  getStatistic: vi.fn(),
  getTagDictionary: vi.fn(),
}));

const api = await import('@/features/article/api');
const { default: HomePage } = await import('@/features/article/pages/HomePage');

function article(id: number, overrides: Partial<ArticleListItem> = {}): ArticleListItem {
  return {
    id,
    article_title: `文章标题${id}`,
    article_description: `这是第${id}篇文章的简介`,
    article_cover: `/uploads/cover-${id}.webp`,
    type: 1,
    category_id: 1,
    categoryName: '前端',
    tagList: [{ id: 7, tag_name: 'React' }],
    tagNameList: ['React'],
    is_top: 2,
    view_times: 1234,
    thumbs_up_times: 5,
    reading_duration: 90_000,
    word_count: 640,
    createdAt: '2025-03-01 16:00:00',
    updatedAt: '2025-03-02 16:00:00',
    ...overrides,
  };
}

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <HomePage />
    </MemoryRouter>,
  );
}

beforeAll(installDomPolyfills);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('HomePage', () => {
  it('renders the article cards with the pinned badge on pinned articles only', async () => {
    const page: PageResult<ArticleListItem> = {
      current: 1,
      size: 10,
      total: 2,
      list: [article(1, { is_top: 1, article_title: '置顶的文章' }), article(2)],
    };
    vi.mocked(api.getHomeArticles).mockResolvedValue(page);
    vi.mocked(api.getStatistic).mockResolvedValue({ articleCount: 2, categoryCount: 1, tagCount: 1 });
    vi.mocked(api.getTagDictionary).mockResolvedValue([{ id: 7, tag_name: 'React', articleCount: 2 }]);

    renderHome();
    const cards = await screen.findAllByTestId('article-card');

    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('置顶')).toBeTruthy();
    expect(within(cards[1]!).queryByText('置顶')).toBeNull();
    expect(api.getHomeArticles).toHaveBeenCalledWith(1, 10);
    const link = within(cards[1]!).getByRole('link', { name: '文章标题2' });
    expect(link.getAttribute('href')).toBe('/article?id=2');
    expect(cards[1]!.querySelector('img')?.getAttribute('alt')).toBe('文章标题2');
    expect(within(cards[1]!).getByText('1.2k')).toBeTruthy();
  });

  it('says how long each article is to read, not how long all its readers spent on it', async () => {
    const readForHours = article(3, { word_count: 1_250, reading_duration: 31 * 3_600_000 + 47 * 60_000 });
    vi.mocked(api.getHomeArticles).mockResolvedValue({ current: 1, size: 10, total: 1, list: [readForHours] });
    vi.mocked(api.getStatistic).mockResolvedValue({ articleCount: 1, categoryCount: 1, tagCount: 1 });
    vi.mocked(api.getTagDictionary).mockResolvedValue([]);

    renderHome();
    const [card] = await screen.findAllByTestId('article-card');
    const meta = card!.querySelector('ul')!.textContent ?? '';
    expect(meta).toContain('字数1.2k');
    // 1,250 words at 300 a minute.
    expect(meta).toContain('阅读约5 分钟');
    expect(meta).not.toContain('小时');
    expect(meta).not.toContain('阅读时长');
  });

  it('links the tag cloud to the tag article list', async () => {
    vi.mocked(api.getHomeArticles).mockResolvedValue({ current: 1, size: 10, total: 0, list: [] });
    vi.mocked(api.getStatistic).mockResolvedValue({ articleCount: 0, categoryCount: 0, tagCount: 1 });
    vi.mocked(api.getTagDictionary).mockResolvedValue([{ id: 7, tag_name: 'React', articleCount: 3 }]);

    renderHome();
    const tag = await screen.findByRole('link', { name: /React/ });
    expect(tag.getAttribute('href')).toBe('/articleList?type=tag&id=7&name=React');
  });

  it('shows 暂无文章 when there are no articles', async () => {
    vi.mocked(api.getHomeArticles).mockResolvedValue({ current: 1, size: 10, total: 0, list: [] });
    vi.mocked(api.getStatistic).mockResolvedValue({ articleCount: 0, categoryCount: 0, tagCount: 0 });
    vi.mocked(api.getTagDictionary).mockResolvedValue([]);

    renderHome();
    expect(await screen.findByText('暂无文章')).toBeTruthy();
    expect(screen.queryByTestId('article-card')).toBeNull();
  });
});
