import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SITE_TIME_ZONE, toSiteDateTime, type ChatMessageItem, type UserInfo } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';
import { FakeWebSocket } from './fakeWebSocket';

vi.mock('@/features/chat/api', () => ({
  getChatList: vi.fn(async () => ({ code: 0, message: '', result: { list: [] } })),
  getChatListAfter: vi.fn(async () => ({ code: 0, message: '', result: { list: [] } })),
  clearChat: vi.fn(),
  deleteChatMessage: vi.fn(),
  uploadChatImage: vi.fn(),
}));

const api = await import('@/features/chat/api');
const { ChatRoot } = await import('@/features/chat/components/ChatRoot');
const { resetChat } = await import('@/features/chat/chatStore');

const ME = { id: 1, nick_name: '我自己', avatar: '', role: 2 } as unknown as UserInfo;

function fromOther(id: number, content: string): ChatMessageItem {
  const at = toSiteDateTime(new Date().toISOString(), DEFAULT_SITE_TIME_ZONE);
  return { id, user_id: 2, nick_name: '小明', avatar: '', content, content_type: 'text', createdAt: at, updatedAt: at };
}

function logIn() {
  useUserStore.setState({ token: 'tok', tokenFlag: true, userInfo: ME, infoFlag: true });
}

function renderRoot() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <ChatRoot />
    </MemoryRouter>,
  );
}

async function openRoom() {
  fireEvent.click(screen.getByRole('button', { name: /^聊天室/ }));
  return screen.findByLabelText('聊天输入', undefined, { timeout: 5_000 });
}

