import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http';
import { altOf, uploadImages } from '@/admin/articles/articleImages';
import { imageProblem } from '@/admin/shared/images';

const file = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('article images', () => {
  it('refuses non-images and images over 5MB before uploading', () => {
    expect(imageProblem({ name: 'a.txt', type: 'text/plain', size: 1 })).toBe('「a.txt」不是图片文件');
    expect(imageProblem({ name: 'big.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('图片「big.jpg」超过 5MB');
    expect(imageProblem({ name: 'ok.jpg', type: 'image/jpeg', size: 1024 })).toBeNull();
  });

  it('uploads in order, inserts what succeeded and reports what failed', async () => {
    const upload = vi.fn(async (f: File) => {
      if (f.name === 'bad.png') throw new Error('图片格式不支持');
      if (f.name === 'limited.png') throw new ApiError('请求过于频繁', 429, undefined, true);
      return `/uploads/img/${f.name}.webp`;
    });
    const progress: number[] = [];
    const outcome = await uploadImages([file('一.png'), file('bad.png'), file('limited.png'), file('二.jpeg')], upload, (done) => progress.push(done));
    expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['一.png', 'bad.png', 'limited.png', '二.jpeg']);
    expect(outcome.images).toEqual([
      { url: '/uploads/img/一.png.webp', alt: '一', title: '' },
      { url: '/uploads/img/二.jpeg.webp', alt: '二', title: '' },
    ]);
    expect(outcome.failedCount).toBe(2);
    // The 429 was already toasted by the http client; only the other reason is left to show.
    expect(outcome.failures).toEqual(['图片格式不支持']);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('uses the file name without extension as alt text', () => {
    expect(altOf('屏幕截图 2025.png')).toBe('屏幕截图 2025');
    expect(altOf('.png')).toBe('图片');
  });
});
