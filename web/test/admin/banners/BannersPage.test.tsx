import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PAGE_HEADER_ROUTE_LABEL, PAGE_HEADER_ROUTES, type PageHeader } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { useSiteStore } from '@/features/site/siteStore';
import { installDomPolyfills } from '../../features/article/domPolyfills';

vi.mock('@/admin/banners/api', () => ({ getPageHeaders: vi.fn(), setPageHeader: vi.fn(), removePageHeader: vi.fn() }));
vi.mock('@/admin/shared/images', () => ({ imageProblem: () => null, uploadOneImage: vi.fn() }));

const api = await import('@/admin/banners/api');
const images = await import('@/admin/shared/images');
const { default: BannersPage } = await import('@/admin/banners/BannersPage');

const ARCHIVES = '/uploads/seed/archives.webp';
const UPLOADED = `/uploads/img/${'e'.repeat(64)}.webp`;
const HEADERS: PageHeader[] = [{ id: 1, route_name: 'Archives', bg_url: ARCHIVES }];

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 40_000;

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.mocked(api.getPageHeaders).mockResolvedValue(HEADERS);
  vi.spyOn(feedback.message, 'success').mockImplementation(() => undefined as never);
  vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => vi.clearAllMocks());

const renderPage = async () => {
  render(<BannersPage />);
  await screen.findByRole('button', { name: '为首页选用已有图片' }, SLOW);
};

describe('页面背景', () => {
  it('每个页面一张卡片，没设置的写明使用默认背景', async () => {
    await renderPage();
    for (const route of PAGE_HEADER_ROUTES) expect(screen.getByRole('button', { name: `预览${PAGE_HEADER_ROUTE_LABEL[route]}的顶部背景` })).toBeTruthy();
    expect(screen.getAllByText('未设置，使用默认背景')).toHaveLength(PAGE_HEADER_ROUTES.length - 1);
    // Only a page with an image can lose it.
    expect(screen.getAllByRole('button', { name: /^移除.+的背景图$/ })).toHaveLength(1);
  }, TEST_TIMEOUT);

  it('选用其他页面在用的图片：保存并让本页的访客界面立即用上', async () => {
    const saved = [...HEADERS, { id: 2, route_name: 'Home', bg_url: ARCHIVES }];
    vi.mocked(api.setPageHeader).mockResolvedValue(saved);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '为首页选用已有图片' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.click(within(dialog).getByText('时间轴在用'));
    await waitFor(() => expect(api.setPageHeader).toHaveBeenCalledWith('Home', ARCHIVES), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('保存成功'), SLOW);
    expect(useSiteStore.getState().pageHeaders).toEqual(saved);
    await waitFor(() => expect(screen.getAllByText('未设置，使用默认背景')).toHaveLength(PAGE_HEADER_ROUTES.length - 2), SLOW);
  }, TEST_TIMEOUT);

  it('上传新图片后直接保存为该页背景', async () => {
    vi.mocked(images.uploadOneImage).mockResolvedValue(UPLOADED);
    vi.mocked(api.setPageHeader).mockResolvedValue([...HEADERS, { id: 3, route_name: 'Talk', bg_url: UPLOADED }]);
    await renderPage();
    const button = screen.getByRole('button', { name: '上传说说的背景图' });
    const fileInput = button.closest('.ant-upload')?.querySelector('input[type="file"]');
    expect(fileInput).toBeTruthy();
    fireEvent.change(fileInput!, { target: { files: [new File(['x'], 'talk.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.setPageHeader).toHaveBeenCalledWith('Talk', UPLOADED), SLOW);
  }, TEST_TIMEOUT);

  it('移除前先确认', async () => {
    vi.mocked(api.removePageHeader).mockResolvedValue([]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '移除时间轴的背景图' }));
    expect(api.removePageHeader).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: '移 除' }, SLOW));
    await waitFor(() => expect(api.removePageHeader).toHaveBeenCalledWith('Archives'), SLOW);
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已恢复默认背景'), SLOW);
  }, TEST_TIMEOUT);
});