describe('chat room (fake WebSocket)', () => {
  beforeAll(async () => {
    installDomPolyfills();
    // Warm the lazy chunk so the first open does not race findBy's timeout.
    await import('@/features/chat/components/ChatRoom');
  }, 30_000);

  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.spyOn(feedback.message, 'warning').mockImplementation(() => (() => {}) as never);
    vi.spyOn(feedback.message, 'success').mockImplementation(() => (() => {}) as never);
    vi.spyOn(feedback.message, 'error').mockImplementation(() => (() => {}) as never);
  });

  afterEach(() => {
    resetChat();
    useUserStore.getState().clearSession();
    useUserStore.setState({ showLogin: false });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('connects by itself once the page is idle, so the badge counts before the room was ever opened', async () => {
    renderRoot();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.latest().serverOpen());
    act(() => FakeWebSocket.latest().serverSend({ type: 'message', ...fromOther(3, '早') }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');
    // The history waits for the room.
    expect(api.getChatList).not.toHaveBeenCalled();
    await openRoom();
    expect(api.getChatList).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('tells the open socket who the user is after a login, and that they are a guest after a logout', async () => {
    renderRoot();
    const input = await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    fireEvent.change(input, { target: { value: '登录后再说' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(feedback.message.warning).toHaveBeenCalledWith('请先登录');
    // The login dialog stores the token first and the user info after fetching it.
    act(() => useUserStore.getState().setToken('tok'));
    act(() => useUserStore.getState().setUserInfo(ME));
    expect(socket.frames()).toEqual([
      { type: 'init', user_id: '', token: '' },
      { type: 'init', user_id: 1, token: 'tok' },
    ]);
    expect((input as HTMLTextAreaElement).value).toBe('登录后再说');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(socket.frames()[2]).toMatchObject({ type: 'message', content: '登录后再说', content_type: 'text' });

    act(() => useUserStore.getState().logout());
    expect(socket.frames().at(-1)).toEqual({ type: 'init', user_id: '', token: '' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('gives the text back when the server refuses it, and keeps the box at 500 characters', async () => {
    logIn();
    renderRoot();
    const input = (await openRoom()) as HTMLTextAreaElement;
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    expect(input.maxLength).toBe(500);
    fireEvent.change(input, { target: { value: '太快了' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    const sent = socket.frames().at(-1);
    expect(sent?.client_id).toEqual(expect.any(String));
    act(() => socket.serverSend({ type: 'tips', content: '发送太频繁，请稍后再试', client_id: sent?.client_id }));
    expect(input.value).toBe('太快了');
    expect(feedback.message.warning).toHaveBeenCalledWith('发送太频繁，请稍后再试');
    expect(screen.getByText('3/500')).toBeTruthy();
  });

  it('a user forced offline sees why, cannot type or send, and is not reconnected', async () => {
    logIn();
    renderRoot();
    const input = await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'tips', content: '你已被管理员强制下线' }));
    act(() => socket.serverDrop(4001));
    expect(screen.getByText(/你已被管理员强制下线，10 分钟内不能发言/)).toBeTruthy();
    expect(screen.getByTestId('chat-status').textContent).toBe('已被强制下线');
    expect((input as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '发送' }) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a guest gets 请先登录 and the login dialog on send, and no image button', async () => {
    renderRoot();
    const input = await openRoom();
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => FakeWebSocket.latest().serverOpen());
    expect(FakeWebSocket.latest().frames()[0]).toEqual({ type: 'init', user_id: '', token: '' });
    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(feedback.message.warning).toHaveBeenCalledWith('请先登录');
    expect(useUserStore.getState().showLogin).toBe(true);
    expect(screen.queryByRole('button', { name: '图片' })).toBeNull();
    expect(FakeWebSocket.latest().frames()).toHaveLength(1);
  });

  it('empty input gets 请输入消息再发送; Enter sends text as the user', async () => {
    logIn();
    renderRoot();
    const input = await openRoom();
    act(() => FakeWebSocket.latest().serverOpen());
    expect(screen.getByRole('button', { name: '图片' })).toBeTruthy();
    expect(screen.getByTestId('chat-status').textContent).toBe('已连接');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(feedback.message.warning).toHaveBeenCalledWith('请输入消息再发送');
    fireEvent.change(input, { target: { value: '大家好' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const frames = FakeWebSocket.latest().frames();
    expect(frames[0]).toEqual({ type: 'init', user_id: 1, token: 'tok' });
    expect(frames[1]).toMatchObject({ type: 'message', user_id: 1, content: '大家好', content_type: 'text' });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('Escape closes the room, but not when it was pressed in a dialog over it', async () => {
    renderRoot();
    await openRoom();
    const over = document.createElement('div');
    over.setAttribute('role', 'dialog');
    over.setAttribute('aria-modal', 'true');
    over.innerHTML = '<input aria-label="用户账号" />';
    document.body.append(over);
    try {
      fireEvent.keyDown(over.querySelector('input') as HTMLInputElement, { key: 'Escape' });
      expect(screen.queryByLabelText('聊天输入')).not.toBeNull();
      fireEvent.keyDown(screen.getByLabelText('聊天输入'), { key: 'Escape' });
      expect(screen.queryByLabelText('聊天输入')).toBeNull();
    } finally {
      over.remove();
    }
  });

  it('a message from another user bumps the badge while closed, shows on the left, and a revert removes it', async () => {
    logIn();
    renderRoot();
    await openRoom();
    expect(await screen.findByText('还没有人说话，来打个招呼吧')).toBeTruthy();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    fireEvent.click(screen.getByRole('button', { name: '关闭聊天室' }));

    act(() => socket.serverSend({ type: 'message', ...fromOther(7, '有人吗') }));
    act(() => socket.serverSend({ type: 'message', ...fromOther(8, '我自己的'), user_id: 1 }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');

    await openRoom();
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    const text = await screen.findByText('有人吗');
    expect(text.closest('.chat-msg')?.className).toContain('chat-msg--other');
    expect(screen.getByText('我自己的').closest('.chat-msg')?.className).toContain('chat-msg--mine');

    act(() => socket.serverSend({ type: 'revert', message_id: 7 }));
    await waitFor(() => expect(screen.queryByText('有人吗')).toBeNull());
  });

  it('caps the badge at 9', async () => {
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    fireEvent.click(screen.getByRole('button', { name: '关闭聊天室' }));
    act(() => {
      for (let i = 1; i <= 12; i++) socket.serverSend({ type: 'message', ...fromOther(i, `m${i}`) });
    });
    expect(screen.getByTestId('chat-badge').textContent).toBe('9+');
  });

  it('closes the connection when the user drops out of the online list', async () => {
    logIn();
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    const other = { user_id: 2, nick_name: '小明', avatar: '' };
    // The server's first list (sent before it reads the init) does not have us yet.
    act(() => socket.serverSend({ type: 'onlineList', list: [other] }));
    expect(screen.getByTestId('chat-status').textContent).toBe('已连接');
    act(() => socket.serverSend({ type: 'onlineList', list: [other, { user_id: 1, nick_name: '我自己', avatar: '' }] }));
    expect(screen.getByText('在线 2')).toBeTruthy();
    act(() => socket.serverSend({ type: 'onlineList', list: [other] }));
    expect(screen.getByTestId('chat-status').textContent).toBe('已断开');
    expect(socket.readyState).toBe(3);
  });

  it('reverts an own message from its menu and shows 撤回成功 when the server confirms', async () => {
    logIn();
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'message', ...fromOther(9, '说错了'), user_id: 1 }));
    act(() => socket.serverSend({ type: 'message', ...fromOther(10, '别人的') }));
    expect(screen.getAllByRole('button', { name: '消息操作' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '消息操作' }));
    fireEvent.click(await screen.findByText('撤回'));
    expect(socket.frames().at(-1)).toEqual({ type: 'revert', message_id: 9 });
    act(() => socket.serverSend({ type: 'revert', message_id: 9 }));
    await waitFor(() => expect(screen.queryByText('说错了')).toBeNull());
    expect(feedback.message.success).toHaveBeenCalledWith('撤回成功');
  });

  it('an admin may revert any message', async () => {
    useUserStore.setState({ token: 'tok', tokenFlag: true, userInfo: { ...ME, role: 1 }, infoFlag: true });
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'message', ...fromOther(10, '别人的') }));
    expect(screen.getAllByRole('button', { name: '消息操作' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '清空' })).toBeTruthy();
  });

  it('uploads a small image as is and posts its url as an image message', async () => {
    vi.mocked(api.uploadChatImage).mockResolvedValueOnce('/uploads/a.png');
    logIn();
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-file'), { target: { files: [file] } });
    await waitFor(() => expect(socket.frames().at(-1)?.type).toBe('message'));
    expect(api.uploadChatImage).toHaveBeenCalledWith(file, 'a.png');
    expect(socket.frames().at(-1)).toMatchObject({ type: 'message', user_id: 1, content: '/uploads/a.png', content_type: 'image' });
  });

  it('shows 图片上传失败 when the upload fails', async () => {
    vi.mocked(api.uploadChatImage).mockRejectedValueOnce(new Error('x'));
    logIn();
    renderRoot();
    await openRoom();
    act(() => FakeWebSocket.latest().serverOpen());
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-file'), { target: { files: [file] } });
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('图片上传失败'));
  });

  it('on a drop: one notice, no stale online list, a typed message marked 等待发送 and sent after reconnecting', async () => {
    logIn();
    renderRoot();
    const input = await openRoom();
    const first = FakeWebSocket.latest();
    act(() => first.serverOpen());
    act(() => first.serverSend({ type: 'onlineList', list: [{ user_id: 1, nick_name: '我自己', avatar: '' }] }));
    expect(screen.getByText('在线 1')).toBeTruthy();
    vi.useFakeTimers();
    try {
      act(() => first.serverDrop());
      expect(screen.getByTestId('chat-status').textContent).toBe('已断开');
      expect(screen.queryByText(/^在线/)).toBeNull();
      expect(screen.queryByRole('list', { name: '在线用户' })).toBeNull();
      expect(feedback.message.error).toHaveBeenCalledWith(expect.objectContaining({ content: '聊天室连接失败 正在重新连接' }));
      fireEvent.change(input, { target: { value: '等会儿发' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect((input as HTMLTextAreaElement).value).toBe('');
      expect(screen.getByText('等待发送')).toBeTruthy();
      act(() => vi.advanceTimersByTime(5_000));
      act(() => FakeWebSocket.latest().serverDrop());
      act(() => vi.advanceTimersByTime(5_000));
      expect(feedback.message.error).toHaveBeenCalledTimes(1);
      const third = FakeWebSocket.latest();
      const pagesBefore = vi.mocked(api.getChatList).mock.calls.length;
      expect(FakeWebSocket.instances).toHaveLength(3);
      expect(screen.getByTestId('chat-status').textContent).toBe('连接中');
      act(() => third.serverOpen());
      // The waiting message goes out once the catch-up (nothing missed here) has answered.
      await act(() => vi.waitFor(() => expect(third.frames().map((f) => f.type)).toEqual(['init', 'message'])));
      // The room was empty: its newest page is asked for again, not "after id 0" (ids start at 1).
      expect(api.getChatListAfter).not.toHaveBeenCalledWith(0);
      expect(vi.mocked(api.getChatList).mock.calls.slice(pagesBefore)).toEqual([[]]);
      expect(third.frames()[1]?.content).toBe('等会儿发');
      act(() => third.serverSend({ type: 'message', ...fromOther(20, '等会儿发'), user_id: 1 }));
      expect(screen.queryByText('等待发送')).toBeNull();
      expect(screen.getAllByText('等会儿发')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a reconnect fetches what was posted meanwhile: in order, once, and an own message that arrived is not sent again', async () => {
    logIn();
    renderRoot();
    await openRoom();
    const first = FakeWebSocket.latest();
    act(() => first.serverOpen());
    act(() => first.serverSend({ type: 'message', ...fromOther(5, '在吗') }));
    const input = screen.getByLabelText('聊天输入');
    fireEvent.change(input, { target: { value: '掉线前发的' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(first.frames().map((f) => f.content)).toContain('掉线前发的');
    const mine = { ...fromOther(7, '掉线前发的'), user_id: 1, nick_name: '我自己' };
    vi.mocked(api.getChatListAfter).mockResolvedValueOnce({ code: 0, message: '', result: { list: [fromOther(6, '你们好'), mine, fromOther(8, '有人吗')] } });
    vi.useFakeTimers();
    try {
      act(() => first.serverDrop());
      act(() => vi.advanceTimersByTime(5_000));
      const second = FakeWebSocket.latest();
      expect(second).not.toBe(first);
      act(() => second.serverOpen());
      await act(() => vi.waitFor(() => expect(screen.queryByText('有人吗')).toBeTruthy()));
      expect(api.getChatListAfter).toHaveBeenCalledWith(5);
      // The broadcast of a message the catch-up brought already changes nothing.
      act(() => second.serverSend({ type: 'message', ...fromOther(8, '有人吗') }));
      act(() => second.serverSend({ type: 'message', ...fromOther(9, '回来了') }));
      const texts = [...screen.getByRole('list', { name: '聊天消息' }).querySelectorAll('li')].map((li) => li.textContent ?? '');
      const order = ['在吗', '你们好', '掉线前发的', '有人吗', '回来了'].map((text) => texts.findIndex((t) => t.includes(text)));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order).not.toContain(-1);
      for (const text of ['在吗', '你们好', '掉线前发的', '有人吗', '回来了']) expect(screen.getAllByText(text)).toHaveLength(1);
      expect(screen.queryByText('等待发送')).toBeNull();
      expect(second.frames().map((f) => f.type)).toEqual(['init']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the messages caught up after a reconnect in the badge while the room is closed', async () => {
    renderRoot();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const first = FakeWebSocket.latest();
    act(() => first.serverOpen());
    act(() => first.serverSend({ type: 'message', ...fromOther(3, '早') }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');
    vi.mocked(api.getChatListAfter).mockResolvedValueOnce({ code: 0, message: '', result: { list: [fromOther(4, '午'), fromOther(5, '晚')] } });
    vi.useFakeTimers();
    try {
      act(() => first.serverDrop());
      act(() => vi.advanceTimersByTime(5_000));
      act(() => FakeWebSocket.latest().serverOpen());
      await act(() => vi.waitFor(() => expect(screen.getByTestId('chat-badge').textContent).toBe('3')));
      expect(api.getChatListAfter).toHaveBeenCalledWith(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the initial of a user without a picture and a relative time with the exact one on hover', async () => {
    logIn();
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'message', ...fromOther(30, '看时间') }));
    const row = screen.getByText('看时间').closest('li');
    expect(row?.querySelector('.initial-avatar--letter')?.textContent).toBe('小');
    const time = row?.querySelector('time');
    expect(time?.textContent).toMatch(/^\d+秒前$/);
    expect(time?.getAttribute('title')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
