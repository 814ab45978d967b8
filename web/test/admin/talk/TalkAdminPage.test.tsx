import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminTalkRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/talk/api', () => ({
  getTalkList: vi.fn(),
  saveTalk: vi.fn(),
  setTalkPublic: vi.fn(),
  setTalkTop: vi.fn(),
  deleteTalk: vi.fn(),
}));
vi.mock('@/admin/shared/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/admin/shared/images')>()),
  uploadOneImage: vi.fn(),
}));

const api = await import('@/admin/talk/api');
const images = await import('@/admin/shared/images');
const { default: TalkAdminPage } = await import('@/admin/talk/TalkAdminPage');

/** antd renders slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const talk = (values: Partial<AdminTalkRow>): AdminTalkRow => ({
  id: 1,
  content: '今天去了海边',
  images: [],
  status: 1,
  is_top: 2,
  like_times: 0,
  comment_count: 0,
  createdAt: '2024-03-01T08:00:00.000Z',
  updatedAt: '2024-03-01T08:00:00.000Z',
  ...values,
});

setUpConsolePageTest(['success', 'warning', 'error']);
beforeAll(() => {
  // antd draws picture-card thumbnails on a canvas, which jsdom does not have: no thumbnail then.
  HTMLCanvasElement.prototype.getContext = () => null;
});

describe('TalkAdminPage', () => {
  it('lists posts with images, visibility, likes and comments; filters by status', { timeout: 40_000 }, async () => {
    vi.mocked(api.getTalkList).mockResolvedValue({
      current: 1,
      size: 10,
      total: 2,
      list: [talk({ id: 1, images: ['/uploads/img/a.webp', '/uploads/img/b.webp'], like_times: 4, comment_count: 2 }), talk({ id: 2, content: '私密的话', status: 2 })],
    });
    render(<TalkAdminPage />);
    const card = (await screen.findByText('今天去了海边', undefined, SLOW)).closest('li')!;
    expect(within(card).getAllByRole('img', { name: /第 \d 张图片/ })).toHaveLength(2);
    expect(within(card).getByTitle('点赞数').textContent).toContain('4');
    expect(within(card).getByTitle('评论数（含回复和被隐藏的）').textContent).toContain('2');
    const secret = screen.getByText('私密的话').closest('li')!;
    expect(within(secret).getByRole('switch', { name: '私密' }).getAttribute('aria-checked')).toBe('false');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '按状态筛选' }));
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="私密"]')!, SLOW));
    await waitFor(() => expect(api.getTalkList).toHaveBeenLastCalledWith({ current: 1, size: 10, status: 2 }), SLOW);
  });

  it('publishes a post with an uploaded picture; the save waits for the upload', { timeout: 60_000 }, async () => {
    vi.mocked(api.getTalkList).mockResolvedValue({ current: 1, size: 10, total: 0, list: [] });
    vi.mocked(api.saveTalk).mockResolvedValue('发布成功');
    let finishUpload: (url: string) => void = () => undefined;
    vi.mocked(images.uploadOneImage).mockImplementation(
      (_file: File, onProgress?: (percent: number) => void) =>
        new Promise<string>((resolve) => {
          onProgress?.(30);
          finishUpload = resolve;
        }),
    );
    render(<TalkAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /发第一条说说/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByPlaceholderText('想说点什么？'), { target: { value: '  傍晚的云  ' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cloud.png', { type: 'image/png' })] } });
    await waitFor(() => expect(images.uploadOneImage).toHaveBeenCalledTimes(1), SLOW);

    fireEvent.click(within(dialog).getByRole('button', { name: /发\s?布/ }));
    await waitFor(() => expect(feedback.message.warning).toHaveBeenCalledWith('还有图片在上传，请稍等'), SLOW);
    expect(api.saveTalk).not.toHaveBeenCalled();

    finishUpload('/uploads/img/cloud.webp');
    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-done')).toBeTruthy(), SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s?布/ }));
    await waitFor(() => expect(api.saveTalk).toHaveBeenCalledTimes(1), SLOW);
    expect(api.saveTalk).toHaveBeenCalledWith({ content: '傍晚的云', photos: ['/uploads/img/cloud.webp'], status: 1, is_top: 2 }, undefined);
    expect(feedback.message.success).toHaveBeenCalledWith('发布成功');
  });
});
