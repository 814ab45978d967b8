import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COMMENT_TYPE, DEFAULT_SITE_TIME_ZONE, toSiteDateTime, type CommentItem, type ParentComment } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/comment/api', () => ({
  getCommentTotal: vi.fn(),
  getParentComments: vi.fn(),
  getReplies: vi.fn(),
  addComment: vi.fn(),
  replyComment: vi.fn(),
  deleteComment: vi.fn(),
}));
vi.mock('@/features/like/api', () => ({ getLikeState: vi.fn(), addLike: vi.fn(), cancelLike: vi.fn() }));

const api = await import('@/features/comment/api');
const { CommentSection } = await import('@/features/comment/CommentSection');

const people = {
  alice: { id: 2, nick_name: '爱丽丝', avatar: '' },
  bob: { id: 3, nick_name: '鲍勃', avatar: '' },
  carol: { id: 4, nick_name: '卡罗尔', avatar: '' },
};
// Dates as the server writes them: "YYYY-MM-DD HH:mm:ss" in the site's zone.
const recent = (minutesAgo: number) => toSiteDateTime(new Date(Date.now() - minutesAgo * 60_000).toISOString(), DEFAULT_SITE_TIME_ZONE);

function item(id: number, from: keyof typeof people, content: string, options: { parentId?: number; to?: keyof typeof people; minutesAgo?: number } = {}): CommentItem {
  return {
    id,
    type: COMMENT_TYPE.article,
    for_id: 9,
    parent_id: options.parentId ?? null,
    content,
    thumbs_up: 0,
    is_like: false,
    from_id: people[from].id,
    from_name: people[from].nick_name,
    from_avatar: people[from].avatar,
    to_id: options.to ? people[options.to].id : null,
    to_name: options.to ? people[options.to].nick_name : null,
    to_avatar: options.to ? people[options.to].avatar : null,
    ipAddress: '未知',
    createdAt: recent(options.minutesAgo ?? 5),
  };
}

/** Alice's comment with 6 replies (5 come with it), and Bob's without replies; 12 top-level in all. */
const aliceReplies = Array.from({ length: 6 }, (_, i) => item(100 + i, i % 2 ? 'carol' : 'bob', `回复 ${i + 1}`, { parentId: 1, to: i % 2 ? 'bob' : 'alice' }));
const firstPage: ParentComment[] = [
  { ...item(1, 'alice', '第一条评论', { minutesAgo: 3 }), reply_count: 6, replies: aliceReplies.slice(0, 5) },
  { ...item(2, 'bob', '原版前端的<b>粗体</b><br><img src=x onerror="window.hacked=1">', { minutesAgo: 4 }), reply_count: 0, replies: [] },
  ...Array.from({ length: 8 }, (_, i): ParentComment => ({ ...item(10 + i, 'carol', `填充 ${i}`, { minutesAgo: 10 + i }), reply_count: 0, replies: [] })),
];

