import { createHash, randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../platform/errors';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, reencodeAsWebp, sniffImageType, TooManyPixelsError, UnreadableImageError } from '../../platform/image';
import type { DecodeTurn } from '../../platform/imageGate';
import { makePrivateDir, PRIVATE_FILE_MODE, touchIfExists } from '../../platform/files';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = '图片不能超过 5MB';
export const IMAGE_TYPE_MESSAGE = '只支持 JPG、PNG、WEBP、GIF 图片';
export const IMAGE_BROKEN_MESSAGE = '图片已损坏，无法读取';
/** Folder under DATA_DIR/uploads, and the URL prefix it is served at. */
export const IMAGE_SUBDIR = 'img';


export interface ImageStoreOptions {
  /**
   * Called with the size to be stored, after the picture was checked and re-encoded and before
   * anything is written; throwing refuses the upload with nothing stored (the uploader's daily budget,
   * the site's quota: storage/uploadSpace.ts).
   */
  admit?: (bytes: number) => Promise<void>;
}

/**
 * Stores uploaded images under `<dataDir>/uploads/img/<sha256 of the stored bytes>.webp`. The name
 * comes from the re-encoded output, so the same picture uploaded twice is stored once, and a URL
 * never changes content (it is served with an immutable cache header).
 */
export function createImageStore(dataDir: string, options: ImageStoreOptions = {}) {
  const dir = path.join(dataDir, 'uploads', IMAGE_SUBDIR);

  return {
    dir,
    /**
     * Checks and re-encodes `bytes`; nothing is written unless it is a readable image. A visitor's
     * upload takes its turn in the bounded queue ('queue': 429 when it is full); the admin's and the
     * server's own imports wait for theirs.
     */
    async save(bytes: Buffer, turn: DecodeTurn = 'wait'): Promise<string> {
      const type = sniffImageType(bytes);
      if (!type) throw badRequest(IMAGE_TYPE_MESSAGE);
      let output: Buffer;
      try {
        output = await reencodeAsWebp(bytes, type, turn);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw badRequest(IMAGE_BROKEN_MESSAGE);
        if (error instanceof TooManyPixelsError) throw badRequest(IMAGE_TOO_MANY_PIXELS_MESSAGE);
        throw error;
      }
      const name = `${createHash('sha256').update(output).digest('hex')}.webp`;
      const file = path.join(dir, name);
      await options.admit?.(output.length);
      // A picture stored before is reused, and made young so the clean-up leaves it.
      if (!(await touchIfExists(file))) {
        await makePrivateDir(dir);
        // Write then rename: a reader never sees a half-written file under the final name.
        const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, output, { mode: PRIVATE_FILE_MODE });
          await rename(temp, file);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return `/uploads/${IMAGE_SUBDIR}/${name}`;
    },
  };
}
