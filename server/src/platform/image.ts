import sharp from 'sharp';

/** The image formats uploads accept, told apart by their first bytes, never by name or header. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Longest side of a stored image; larger uploads are scaled down, smaller ones kept. */
export const MAX_IMAGE_SIDE = 2560;
/** Decoding refuses anything larger (all frames together): a tiny file must not inflate to gigabytes. */
const MAX_INPUT_PIXELS = 60_000_000;

export class UnreadableImageError extends Error {}

/**
 * Re-encodes an upload as WebP: applies the EXIF orientation to the pixels, then drops every
 * metadata block (sharp writes none unless asked: no EXIF, GPS, XMP or comments survive), and caps
 * the size. Animated GIF and WebP stay animated (all frames, same timing), as chat stickers need.
 */
export async function reencodeAsWebp(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  try {
    return await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
