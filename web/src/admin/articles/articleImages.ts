import { unshownMessage } from '@/lib/http';
import { uploadOneImage } from '../shared/images';

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
      const message = unshownMessage(error, '图片上传失败');
      if (message) outcome.failures.push(message);
    }
    onEach?.(index + 1, files.length);
  }
  return outcome;
}
