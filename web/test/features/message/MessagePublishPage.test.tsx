import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageItem, SiteConfig } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';
import { useUserStore } from '@/features/user/userStore';
import { feedback } from '@/lib/feedback';
import { ApiError } from '@/lib/http';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/message/api', () => ({
  getMessageList: vi.fn(),
  getHotTagList: vi.fn(),
  getMessageById: vi.fn(),
  addMessage: vi.fn(),
  updateMessage: vi.fn(),
  deleteMessage: vi.fn(),
}));

const api = await import('@/features/message/api');
const { default: MessagePublishPage } = await import('@/features/message/pages/MessagePublishPage');

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/message/publish" element={<MessagePublishPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const entry = (patch: Partial<MessageItem> = {}): MessageItem => ({
  id: 5,
  message: '原来的留言',
  tag: '打卡',
  color: '#123456',
  font_size: 20,
  font_weight: 700,
  bg_color: '#fef3c7',
  bg_url: '',
  user_id: 7,
  nick_name: '演示用户',
  avatar: '',
  like_times: 0,
  is_like: false,
  comment_total: 0,
  status: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...patch,
});

const setGuests = (allowed: boolean) =>
  useSiteStore.setState({ config: { blog_name: '博客', allow_guest_message: allowed ? 1 : 2 } as SiteConfig });
const logIn = () => useUserStore.setState({ token: 't', tokenFlag: true, userInfo: { id: 7, nick_name: '演示用户', avatar: '', role: 2 }, infoFlag: true });
const content = () => screen.getByLabelText('留言内容') as HTMLTextAreaElement;
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getHotTagList).mockResolvedValue({ code: 0, message: '', result: [{ tag: '打卡', count: 3 }] });
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  useUserStore.getState().clearSession();
  setGuests(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

// The whole antd form (colour pickers, slider, select, upload) re-renders per keystroke: slow in jsdom on a busy machine.
describe('MessagePublishPage', { timeout: 60_000 }, () => {
  it('游客：不填昵称不发送；服务器拒绝时写好的内容还在；成功后回到留言板', async () => {
    renderAt('/message/publish');
    fireEvent.change(content(), { target: { value: '路过留个言' } });
    expect(screen.getByText('路过留个言', { selector: 'p' })).toBeTruthy(); // the live preview
    submit(/发布留言/);
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('请输入昵称'));
    expect(api.addMessage).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: ' 过客 ' } });
    vi.mocked(api.addMessage).mockRejectedValueOnce(new ApiError('留言不能超过 500 个字', 400, 400, false));
    submit(/发布留言/);
    await waitFor(() => expect(feedback.message.error).toHaveBeenCalledWith('留言不能超过 500 个字'));
    expect(content().value).toBe('路过留个言');

    vi.mocked(api.addMessage).mockResolvedValueOnce({ code: 0, message: '留言成功', result: entry({ id: 30 }) });
    submit(/发布留言/);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/message/list'));
    expect(vi.mocked(api.addMessage).mock.calls.at(-1)![0]).toMatchObject({ message: '路过留个言', nick_name: '过客', font_size: 16, font_weight: 400 });
    expect(feedback.message.success).toHaveBeenCalledWith('留言成功');
  });

  it('没发出去的内容在重新打开页面时还在', async () => {
    const first = renderAt('/message/publish');
    fireEvent.change(content(), { target: { value: '写到一半去登录了' } });
    first.unmount();
    renderAt('/message/publish');
    expect(content().value).toBe('写到一半去登录了');
  });

  it('站点不允许游客留言：没有昵称框，按钮提示先登录', async () => {
    setGuests(false);
    renderAt('/message/publish');
    expect(screen.queryByLabelText('昵称')).toBeNull();
    expect(screen.getByText('本站需要登录后才能留言，写好的内容会保留。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /登录后发布/ })).toBeTruthy();
  });

  it('编辑自己的留言：带出原来的内容和样式，保存时发送 id', async () => {
    logIn();
    vi.mocked(api.getMessageById).mockResolvedValue({ code: 0, message: '', result: entry() });
    vi.mocked(api.updateMessage).mockResolvedValue({ code: 0, message: '修改成功', result: entry({ message: '改过的留言' }) });
    renderAt('/message/publish?id=5');
    await waitFor(() => expect(content().value).toBe('原来的留言'));
    expect(screen.queryByLabelText('昵称')).toBeNull();
    fireEvent.change(content(), { target: { value: '改过的留言' } });
    submit(/保存修改/);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/message/list'));
    const [id, body] = vi.mocked(api.updateMessage).mock.calls[0]!;
    expect(id).toBe(5);
    expect(body).toEqual({ message: '改过的留言', tag: '打卡', color: '#123456', font_size: 20, font_weight: 700, bg_color: '#fef3c7', bg_url: '' });
  });

  it('别人的留言和游客留言不能编辑；没登录先登录', async () => {
    vi.mocked(api.getMessageById).mockResolvedValue({ code: 0, message: '', result: entry({ user_id: 8 }) });
    const view = renderAt('/message/publish?id=5');
    expect(screen.getByText('登录后才能编辑自己的留言')).toBeTruthy();
    view.unmount();
    logIn();
    const other = renderAt('/message/publish?id=5');
    expect(await screen.findByText('只能编辑自己的留言')).toBeTruthy();
    other.unmount();
    vi.mocked(api.getMessageById).mockResolvedValue({ code: 0, message: '', result: entry({ user_id: null }) });
    renderAt('/message/publish?id=5');
    expect(await screen.findByText('游客留言不能编辑')).toBeTruthy();
    expect(screen.queryByLabelText('留言内容')).toBeNull();
  });
});