function logIn(user: { id: number; nick_name: string; avatar: string }, role = 2) {
  useUserStore.getState().setToken('tok');
  useUserStore.getState().setUserInfo({ ...user, role });
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getParentComments).mockImplementation(async (_type, _forId, current, size) => ({
    current,
    size,
    total: 12,
    list: current === 1 ? firstPage : [{ ...item(30, 'bob', '第二页的评论', { minutesAgo: 60 }), reply_count: 0, replies: [] }, { ...item(31, 'bob', '最早的评论', { minutesAgo: 61 }), reply_count: 0, replies: [] }],
  }));
  vi.mocked(api.getCommentTotal).mockResolvedValue(18);
  vi.mocked(api.getReplies).mockResolvedValue({ current: 2, size: 5, total: 6, list: [aliceReplies[5]!] });
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'warning').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => {
  useUserStore.getState().clearSession();
  useUserStore.getState().setShowLogin(false);
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const threadOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('CommentSection', () => {
  it('guests: total, comments as text (or sanitized HTML from the original client), 回复 @昵称 on replies, a login prompt instead of the editor', async () => {
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    expect(screen.getByLabelText('评论加载中')).toBeTruthy();
    await screen.findByText('第一条评论');
    expect(api.getParentComments).toHaveBeenCalledWith(COMMENT_TYPE.article, 9, 1, 10);
    expect(screen.getByRole('heading', { name: '评论 18' })).toBeTruthy();
    // The original client's HTML shows as sanitized HTML: emphasis stays, an image (and its handler) does not.
    expect(screen.getByText('粗体').tagName).toBe('B');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    const reply = screen.getByText('回复 2').closest('article') as HTMLElement;
    expect(within(reply).getByText('@鲍勃')).toBeTruthy();
    expect(screen.getAllByText('5分钟前').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '登录后发表评论' }));
    expect(useUserStore.getState().showLogin).toBe(true);
    useUserStore.getState().setShowLogin(false);
    fireEvent.click(within(threadOf('第一条评论')).getAllByRole('button', { name: '回复' })[0]!);
    expect(useUserStore.getState().showLogin).toBe(true);
  });

  it('shows the empty state when nobody has commented', async () => {
    vi.mocked(api.getParentComments).mockResolvedValue({ current: 1, size: 10, total: 0, list: [] });
    vi.mocked(api.getCommentTotal).mockResolvedValue(0);
    render(<CommentSection type={COMMENT_TYPE.talk} forId={3} title="说说评论" />);
    expect(await screen.findByText('暂无评论，快来抢沙发吧')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '说说评论 0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('加载更多 and 查看更多回复 fetch the next pages', async () => {
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    fireEvent.click(screen.getByRole('button', { name: '查看更多回复（1）' }));
    expect(await screen.findByText('回复 6')).toBeTruthy();
    expect(api.getReplies).toHaveBeenCalledWith(1, 2, 5);
    expect(screen.queryByRole('button', { name: /查看更多回复/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('最早的评论')).toBeTruthy();
    expect(api.getParentComments).toHaveBeenLastCalledWith(COMMENT_TYPE.article, 9, 2, 10);
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull());
  });

  it('posts with Ctrl+Enter (Enter alone does not), shows the new comment first, and clears the box', async () => {
    logIn(people.carol);
    vi.mocked(api.addComment).mockResolvedValue(item(50, 'carol', '新评论\n第二行', { minutesAgo: 0 }));
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    const box = screen.getByRole('textbox', { name: '说点什么吧…' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '新评论\n第二行' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(api.addComment).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.addComment).toHaveBeenCalledWith(COMMENT_TYPE.article, 9, '新评论\n第二行', undefined));
    await waitFor(() => expect(box.value).toBe(''));
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText(/新评论/).textContent).toBe('新评论\n第二行');
    expect(screen.getByRole('heading', { name: '评论 19' })).toBeTruthy();
    expect(feedback.message.success).toHaveBeenCalledWith('评论成功');
  });

  it('keeps every word in the box when sending fails, and refuses an empty comment without calling the server', async () => {
    logIn(people.carol);
    vi.mocked(api.addComment).mockRejectedValue(new ApiError('评论太频繁，请稍后再试', 429, 429, true));
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    const box = screen.getByRole('textbox', { name: '说点什么吧…' }) as HTMLTextAreaElement;
    // Kept: while sending, the spinner's label joins the button's name, so a query by name misses it.
    const send = screen.getByRole('button', { name: '发表评论' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(send);
    expect(feedback.message.warning).toHaveBeenCalledWith('请输入评论内容');
    expect(api.addComment).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '一段很长很用心的评论' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.addComment).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send.className).not.toContain('loading'));
    expect(box.value).toBe('一段很长很用心的评论');
    // The http client already showed the 429; no second toast.
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('replies to a reply name its author, and the reply appears in the thread', async () => {
    logIn(people.alice);
    vi.mocked(api.replyComment).mockResolvedValue(item(60, 'alice', '谢谢卡罗尔', { parentId: 1, to: 'carol', minutesAgo: 0 }));
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    const carolsReply = screen.getByText('回复 2').closest('article') as HTMLElement;
    fireEvent.click(within(carolsReply).getByRole('button', { name: '回复' }));
    const box = await screen.findByRole('textbox', { name: '回复 @卡罗尔' });
    fireEvent.change(box, { target: { value: '谢谢卡罗尔' } });
    fireEvent.click(screen.getByRole('button', { name: '回 复' }));
    await waitFor(() => expect(api.replyComment).toHaveBeenCalledWith(1, 101, '谢谢卡罗尔', undefined));
    // Wait for Alice's reply itself in the thread, not for its text: until the server answers, the
    // only 谢谢卡罗尔 on screen is the one still in the reply box, which goes away with the box.
    const replies = within(threadOf('第一条评论')).getByRole('list', { name: '回复' });
    const mine = await within(replies).findByRole('article', { name: '爱丽丝的回复' });
    expect(within(mine).getByText('谢谢卡罗尔')).toBeTruthy();
    expect(within(mine).getByText('@卡罗尔')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '回复 @卡罗尔' })).toBeNull();
  });

  it('offers 删除 on your own comments only (the admin: on all), after a confirmation', async () => {
    logIn(people.bob);
    vi.mocked(api.deleteComment).mockResolvedValue(undefined);
    const { unmount } = render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    expect(within(threadOf('粗体')).getByRole('button', { name: '删除' })).toBeTruthy();
    // The row of actions right under Alice's text: like and reply, no delete.
    const aliceActions = screen.getByText('第一条评论').nextElementSibling as HTMLElement;
    expect(within(aliceActions).getByRole('button', { name: '回复' })).toBeTruthy();
    expect(within(aliceActions).queryByRole('button', { name: '删除' })).toBeNull();
    // Bob wrote replies 1, 3 and 5 under Alice's comment.
    expect(within(screen.getByRole('list', { name: '回复' })).getAllByRole('button', { name: '删除' })).toHaveLength(3);

    fireEvent.click(within(threadOf('粗体')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() => expect(api.deleteComment).toHaveBeenCalledWith(2, 0));
    await waitFor(() => expect(screen.queryByText('粗体')).toBeNull());
    expect(screen.getByRole('heading', { name: '评论 17' })).toBeTruthy();
    unmount();

    await act(async () => logIn({ id: 1, nick_name: '博主', avatar: '' }, 1));
    render(<CommentSection type={COMMENT_TYPE.article} forId={9} />);
    await screen.findByText('第一条评论');
    // Every comment and reply on the page: 10 top-level + 5 replies.
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(15);
  });
});
