import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AdminAlbumPhotos, AdminAlbumRow } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { setUpConsolePageTest } from '../consolePageSetup';

vi.mock('@/admin/photos/api', () => ({
  getAlbums: vi.fn(),
  saveAlbum: vi.fn(),
  deleteAlbum: vi.fn(),
  getAlbumPhotos: vi.fn(),
  addPhotos: vi.fn(),
  deletePhotos: vi.fn(),
  movePhotos: vi.fn(),
  albumPhotosPath: (id: number) => `/admin/albums/${id}`,
}));
vi.mock('@/admin/shared/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/admin/shared/images')>()),
  uploadOneImage: vi.fn(),
}));

const api = await import('@/admin/photos/api');
const images = await import('@/admin/shared/images');
const { default: AlbumsPage } = await import('@/admin/photos/AlbumsPage');
const { default: AlbumPhotosPage } = await import('@/admin/photos/AlbumPhotosPage');

/** antd renders slowly in jsdom on a busy 2-core machine. */
const SLOW = { timeout: 8000 };

const album = (values: Partial<AdminAlbumRow>): AdminAlbumRow => ({
  id: 1,
  album_name: '海边',
  description: '夏天的海',
  album_cover: '',
  shown_cover: '',
  photo_count: 0,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  ...values,
});

const emptyAlbumPage = (): AdminAlbumPhotos => ({ album: album({ id: 7 }), current: 1, size: 50, total: 0, list: [] });

setUpConsolePageTest();

describe('AlbumsPage', () => {
  it('says how many photos go with an album before deleting it, and deletes them together', { timeout: 40_000 }, async () => {
    vi.mocked(api.getAlbums).mockResolvedValue([album({ id: 1, album_name: '海边', photo_count: 3, shown_cover: '/uploads/img/a.webp' }), album({ id: 2, album_name: '空相册' })]);
    vi.mocked(api.deleteAlbum).mockResolvedValue({ photos: 3 });
    render(
      <MemoryRouter>
        <AlbumsPage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '删除相册「海边」' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getAllByText('删除相册「海边」和里面的 3 张照片？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '连同照片一起删除' }));
    await waitFor(() => expect(api.deleteAlbum).toHaveBeenCalledWith(1, true), SLOW);
    expect(feedback.message.success).toHaveBeenCalledWith('删除成功');
  });
});

describe('AlbumPhotosPage', () => {
  it('uploads many files at once, shows the failed one with its reason, and adds the rest to the album in one call in picking order', { timeout: 60_000 }, async () => {
    vi.mocked(api.getAlbumPhotos).mockResolvedValue(emptyAlbumPage());
    vi.mocked(api.addPhotos).mockResolvedValue(2);
    vi.mocked(images.uploadOneImage).mockImplementation(async (file: File, onProgress?: (percent: number) => void) => {
      onProgress?.(50);
      if (file.name === 'broken.png') throw new Error('图片已损坏，无法读取');
      // The second file finishes first: the album still gets them in picking order.
      await new Promise((resolve) => setTimeout(resolve, file.name === 'first.png' ? 30 : 5));
      return `/uploads/img/${file.name}.webp`;
    });

    render(
      <MemoryRouter initialEntries={['/admin/albums/7']}>
        <Routes>
          <Route path="/admin/albums/:id" element={<AlbumPhotosPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('相册里还没有照片', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /上传照片/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const files = ['first.png', 'second.png', 'broken.png', 'notes.txt'].map(
      (name) => new File(['x'], name, { type: name.endsWith('.txt') ? 'text/plain' : 'image/png' }),
    );
    fireEvent.change(input, { target: { files } });

    await waitFor(() => expect(api.addPhotos).toHaveBeenCalledTimes(1), SLOW);
    expect(api.addPhotos).toHaveBeenCalledWith(7, ['/uploads/img/first.png.webp', '/uploads/img/second.png.webp']);
    expect(images.uploadOneImage).toHaveBeenCalledTimes(3); // the text file was never sent
    await waitFor(() => expect(feedback.message.success).toHaveBeenCalledWith('已添加 2 张照片'), SLOW);
    expect(await within(dialog).findByText('图片已损坏，无法读取', undefined, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('「notes.txt」不是图片文件')).toBeTruthy();
    expect(within(dialog).getByText(/失败 2 张/)).toBeTruthy();
    // Sending a text file again cannot help: only the broken upload offers a retry.
    expect(within(dialog).queryByRole('button', { name: '重试「notes.txt」' })).toBeNull();

    // Retrying the broken one (now fine) adds just that one.
    vi.mocked(images.uploadOneImage).mockResolvedValue('/uploads/img/fixed.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: '重试「broken.png」' }));
    await waitFor(() => expect(api.addPhotos).toHaveBeenCalledTimes(2), SLOW);
    expect(vi.mocked(api.addPhotos).mock.calls[1]).toEqual([7, ['/uploads/img/fixed.webp']]);
  });
});
