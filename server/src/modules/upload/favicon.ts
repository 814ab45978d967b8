import { createHash, randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../platform/errors';
import { makePrivateDir, PRIVATE_FILE_MODE, touchIfExists } from '../../platform/files';
import { IMAGE_SUBDIR, IMAGE_TYPE_MESSAGE, type createImageStore } from './service';

/** An icon file holds a few small pictures; anything larger is not a favicon. */
export const ICO_MAX_BYTES = 1024 * 1024;
export const FAVICON_MESSAGES = {
  svgRefused: 'SVG 图标里可以藏脚本和外部链接，为了访客的安全不支持上传 SVG；请导出成 PNG（建议 256×256）或 ICO 后再上传',
  icoTooLarge: `ICO 图标不能超过 ${ICO_MAX_BYTES / 1024}KB`,
  icoBroken: 'ICO 图标已损坏或不是有效的图标文件',
  type: `网站图标${IMAGE_TYPE_MESSAGE.replace('只支持 ', '只支持 ICO、')}（SVG 不支持）`,
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const isIco = (bytes: Buffer) => bytes.length >= 6 && bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1;

/** Text that is an SVG document (possibly after a BOM, an XML declaration, comments or a doctype). */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

/**
 * Whether an .ico is what it says: a directory of 1–64 images, each inside the file and each a
 * PNG or a BMP without its file header (a BITMAPINFOHEADER, 40 bytes). Browsers read nothing else
 * from it; the file is stored as sent and served as image/x-icon.
 */
export function validIco(bytes: Buffer): boolean {
  const count = bytes.readUInt16LE(4);
  if (count < 1 || count > 64 || bytes.length < 6 + count * 16) return false;
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + i * 16;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size < 8 || offset < 6 + count * 16 || offset + size > bytes.length) return false;
    const png = PNG_SIGNATURE.every((byte, k) => bytes[offset + k] === byte);
    const bmp = bytes.readUInt32LE(offset) === 40;
    if (!png && !bmp) return false;
  }
  return true;
}

/**
 * 网站设置's favicon upload: PNG/JPG/WEBP/GIF re-encoded as every image is; ICO checked and kept as
 * it is (browsers want the file itself); SVG refused with the reason, since a stored SVG opened at
 * its own address runs its scripts on the site's origin.
 */
export function createFaviconStore(dataDir: string, images: ReturnType<typeof createImageStore>, admit?: (bytes: number) => Promise<void>) {
  const dir = path.join(dataDir, 'uploads', IMAGE_SUBDIR);
  return {
    async save(bytes: Buffer): Promise<string> {
      if (looksLikeSvg(bytes)) throw badRequest(FAVICON_MESSAGES.svgRefused);
      if (!isIco(bytes)) {
        try {
          return await images.save(bytes);
        } catch (error) {
          if (error instanceof Error && error.message === IMAGE_TYPE_MESSAGE) throw badRequest(FAVICON_MESSAGES.type);
          throw error;
        }
      }
      if (bytes.length > ICO_MAX_BYTES) throw badRequest(FAVICON_MESSAGES.icoTooLarge);
      if (!validIco(bytes)) throw badRequest(FAVICON_MESSAGES.icoBroken);
      const name = `${createHash('sha256').update(bytes).digest('hex')}.ico`;
      const file = path.join(dir, name);
      // The site's upload space counts an icon as any stored picture.
      await admit?.(bytes.length);
      if (!(await touchIfExists(file))) {
        await makePrivateDir(dir);
        const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, bytes, { mode: PRIVATE_FILE_MODE });
          await rename(temp, file);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return `/uploads/${IMAGE_SUBDIR}/${name}`;
    },
  };
}
