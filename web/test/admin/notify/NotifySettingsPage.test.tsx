import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NotifySettingsView } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { installDomPolyfills } from '../../features/article/domPolyfills';

vi.mock('@/admin/notify/api', () => ({ getNotifySettings: vi.fn(), saveNotifySettings: vi.fn(), sendTestMail: vi.fn(), testWebhook: vi.fn() }));
const api = await import('@/admin/notify/api');
const { default: NotifySettingsPage } = await import('@/admin/notify/NotifySettingsPage');

const VIEW: NotifySettingsView = {
  smtp_host: 'smtp.qq.com',
  smtp_port: 465,
  smtp_security: 'ssl',
  smtp_user: 'me@qq.com',
  smtp_password_set: true,
  from_name: '小站',
  from_address: 'me@qq.com',
  admin_email: 'me@qq.com',
  email_events: ['comment'],
  merge_seconds: 180,
  webhooks: [{ id: 'abc123', name: '群机器人', preset: 'wecom', url_hint: 'https://qyapi.weixin.qq.com/…', has_secret: false, chat_id: '', events: ['comment'], enabled: true }],
};

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const renderPage = () =>
  render(
    <MemoryRouter>
      <NotifySettingsPage />
    </MemoryRouter>,
  );

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getNotifySettings).mockResolvedValue(VIEW);
  vi.mocked(api.saveNotifySettings).mockResolvedValue(VIEW);
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => vi.clearAllMocks());

describe('网站设置 → 通知', () => {
  it('密码只显示「已设置」；不填新密码保存时保留原密码，已保存的 Webhook 地址也保留', async () => {
    renderPage();
    expect(await screen.findByText('密码（已设置）', {}, SLOW)).toBeTruthy();
    expect(input('密码（已设置）').value).toBe('');
    expect(screen.getByText(/已保存：https:\/\/qyapi\.weixin\.qq\.com\/…/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.saveNotifySettings).toHaveBeenCalledTimes(1), SLOW);
    const body = vi.mocked(api.saveNotifySettings).mock.calls[0]![0];
    expect(body.smtp_password).toBeUndefined();
    expect(body.webhooks[0]).toMatchObject({ id: 'abc123', url: undefined, secret: undefined });
  }, TEST_TIMEOUT);

  it('邮箱格式不对时在原地给出中文提示，不发请求', async () => {
    renderPage();
    await screen.findByText('密码（已设置）', {}, SLOW);
    fireEvent.change(input('接收提醒的邮箱'), { target: { value: '不是邮箱' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('接收提醒的邮箱格式不正确，例如 me@example.com', {}, SLOW)).toBeTruthy();
    expect(api.saveNotifySettings).not.toHaveBeenCalled();
  }, TEST_TIMEOUT);

  it('发送测试邮件：先保存，再显示服务器的回答', async () => {
    vi.mocked(api.sendTestMail).mockResolvedValue({ ok: false, message: '登录被拒绝：用户名或密码（授权码）不对。服务器回答：535 Login Fail' });
    renderPage();
    await screen.findByText('密码（已设置）', {}, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '发送测试邮件' }));
    expect(await screen.findByText(/535 Login Fail/, {}, SLOW)).toBeTruthy();
    expect(api.saveNotifySettings).toHaveBeenCalledTimes(1);
    expect(api.sendTestMail).toHaveBeenCalledWith('me@qq.com');
  }, TEST_TIMEOUT);
});
