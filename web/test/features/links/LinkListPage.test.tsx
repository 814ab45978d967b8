import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LINK_MESSAGES, LINK_STATUS, LINK_TEXT, type LinkItem, type OwnLink } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setLoginOpener } from '@/lib/loginEntry';
import { useUserStore } from '@/features/user/userStore';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/links/api', () => ({
  getLinksList: vi.fn(),
  getOwnLink: vi.fn(),
  applyForLink: vi.fn(),
  updateOwnLink: vi.fn(),
}));

const api = await import('@/features/links/api');
const { default: LinkListPage } = await import('@/features/links/LinkListPage');

const LINKS: LinkItem[] = [
  { id: 1, site_name: '夜航船笔记', site_desc: '前端工程化与读书', site_avatar: '/uploads/seed/link-a.webp', url: 'https://yehang.example.com', user_id: 3 },
  { id: 2, site_name: '山间小站', site_desc: '后端与徒步', site_avatar: '', url: 'https://shanjian.example.com', user_id: null },
];

const envelope = <T,>(result: T, message = '成功') => ({ code: 0, message, result });

function ownFrom(values: Partial<OwnLink>): OwnLink {
  return { id: 9, site_name: '', site_desc: '', site_avatar: '', url: '', user_id: 1, status: LINK_STATUS.pending, createdAt: '', updatedAt: '', ...values };
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/link/list']}>
      <LinkListPage />
    </MemoryRouter>,
  );
}

function logIn() {
  useUserStore.getState().setToken('tok');
  useUserStore.getState().setUserInfo({ id: 7, nick_name: '读者', avatar: '', role: 2 });
}

const field = (label: string) => screen.getByLabelText(label);

/** Filling an antd form re-renders it per keystroke, which jsdom on a busy 2-core machine makes slow. */
const FORM_TEST_TIMEOUT = 40_000;

function fillForm(values: { name: string; desc: string; avatar: string; url: string }) {
  fireEvent.change(field('网站名称'), { target: { value: values.name } });
  fireEvent.change(field('网站描述'), { target: { value: values.desc } });
  fireEvent.change(field('网站头像地址'), { target: { value: values.avatar } });
  fireEvent.change(field('网站地址'), { target: { value: values.url } });
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getLinksList).mockResolvedValue(envelope({ current: 1, size: 50, total: LINKS.length, list: LINKS }));
  vi.mocked(api.getOwnLink).mockResolvedValue(envelope(null));
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => {
  useUserStore.getState().clearSession();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('LinkListPage', () => {
  it('shows approved links as cards opening in a new tab without referrer', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: '友链列表' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('夜航船笔记')).toBeTruthy();
    expect(within(cards[0]!).getByText('前端工程化与读书')).toBeTruthy();
    expect(cards[0]?.getAttribute('href')).toBe('https://yehang.example.com');
    expect(cards[0]?.getAttribute('target')).toBe('_blank');
    expect(cards[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    // A link without an avatar shows the first character of its name instead.
    expect(cards[1]?.textContent).toBe('山山间小站后端与徒步');
  });

  it('says so when there are no links yet', async () => {
    vi.mocked(api.getLinksList).mockResolvedValueOnce(envelope({ current: 1, size: 50, total: 0, list: [] }));
    renderPage();
    expect(await screen.findByText('还没有友链，快来成为第一个吧～')).toBeTruthy();
  });

  it('offers a retry after a failed load, which then shows the links', async () => {
    vi.mocked(api.getLinksList).mockRejectedValueOnce(new Error('网络错误'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('夜航船笔记')).toBeTruthy();
  });

  it('asks a guest to log in instead of showing the form', async () => {
    const opener = vi.fn();
    setLoginOpener(opener);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '申请友链' }));
    expect(opener).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('网站名称')).toBeNull();
    expect(api.getOwnLink).not.toHaveBeenCalled();
  });

  it('refuses a javascript: address in the form with the server message and sends nothing', async () => {
    logIn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '申请友链' }));
    fillForm({ name: '我的站', desc: '介绍', avatar: 'javascript:alert(1)', url: 'javascript:alert(1)' });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(LINK_MESSAGES.urlInvalid)).toBeTruthy();
    expect(await screen.findByText(LINK_MESSAGES.avatarInvalid)).toBeTruthy();
    expect(api.applyForLink).not.toHaveBeenCalled();
  }, FORM_TEST_TIMEOUT);

  it('applies, then shows the pending notice and the application with its status', async () => {
    logIn();
    vi.mocked(api.applyForLink).mockImplementation(async (body) => envelope(ownFrom(body), LINK_TEXT.applied));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '申请友链' }));
    fillForm({ name: '  我的站 ', desc: '写点代码', avatar: `/uploads/img/${'b'.repeat(64)}.webp`, url: 'https://mine.example.com' });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('你的友链申请正在审核中')).toBeTruthy();
    expect(api.applyForLink).toHaveBeenCalledWith({ site_name: '我的站', site_desc: '写点代码', site_avatar: `/uploads/img/${'b'.repeat(64)}.webp`, url: 'https://mine.example.com' });
    expect(feedback.message.success).toHaveBeenCalledWith(LINK_TEXT.applied);
    const mine = screen.getByLabelText('我的友链申请');
    expect(within(mine).getByText('待审核')).toBeTruthy();
    expect(within(mine).getByText('我的站')).toBeTruthy();
  }, FORM_TEST_TIMEOUT);

  it('applies with the optional avatar never touched, sending it as empty', async () => {
    logIn();
    vi.mocked(api.applyForLink).mockImplementation(async (body) => envelope(ownFrom(body), LINK_TEXT.applied));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '申请友链' }));
    fireEvent.change(field('网站名称'), { target: { value: '无头像的站' } });
    fireEvent.change(field('网站描述'), { target: { value: '没有上传头像' } });
    fireEvent.change(field('网站地址'), { target: { value: 'https://plain.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('你的友链申请正在审核中')).toBeTruthy();
    expect(api.applyForLink).toHaveBeenCalledWith({ site_name: '无头像的站', site_desc: '没有上传头像', site_avatar: '', url: 'https://plain.example.com' });
  }, FORM_TEST_TIMEOUT);

  it('edits the own application in a form filled with it', async () => {
    logIn();
    const own = ownFrom({ site_name: '我的站', site_desc: '写点代码', site_avatar: 'https://img.example.com/a.png', url: 'https://mine.example.com' });
    vi.mocked(api.getOwnLink).mockResolvedValue(envelope(own));
    vi.mocked(api.updateOwnLink).mockImplementation(async (body) => envelope(ownFrom(body), LINK_TEXT.updatedPending));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '修改申请' }));
    expect((field('网站名称') as HTMLInputElement).value).toBe('我的站');
    fireEvent.change(field('网站描述'), { target: { value: '改过的描述' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(api.updateOwnLink).toHaveBeenCalledWith(expect.objectContaining({ id: 9, site_desc: '改过的描述' })));
    expect(await screen.findByText('改过的描述')).toBeTruthy();
  }, FORM_TEST_TIMEOUT);

  it('shows an approved application as listed', async () => {
    logIn();
    vi.mocked(api.getOwnLink).mockResolvedValue(envelope(ownFrom({ site_name: '老朋友', status: LINK_STATUS.approved, url: 'https://old.example.com' })));
    renderPage();
    expect(await screen.findByText('你的友链已通过审核，已经显示在上方的列表里')).toBeTruthy();
    expect(within(screen.getByLabelText('我的友链申请')).getByText('已通过')).toBeTruthy();
  });
});
