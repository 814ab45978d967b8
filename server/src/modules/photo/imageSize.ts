import path from 'node:path';
import sharp from 'sharp';
import { UPLOADED_IMAGE_PATTERN } from '@blog/contract';
import { createImageStore } from '../upload/service';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Pixel size of an image /api/upload/img stored (`/uploads/img/<sha256>.webp` is the file of that
 * name in the store's folder), read from the file itself; null when it is not one of ours or not
 * on disk. Uploads are re-encoded with their orientation applied, so these are the shown sizes.
 */
export function createUploadedImageSizes(dataDir: string) {
  const { dir } = createImageStore(dataDir);
  return async (url: string): Promise<ImageSize | null> => {
    if (!UPLOADED_IMAGE_PATTERN.test(url)) return null;
    try {
      const { width, height } = await sharp(path.join(dir, path.basename(url))).metadata();
      return width && height ? { width, height } : null;
    } catch {
      return null;
    }
  };
}

export type UploadedImageSizes = ReturnType<typeof createUploadedImageSizes>;
