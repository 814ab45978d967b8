import { describe, expect, it } from 'vitest';
import type { UploadFile } from 'antd/es/upload';
import { collectImages, imagesProblem, toUploadFiles } from '@/admin/talk/talkImages';

describe('talk images in the form', () => {
  it('turns saved URLs into finished entries and back, in the same order', () => {
    const urls = ['/uploads/img/b.webp', '/uploads/img/a.webp'];
    const files = toUploadFiles(urls);
    expect(files.map((f) => [f.status, f.url])).toEqual([
      ['done', urls[0]],
      ['done', urls[1]],
    ]);
    expect(new Set(files.map((f) => f.uid)).size).toBe(2);
    expect(collectImages(files)).toEqual({ urls, uploading: 0, failed: 0 });
    expect(imagesProblem(collectImages(files))).toBeNull();
  });

  it('holds the save while a picture is uploading or failed', () => {
    const files: UploadFile[] = [
      { uid: '1', name: 'a', status: 'done', url: '/uploads/img/a.webp' },
      { uid: '2', name: 'b', status: 'uploading', percent: 40 },
      { uid: '3', name: 'c', status: 'error' },
    ];
    const collected = collectImages(files);
    expect(collected).toEqual({ urls: ['/uploads/img/a.webp'], uploading: 1, failed: 1 });
    expect(imagesProblem(collected)).toBe('还有图片在上传，请稍等');
    expect(imagesProblem({ urls: [], uploading: 0, failed: 1 })).toBe('有图片上传失败，请删除后重新上传');
    expect(collectImages(undefined)).toEqual({ urls: [], uploading: 0, failed: 0 });
  });
});
