import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AlbumPhotos } from '@/features/photo/api';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../article/domPolyfills';

vi.mock('@/features/photo/api', () => ({ getAlbumPhotos: vi.fn(), getAlbums: vi.fn(), photosPath: (id: number) => `/photos?id=${id}` }));

const api = await import('@/features/photo/api');
const { default: PhotosPage } = await import('@/features/photo/PhotosPage');
const { default: PhotoAlbumPage } = await import('@/features/photo/PhotoAlbumPage');

const album: AlbumPhotos = {
  album: { id: 3, album_name: '旅行', album_cover: '', description: '山海之间', photo_count: 3 },
  list: [
    { id: 11, album_id: 3, url: '/uploads/p1.webp', width: 1200, height: 800, createdAt: '2024-05-01 10:00:00' },
    { id: 12, album_id: 3, url: '/uploads/p2.webp', width: 800, height: 1200, createdAt: '2024-05-01 09:00:00' },
    { id: 13, album_id: 3, url: '/uploads/p3.webp', width: 900, height: 900, createdAt: '2024-05-01 08:00:00' },
  ],
};

function renderAt(path: string, page: 'photos' | 'albums' = 'photos') {
  return render(<MemoryRouter initialEntries={[path]}>{page === 'photos' ? <PhotosPage /> : <PhotoAlbumPage />}</MemoryRouter>);
}

beforeAll(installDomPolyfills);
afterEach(() => vi.clearAllMocks());

describe('PhotosPage', () => {
  it('explains a link without a valid album id and links back to the albums', async () => {
    renderAt('/photos?id=abc');
    expect(await screen.findByText('相册链接有误，缺少有效的相册编号')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回相册列表' }).getAttribute('href')).toBe('/photoAlbum');
    expect(api.getAlbumPhotos).not.toHaveBeenCalled();
  });

  it('explains an album that does not exist', async () => {
    vi.mocked(api.getAlbumPhotos).mockResolvedValue(null);
    renderAt('/photos?id=77');
    expect(await screen.findByText('这个相册不存在，可能已被删除')).toBeTruthy();
    expect(api.getAlbumPhotos).toHaveBeenCalledWith(77);
  });

  it('reserves each photo its own shape, loads lazily and opens the viewer at the clicked photo', async () => {
    vi.mocked(api.getAlbumPhotos).mockResolvedValue(album);
    renderAt('/photos?id=3');
    expect(await screen.findByRole('heading', { level: 1, name: '旅行' })).toBeTruthy();
    expect(screen.getByText('山海之间 · 3 张照片')).toBeTruthy();
    const second = screen.getByRole('button', { name: '查看第 2 张照片' });
    expect(second.style.aspectRatio).toBe('1 / 1.5');
    const img = within(second).getByRole('img');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('/uploads/p2.webp');

    fireEvent.click(second);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    expect(viewer.querySelector('img.ant-image-preview-img')?.getAttribute('src')).toBe('/uploads/p2.webp');
  });
});

describe('PhotoAlbumPage', () => {
  it('lists album cards with cover, name, description and count, each linking to its photos', async () => {
    vi.mocked(api.getAlbums).mockResolvedValue([
      { id: 3, album_name: '旅行', album_cover: '/uploads/c.webp', description: '山海之间', photo_count: 12 },
      { id: 4, album_name: '空的', album_cover: '', description: '', photo_count: 0 },
    ]);
    renderAt('/photoAlbum', 'albums');
    const travel = await screen.findByRole('link', { name: '旅行，12 张照片' });
    expect(travel.getAttribute('href')).toBe('/photos?id=3');
    expect(within(travel).getByText('山海之间')).toBeTruthy();
    expect(travel.querySelector('img')?.getAttribute('src')).toBe('/uploads/c.webp');
    expect(screen.getByRole('link', { name: '空的，0 张照片' }).querySelector('img')).toBeNull();
  });

  it('shows an empty state without albums', async () => {
    vi.mocked(api.getAlbums).mockResolvedValue([]);
    renderAt('/photoAlbum', 'albums');
    expect(await screen.findByText('还没有相册')).toBeTruthy();
  });
});
