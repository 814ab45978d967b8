import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StorageUsage } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/storage/api', () => ({ getStorageUsage: vi.fn(), saveUploadQuota: vi.fn() }));

const api = await import('@/admin/storage/api');
const { UploadQuotaCard } = await import('@/admin/settings/UploadQuotaCard');
const { UNLIMITED_WARNING } = await import('@/admin/storage/StorageUsageView');

const MB = 1024 * 1024;
const USAGE: StorageUsage = {
  uploads: 1.5 * MB,
  music: 14 * MB,
  backups: 30 * MB,
  counted: 15.5 * MB,
  quotaMb: 5120,
  disk: { free: 12 * 1024 * MB, total: 40 * 1024 * MB },
  measuredAt: '2025-03-09T06:00:00.000Z',
};
const SLOW = { timeout: 10_000 };

setUpConsolePageTest();

describe('网站设置 → 上传空间', () => {
  it('显示上传、音乐、备份各占多少和磁盘剩余；改成 0（不限制）后保存并提醒风险', async () => {
    vi.mocked(api.getStorageUsage).mockResolvedValue(USAGE);
    vi.mocked(api.saveUploadQuota).mockResolvedValue({ usage: { ...USAGE, quotaMb: 0 }, message: '上传空间上限已保存' });
    render(
      <MemoryRouter>
        <UploadQuotaCard />
      </MemoryRouter>,
    );
    expect(await screen.findByText('已用 15.5 MB / 上限 5.00 GB（0.3%）', {}, SLOW)).toBeTruthy();
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('上传的图片和文件')).toBe('1.5 MB');
    expect(figure('音乐库')).toBe('14.0 MB');
    expect(figure('备份（不计入上限）')).toBe('30.0 MB');
    expect(figure('磁盘剩余')).toBe('12.00 GB共 40.00 GB');
    expect(screen.queryByText(UNLIMITED_WARNING)).toBeNull();
    expect(screen.getByRole('link', { name: '清理没有用到的文件' }).getAttribute('href')).toBe('/admin/storage');

    const save = screen.getByRole('button', { name: '保存上限' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = screen.getByLabelText('上传空间上限（MB）');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    await waitFor(() => expect(save.disabled).toBe(false), SLOW);
    fireEvent.click(save);
    await waitFor(() => expect(api.saveUploadQuota).toHaveBeenCalledWith(0), SLOW);
    expect(await screen.findByText(UNLIMITED_WARNING, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/已用 15\.5 MB \/ 上限 不限制/)).toBeTruthy();
    expect(feedback.message.success).toHaveBeenCalledWith('上传空间上限已保存');
  }, 40_000);

  it('用满时说明所有人都不能再上传', async () => {
    vi.mocked(api.getStorageUsage).mockResolvedValue({ ...USAGE, quotaMb: 10, counted: 10 * MB });
    render(
      <MemoryRouter>
        <UploadQuotaCard />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/上传空间已满：所有人（包括你）都不能再上传图片和音乐/, {}, SLOW)).toBeTruthy();
  }, 40_000);
});
