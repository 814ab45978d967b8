import type { UploadFile } from 'antd/es/upload';

/* The talk form keeps its pictures as antd upload entries; these turn them into what is saved. */

/** A saved post's images as finished upload entries (uid from the position: stable for one form). */
export function toUploadFiles(urls: readonly string[]): UploadFile[] {
  return urls.map((url, i) => ({ uid: `saved-${i}`, name: url.split('/').pop() ?? `图片${i + 1}`, status: 'done', url, thumbUrl: url }));
}

export interface CollectedImages {
  urls: string[];
  uploading: number;
  failed: number;
}

/** The URLs to save, in the order shown, and how many pictures are not ready. */
export function collectImages(files: readonly UploadFile[] | undefined): CollectedImages {
  const collected: CollectedImages = { urls: [], uploading: 0, failed: 0 };
  for (const file of files ?? []) {
    if (file.status === 'done' && file.url) collected.urls.push(file.url);
    else if (file.status === 'error') collected.failed += 1;
    else collected.uploading += 1;
  }
  return collected;
}

/** Why the pictures cannot be saved yet, or null. */
export function imagesProblem(collected: CollectedImages): string | null {
  if (collected.uploading > 0) return '还有图片在上传，请稍等';
  if (collected.failed > 0) return '有图片上传失败，请删除后重新上传';
  return null;
}

