import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ChatMessageItem, UserInfo } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';
import { FakeWebSocket } from './fakeWebSocket';

vi.mock('@/features/chat/api', () => ({
  getChatList: vi.fn(async () => ({ code: 0, message: '', result: { list: [] } })),
  clearChat: vi.fn(),
  deleteChatMessage: vi.fn(),
  uploadChatImage: vi.fn(),
}));

const api = await import('@/features/chat/api');
const { ChatRoot } = await import('@/features/chat/components/ChatRoot');
const { resetChat } = await import('@/features/chat/chatStore');

const ME = { id: 1, nick_name: '我自己', avatar: '', role: 2 } as unknown as UserInfo;

function fromOther(id: number, content: string): ChatMessageItem {
  return { id, user_id: 2, nick_name: '小明', avatar: '', content, content_type: 1, createdAt: new Date().toISOString() };
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

  it('does not connect before the room is first opened', () => {
    renderRoot();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('a guest gets 请先登录 and the login dialog on send, and no image button', async () => {
    renderRoot();
    const input = await openRoom();
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => FakeWebSocket.latest().serverOpen());
    expect(FakeWebSocket.latest().frames()[0]).toEqual({ type: 'init', data: {} });
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
    expect(frames[0]).toEqual({ type: 'init', data: { user_id: 1, token: 'tok' } });
    expect(frames[1]).toEqual({ type: 'message', data: { user_id: 1, content: '大家好', content_type: 1 } });
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('a message from another user bumps the badge while closed, shows on the left, and a revert removes it', async () => {
    logIn();
    renderRoot();
    await openRoom();
    expect(await screen.findByText('还没有人说话，来打个招呼吧')).toBeTruthy();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    fireEvent.click(screen.getByRole('button', { name: '关闭聊天室' }));

    act(() => socket.serverSend({ type: 'message', data: fromOther(7, '有人吗') }));
    act(() => socket.serverSend({ type: 'message', data: { ...fromOther(8, '我自己的'), user_id: 1 } }));
    expect(screen.getByTestId('chat-badge').textContent).toBe('1');

    await openRoom();
    expect(screen.queryByTestId('chat-badge')).toBeNull();
    const text = await screen.findByText('有人吗');
    expect(text.closest('.chat-msg')?.className).toContain('chat-msg--other');
    expect(screen.getByText('我自己的').closest('.chat-msg')?.className).toContain('chat-msg--mine');

    act(() => socket.serverSend({ type: 'revert', data: { message_id: 7 } }));
    await waitFor(() => expect(screen.queryByText('有人吗')).toBeNull());
  });

  it('caps the badge at 9', async () => {
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    fireEvent.click(screen.getByRole('button', { name: '关闭聊天室' }));
    act(() => {
      for (let i = 1; i <= 12; i++) socket.serverSend({ type: 'message', data: fromOther(i, `m${i}`) });
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
    act(() => socket.serverSend({ type: 'onlineList', data: { list: [other] } }));
    expect(screen.getByTestId('chat-status').textContent).toBe('已连接');
    act(() => socket.serverSend({ type: 'onlineList', data: { list: [other, { user_id: 1, nick_name: '我自己', avatar: '' }] } }));
    expect(screen.getByText('在线 2')).toBeTruthy();
    act(() => socket.serverSend({ type: 'onlineList', data: { list: [other] } }));
    expect(screen.getByTestId('chat-status').textContent).toBe('已断开');
    expect(socket.readyState).toBe(3);
  });

  it('reverts an own message from its menu and shows 撤回成功 when the server confirms', async () => {
    logIn();
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'message', data: { ...fromOther(9, '说错了'), user_id: 1 } }));
    act(() => socket.serverSend({ type: 'message', data: fromOther(10, '别人的') }));
    expect(screen.getAllByRole('button', { name: '消息操作' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '消息操作' }));
    fireEvent.click(await screen.findByText('撤回'));
    expect(socket.frames().at(-1)).toEqual({ type: 'revert', data: { message_id: 9 } });
    act(() => socket.serverSend({ type: 'revert', data: { message_id: 9 } }));
    await waitFor(() => expect(screen.queryByText('说错了')).toBeNull());
    expect(feedback.message.success).toHaveBeenCalledWith('撤回成功');
  });

  it('an admin may revert any message', async () => {
    useUserStore.setState({ token: 'tok', tokenFlag: true, userInfo: { ...ME, role: 1 }, infoFlag: true });
    renderRoot();
    await openRoom();
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpen());
    act(() => socket.serverSend({ type: 'message', data: fromOther(10, '别人的') }));
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
    expect(socket.frames().at(-1)?.data).toEqual({ user_id: 1, content: '/uploads/a.png', content_type: 2 });
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

  it('shows the reconnect notice on a drop and sends a pending message after reconnecting', async () => {
    logIn();
    renderRoot();
    const input = await openRoom();
    const first = FakeWebSocket.latest();
    act(() => first.serverOpen());
    vi.useFakeTimers();
    try {
      act(() => first.serverDrop());
      expect(screen.getByTestId('chat-status').textContent).toBe('已断开');
      expect(feedback.message.error).toHaveBeenCalledWith(expect.objectContaining({ content: '聊天室连接失败 正在重新连接' }));
      fireEvent.change(input, { target: { value: '等会儿发' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      act(() => vi.advanceTimersByTime(5_000));
      const second = FakeWebSocket.latest();
      expect(second).not.toBe(first);
      expect(screen.getByTestId('chat-status').textContent).toBe('连接中');
      act(() => second.serverOpen());
      expect(second.frames().map((f) => f.type)).toEqual(['init', 'message']);
      expect(second.frames()[1]?.data.content).toBe('等会儿发');
    } finally {
      vi.useRealTimers();
    }
  });
});
