import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toSiteDateTime, type PageResult, type TalkItem } from '@blog/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/talk/api', () => ({ getTalkList: vi.fn(), getTalkById: vi.fn() }));
// Likes and comments are another feature's, tested there; here only what the talk page hands them.
vi.mock('@/features/like/LikeButton', () => ({
  LikeButton: (p: { type: number; forId: number; count: number; liked?: boolean }) => (
    <span data-testid="like">{`type=${p.type} id=${p.forId} count=${p.count} liked=${String(p.liked)}`}</span>
  ),
}));
vi.mock('@/features/comment/CommentSection', () => ({
  CommentSection: (p: { type: number; forId: number }) => <div data-testid="comments">{`comments type=${p.type} id=${p.forId}`}</div>,
}));

const api = await import('@/features/talk/api');
const { default: TalkPage } = await import('@/features/talk/TalkPage');

function talk(id: number, overrides: Partial<TalkItem> = {}): TalkItem {
  return {
    id,
    content: `第 ${id} 条说说`,
    user_id: 1,
    nick_name: '博主',
    avatar: '/uploads/me.webp',
    is_top: 2,
    createdAt: toSiteDateTime(new Date(Date.now() - id * 3_600_000).toISOString()),
    like_times: id,
    is_like: false,
    comment_count: 0,
    ...overrides,
  };
}

const page = (current: number, ids: number[], total: number): PageResult<TalkItem> => ({ current, size: 10, total, list: ids.map((id) => talk(id)) });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TalkPage />
    </MemoryRouter>,
  );
}

const scrollIntoView = vi.fn();
beforeAll(() => {
  installDomPolyfills();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('TalkPage', () => {
  it('shows each post as text with its line breaks, author, pinned badge, like and comment count', async () => {
    vi.mocked(api.getTalkList).mockResolvedValue({
      current: 1,
      size: 10,
      total: 2,
      list: [
        talk(1, { is_top: 1, content: '第一行\n<b>不是粗体</b>', like_times: 4, is_like: true, comment_count: 3 }),
        talk(2, { talkImgList: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'] }),
      ],
    });
    renderAt('/talk');
    const posts = await screen.findAllByRole('article');
    expect(posts).toHaveLength(2);
    const first = within(posts[0]!);
    expect(first.getByText('置顶')).toBeTruthy();
    expect(first.getByText('博主')).toBeTruthy();
    expect(first.getByText('1小时前')).toBeTruthy();
    // Plain text: the markup is shown, not interpreted; the newline is kept in the text.
    const text = posts[0]!.querySelector('p')!;
    expect(text.textContent).toBe('第一行\n<b>不是粗体</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(first.getByTestId('like').textContent).toBe('type=2 id=1 count=4 liked=true');
    expect(first.getByRole('button', { name: /评论\s*3/ })).toBeTruthy();
    expect(within(posts[1]!).queryByText('置顶')).toBeNull();
    expect(within(posts[1]!).getAllByRole('img', { name: /说说配图/ })).toHaveLength(4);
    expect(posts[1]!.querySelector('[data-columns]')?.getAttribute('data-columns')).toBe('2');
    expect(screen.getByText('已经到底了')).toBeTruthy();
  });

  it('opens the comments of a post under it, and shows the new count once they are closed', async () => {
    vi.mocked(api.getTalkList).mockResolvedValue(page(1, [7], 1));
    vi.mocked(api.getTalkById).mockResolvedValue(talk(7, { comment_count: 5 }));
    renderAt('/talk');
    const toggle = await screen.findByRole('button', { name: /评论\s*0/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect((await screen.findByTestId('comments')).textContent).toBe('comments type=2 id=7');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(api.getTalkById).not.toHaveBeenCalled();
    // The reader commented meanwhile: closing asks for the post's count again.
    fireEvent.click(toggle);
    expect(screen.queryByTestId('comments')).toBeNull();
    expect(await screen.findByRole('button', { name: /评论\s*5/ })).toBe(toggle);
    // A refresh of a post already shown: a refusal needs no 温馨提示 toast.
    expect(api.getTalkById).toHaveBeenCalledWith(7, { quiet: true });
  });

  it('loads 10 more at a time until the end', async () => {
    vi.mocked(api.getTalkList).mockImplementation(async (current) => (current === 1 ? page(1, range(1, 10), 13) : page(2, range(11, 13), 13)));
    renderAt('/talk');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已经到底了')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(api.getTalkList).toHaveBeenLastCalledWith(2, 10);
  });

  it('scrolls to and highlights the ?id= post when it is on the first page', async () => {
    vi.mocked(api.getTalkList).mockResolvedValue(page(1, [1, 2, 3], 3));
    renderAt('/talk?id=2');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const highlighted = document.querySelectorAll('[data-highlighted="true"]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]!.id).toBe('talk-2');
    expect(scrollIntoView.mock.contexts[0]).toBe(highlighted[0]);
    expect(api.getTalkById).not.toHaveBeenCalled();
  });

  it('fetches an older ?id= post on its own, shows it first and does not repeat it when its page arrives', async () => {
    vi.mocked(api.getTalkList).mockImplementation(async (current) => (current === 1 ? page(1, range(1, 10), 12) : page(2, [11, 12], 12)));
    vi.mocked(api.getTalkById).mockResolvedValue(talk(12));
    renderAt('/talk?id=12');
    await vi.waitFor(() => expect(document.querySelector('[data-highlighted="true"]')?.id).toBe('talk-12'), { timeout: 5000 });
    expect(api.getTalkById).toHaveBeenCalledWith(12);
    expect(screen.getAllByRole('article')[0]!.id).toBe('talk-12');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已经到底了')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(['talk-12', ...range(1, 11).map((id) => `talk-${id}`)]);
  });

  it('says so when the ?id= post is gone, and still lists the others', async () => {
    vi.mocked(api.getTalkList).mockResolvedValue(page(1, [1], 1));
    vi.mocked(api.getTalkById).mockResolvedValue(null);
    renderAt('/talk?id=99');
    expect(await screen.findByText(/这条说说不存在/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows an empty state, and a retry after a failure', async () => {
    vi.mocked(api.getTalkList).mockResolvedValueOnce(page(1, [], 0));
    const { unmount } = renderAt('/talk');
    expect(await screen.findByText('还没有说说，过几天再来看看吧～')).toBeTruthy();
    unmount();

    vi.mocked(api.getTalkList).mockRejectedValueOnce(new Error('网络错误')).mockResolvedValueOnce(page(1, [5], 1));
    renderAt('/talk');
    const retry = await screen.findByRole('button', { name: '重新加载' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
