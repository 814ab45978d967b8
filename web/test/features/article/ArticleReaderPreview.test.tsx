import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ARTICLE_TYPE, type ArticleDetail, type ArticleRecommendations } from '@blog/contract';

// The body, themes and contents are the Markdown reader's own (tested with it); here they are plain.
vi.mock('@/features/article/components/ArticleBody', () => ({ ArticleBody: ({ content }: { content: string }) => <div>{content}</div> }));
vi.mock('@/features/article/components/ArticleToc', () => ({ ArticleToc: () => null }));
vi.mock('@/features/article/components/ReaderThemePicker', () => ({ ReaderThemePicker: () => null }));

const { default: ArticleReader } = await import('@/features/article/components/ArticleReader');

const article = {
  id: 42,
  article_title: '还没发布的文章',
  article_content: '正文',
  type: ARTICLE_TYPE.original,
  origin_url: null,
  is_liked: false,
  thumbs_up_times: 3,
} as unknown as ArticleDetail;

const neighbours = {
  previous: { id: 41, article_title: '上一篇', article_cover: '' },
  next: { id: 43, article_title: '下一篇', article_cover: '' },
  recommend: [],
} as unknown as ArticleRecommendations;

function renderReader(preview: boolean) {
  return render(
    <MemoryRouter>
      <ArticleReader article={article} recommendations={neighbours} preview={preview} />
    </MemoryRouter>,
  );
}

describe('分享预览里的文章', () => {
  it('没有点赞，版权声明不链接到还不存在的 /article?id=N，也没有上一篇/下一篇', () => {
    const { container } = renderReader(true);
    expect(screen.queryByRole('button', { name: /点赞|已赞/ })).toBeNull();
    const notice = screen.getByRole('complementary', { name: '版权声明' });
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(notice.textContent).toContain('发布后这里会给出文章地址');
    expect(container.querySelector('a[href*="article?id=42"]')).toBeNull();
    expect(screen.queryByText('上一篇')).toBeNull();
  });

  it('已发布的文章照旧：有点赞，版权声明链接到文章地址', () => {
    renderReader(false);
    expect(screen.getByRole('button', { name: /点赞|已赞/ })).toBeTruthy();
    const link = within(screen.getByRole('complementary', { name: '版权声明' })).getByRole('link');
    expect(link.getAttribute('href')).toContain('/article?id=42');
  });
});
