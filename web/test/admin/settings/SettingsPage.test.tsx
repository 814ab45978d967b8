import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SITE_MESSAGES, SITE_SETTINGS_MESSAGES, type SiteConfig } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useSiteStore } from '@/features/site/siteStore';
import { installDomPolyfills } from '../../features/article/domPolyfills';

vi.mock('@/admin/settings/api', () => ({ getSiteSettings: vi.fn(), saveSiteSettings: vi.fn(), getLinkOrigin: vi.fn() }));
// The upload quota card below the form has its own calls (UploadQuotaCard.test.tsx).
vi.mock('@/admin/settings/demoApi', () => ({ getDemoPreview: () => new Promise(() => {}), removeDemoContent: vi.fn() }));
vi.mock('@/admin/storage/api', () => ({ getStorageUsage: () => new Promise(() => {}), saveUploadQuota: vi.fn() }));

const api = await import('@/admin/settings/api');
const { default: SettingsPage } = await import('@/admin/settings/SettingsPage');

const CONFIG: SiteConfig = {
  blog_name: '小张的博客',
  blog_avatar: '',
  avatar_bg: '',
  personal_say: '慢慢写',
  blog_notice: '欢迎',
  qq_link: '',
  we_chat_link: '',
  github_link: '',
  git_ee_link: '',
  bilibili_link: '',
  view_time: 5,
  allow_guest_message: 1,
  qq_group: '',
  we_chat_group: '',
  default_preview_theme: '',
  default_code_theme: '',
  site_description: '',
  site_keywords: '',
  site_url: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  icp_number: '',
  police_number: '',
  footer_text: '',
  site_start_date: '',
  favicon: '',
  head_code: '',
  head_script_hosts: '',
  ip_region_enabled: 1,
  guest_comment_enabled: 0,
  guest_comment_review: 1,
  guest_avatar_enabled: 0,
  captcha_guest_comment: 1,
  captcha_guest_message: 0,
  captcha_register: 0,
};

/** antd forms render slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getSiteSettings).mockResolvedValue(CONFIG);
  vi.mocked(api.getLinkOrigin).mockResolvedValue({ origin: 'https://example.com', source: 'site_url' });
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => vi.clearAllMocks());

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('网站设置页', () => {
  it('没有设置网站地址：说明链接暂时用哪个地址、为什么不用访客的 Host，一键填入当前地址；设置之后不再提示', async () => {
    vi.mocked(api.getLinkOrigin).mockResolvedValue({ origin: 'http://blog.example.org:8443', source: 'admin' });
    const saved = { ...CONFIG, site_url: window.location.origin };
    vi.mocked(api.saveSiteSettings).mockResolvedValue(saved);
    render(<SettingsPage />);
    expect(await screen.findByText('还没有设置网站地址', {}, SLOW)).toBeTruthy();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('http://blog.example.org:8443');
    expect(notice.textContent).toContain('管理员使用后台时的地址');
    expect(notice.textContent).toContain('不会采用访客请求里的地址');

    fireEvent.click(screen.getByRole('button', { name: `填入当前地址 ${window.location.origin}` }));
    await waitFor(() => expect(input('网站地址').value).toBe(window.location.origin), SLOW);
    vi.mocked(api.getLinkOrigin).mockResolvedValue({ origin: window.location.origin, source: 'site_url' });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.saveSiteSettings).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(api.saveSiteSettings).mock.calls[0]?.[0]).toMatchObject({ site_url: window.location.origin });
    await waitFor(() => expect(screen.queryByText('还没有设置网站地址')).toBeNull(), SLOW);
  }, TEST_TIMEOUT);

  it('还没有管理员用过后台时说明用的是服务器监听的地址', async () => {
    vi.mocked(api.getLinkOrigin).mockResolvedValue({ origin: 'http://localhost:3000', source: 'listen' });
    render(<SettingsPage />);
    expect(await screen.findByText('还没有设置网站地址', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('服务器监听的地址');
  }, TEST_TIMEOUT);

  it('不合格的字段在原地给出中文提示，不发请求', async () => {
    render(<SettingsPage />);
    await waitFor(() => expect(input('博客名称').value).toBe('小张的博客'), SLOW);
    fireEvent.change(input('博客名称'), { target: { value: '   ' } });
    fireEvent.change(input('GitHub'), { target: { value: 'github.com/zhang' } });
    fireEvent.change(input('网站地址'), { target: { value: 'https://example.com/blog' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText(SITE_SETTINGS_MESSAGES.blogNameMissing, {}, SLOW)).toBeTruthy();
    expect(await screen.findByText(`GitHub 地址${SITE_MESSAGES.urlInvalid}`, {}, SLOW)).toBeTruthy();
    expect(await screen.findByText(SITE_MESSAGES.siteUrlInvalid, {}, SLOW)).toBeTruthy();
    expect(api.saveSiteSettings).not.toHaveBeenCalled();
  }, TEST_TIMEOUT);

  it('保存：发送整份设置，提示保存成功，本页的访客界面立即用新设置', async () => {
    const saved = { ...CONFIG, blog_name: '新名字', allow_guest_message: 2, site_url: 'https://example.com' };
    vi.mocked(api.saveSiteSettings).mockResolvedValue(saved);
    render(<SettingsPage />);
    await waitFor(() => expect(input('博客名称').value).toBe('小张的博客'), SLOW);
    fireEvent.change(input('博客名称'), { target: { value: '新名字' } });
    fireEvent.change(input('网站地址'), { target: { value: 'https://example.com/' } });
    fireEvent.click(screen.getByRole('switch', { name: '允许未登录访客留言' }));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.saveSiteSettings).toHaveBeenCalledTimes(1), SLOW);
    expect(vi.mocked(api.saveSiteSettings).mock.calls[0]?.[0]).toMatchObject({
      blog_name: '新名字',
      site_url: 'https://example.com/',
      allow_guest_message: 2,
      personal_say: '慢慢写',
      default_code_theme: '',
    });
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('保存成功'), SLOW);
    expect(useSiteStore.getState().config).toEqual(saved);
    // The form now shows what the server stored.
    await waitFor(() => expect(input('网站地址').value).toBe('https://example.com'), SLOW);
  }, TEST_TIMEOUT);

  it('加载失败时说明并可重试', async () => {
    vi.mocked(api.getSiteSettings).mockRejectedValueOnce(new Error('网络错误'));
    render(<SettingsPage />);
    expect(await screen.findByText('网站设置加载失败', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(input('博客名称').value).toBe('小张的博客'), SLOW);
  }, TEST_TIMEOUT);
});
