import { describe, expect, it } from 'vitest';
import { imagesUsedByOthers } from '@/admin/banners/usedImages';

const header = (id: number, route_name: string, bg_url: string) => ({ id, route_name, bg_url });

describe('选用已有图片', () => {
  it('列出其他页面在用的图片，去重并写明哪些页面在用，不含本页自己的', () => {
    const headers = [
      header(1, 'Home', '/uploads/seed/a.webp'),
      header(2, 'Archives', '/uploads/seed/b.webp'),
      header(3, 'Tag', '/uploads/seed/b.webp'),
      header(4, 'Talk', '/uploads/seed/a.webp'),
      header(5, 'LinkList', ''),
    ];
    expect(imagesUsedByOthers(headers, 'Home')).toEqual([{ url: '/uploads/seed/b.webp', usedBy: ['时间轴', '标签'] }]);
    expect(imagesUsedByOthers(headers, 'Category')).toEqual([
      { url: '/uploads/seed/a.webp', usedBy: ['首页', '说说'] },
      { url: '/uploads/seed/b.webp', usedBy: ['时间轴', '标签'] },
    ]);
  });

  it('还没有任何背景时没有可选的', () => {
    expect(imagesUsedByOthers([], 'Home')).toEqual([]);
  });
});
