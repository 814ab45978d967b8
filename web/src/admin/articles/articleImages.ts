import { API_CODE } from '@blog/contract';
import { ApiError } from '@/lib/http';
import { uploadImage } from '@/features/user/api';

/** The server's own cap (server/src/modules/upload/service.ts), checked first to spare a doomed upload. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return `「${file.name}」不是图片文件`;
  if (file.size > IMAGE_MAX_BYTES) return `图片「${file.name}」超过 5MB`;
  return null;
}

/** The uploaded image's address; rejects with a readable message. */
export async function uploadOneImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const res = await uploadImage(file, onProgress);
  if (res.code !== API_CODE.success || !res.result?.url) throw new Error(res.message || '图片上传失败');
  return res.result.url;
}

export interface InsertedImage {
  url: string;
  alt: string;
  title: string;
}

export interface UploadOutcome {
  images: InsertedImage[];
  /** Messages the user has not been shown yet (the http client already toasted 401/403/429/500). */
  failures: string[];
  failedCount: number;
}

/** The file name without its extension: a better alt text than nothing, and the writer can edit it. */
export function altOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim() || '图片';
}

/**
 * Uploads one after another, in the order given (the text gets them in that order, and the
 * per-user upload rate limit is not hit by a burst). A failed file does not stop the others.
 */
export async function uploadImages(
  files: readonly File[],
  upload: (file: File) => Promise<string> = (file) => uploadOneImage(file),
  onEach?: (done: number, total: number) => void,
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { images: [], failures: [], failedCount: 0 };
  for (const [index, file] of files.entries()) {
    try {
      const url = await upload(file);
      outcome.images.push({ url, alt: altOf(file.name), title: '' });
    } catch (error) {
      outcome.failedCount += 1;
      if (!(error instanceof ApiError && error.notified)) outcome.failures.push(error instanceof Error && error.message ? error.message : '图片上传失败');
    }
    onEach?.(index + 1, files.length);
  }
  return outcome;
}
