import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageItem, PageResult } from '@blog/contract';
import { useSettingsStore } from '@/features/theme/settingsStore';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/message/api', () => ({
  getMessageList: vi.fn(),
  getHotTagList: vi.fn(),
  getMessageById: vi.fn(),
  addMessage: vi.fn(),
  updateMessage: vi.fn(),
  deleteMessage: vi.fn(),
}));
// Likes are another feature's, tested there; here only what the list hands the button.
vi.mock('@/features/like/LikeButton', () => ({
  LikeButton: (p: { type: number; forId: number; count: number; liked?: boolean }) => (
    <span data-testid="like">{`type=${p.type} id=${p.forId} count=${p.count} liked=${String(p.liked)}`}</span>
  ),
}));

const api = await import('@/features/message/api');
const { default: MessageListPage } = await import('@/features/message/pages/MessageListPage');
const { markMessageListStale } = await import('@/features/message/listSignal');

const TOTAL = 24;
function message(id: number, patch: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    message: `第 ${id} 条留言`,
    tag: id % 3 === 0 ? '打卡' : '',
    color: '#1f2937',
    font_size: 16,
    font_weight: 400,
    bg_color: '#fef3c7',
    bg_url: '',
    user_id: id % 2 === 0 ? 7 : null,
    nick_name: id % 2 === 0 ? '演示用户' : `游客${id}`,
    avatar: '',
    like_times: id,
    is_like: id === TOTAL,
    comment_total: id % 4,
    status: 1,
    createdAt: new Date(Date.now() - (TOTAL - id) * 3_600_000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...patch,
  };
}

/** Newest (highest id) first, like the server. */
function pageOf(current: number, tag: string, size = 10) {
  const all = Array.from({ length: TOTAL }, (_, i) => message(TOTAL - i)).filter((m) => !tag || m.tag === tag);
  const result: PageResult<MessageItem> = { current, size, total: all.length, list: all.slice((current - 1) * size, current * size) };
  return { code: 0, message: '', result };
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/message/list']}>
      <MessageListPage />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByRole('article');

/** antd ignores clicks while its button still shows the spinner of the previous load. */
async function clickLoadMore() {
  const button = screen.getByRole('button', { name: /加载更多/ });
  await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  fireEvent.click(button);
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getMessageList).mockImplementation(async (current, tag, size) => pageOf(current, tag, size));
  vi.mocked(api.getHotTagList).mockResolvedValue({ code: 0, message: '', result: [{ tag: '打卡', count: 8 }] });
  useSettingsStore.getState().setMessageTypeIsCard(true);
  useUserStore.getState().clearSession();
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('MessageListPage', { timeout: 30_000 }, () => {
  it('卡片：内容、作者、点赞和评论数；每次加载 10 条，最后显示「已经到底了」', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(10));
    const first = within(cards()[0]!);
    expect(first.getByText('第 24 条留言')).toBeTruthy();
    expect(first.getByText('演示用户')).toBeTruthy();
    expect(first.getByTestId('like').textContent).toBe('type=3 id=24 count=24 liked=true');
    expect(first.getByRole('link', { name: /评论 0 条/ }).getAttribute('href')).toBe('/message/detail?id=24');
    expect(screen.getByText('共 24 条留言，欢迎留下你的足迹～')).toBeTruthy();

    await clickLoadMore();
    await waitFor(() => expect(cards()).toHaveLength(20));
    await clickLoadMore();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('已经到底了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /加载更多/ })).toBeNull();
    expect(vi.mocked(api.getMessageList).mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('点热门标签只看这个标签，点「全部」回来', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(await screen.findByRole('button', { name: '打卡 8' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(vi.mocked(api.getMessageList)).toHaveBeenLastCalledWith(1, '打卡', 10);
    expect(screen.getByRole('button', { name: '打卡 8' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('已经到底了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(vi.mocked(api.getMessageList)).toHaveBeenLastCalledWith(1, '', 10);
  });

  it('只有自己的留言有「编辑」，链接到编辑页', async () => {
    useUserStore.setState({ token: 't', tokenFlag: true, userInfo: { id: 7, nick_name: '演示用户', avatar: '', role: 2 }, infoFlag: true });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(10));
    const edits = screen.getAllByRole('link', { name: '编辑' });
    expect(edits).toHaveLength(5);
    expect(edits[0]!.getAttribute('href')).toBe('/message/publish?id=24');
    expect(within(cards()[1]!).queryByRole('link', { name: '编辑' })).toBeNull();
  });

  it('弹幕：切换后每条留言成为一条飞过的弹幕，点开是详情；设置会记住', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    try {
      renderPage();
      await waitFor(() => expect(cards()).toHaveLength(10));
      fireEvent.click(screen.getByText('弹幕'));
      expect(useSettingsStore.getState().messageTypeIsCard).toBe(false);
      const bubbles = await screen.findAllByRole('link', { name: /条留言/ });
      expect(bubbles).toHaveLength(10);
      expect(bubbles.map((b) => b.getAttribute('href'))).toContain('/message/detail?id=24');
      expect(cards()).toHaveLength(0);
      fireEvent.click(screen.getByText('卡片'));
      await waitFor(() => expect(cards()).toHaveLength(10));
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('发布或修改之后，列表回到全部标签的第一页重新加载', async () => {
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(await screen.findByRole('button', { name: '打卡 8' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    vi.mocked(api.getMessageList).mockImplementation(async (current, tag, size) => {
      const page = pageOf(current, tag, size);
      if (current === 1 && !tag) page.result.list = [message(99, { message: '刚发布的留言' }), ...page.result.list.slice(0, 9)];
      return page;
    });
    act(() => markMessageListStale());
    await waitFor(() => expect(within(cards()[0]!).getByText('刚发布的留言')).toBeTruthy());
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('加载失败：提示并可以重试', async () => {
    vi.mocked(api.getMessageList).mockRejectedValueOnce(new Error('网络错误'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });
});
