import sharp from 'sharp';
import { imageDecodeGate, type DecodeTurn } from './imageGate';

// Bounded memory for libvips: no cache of decoded images and operations between calls (it kept up
// to 50 MB after an upload, more with large images), and one worker thread per image (each thread
// holds its own buffers; the decode gate already limits how many images run at once).
sharp.cache(false);
sharp.concurrency(1);

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
/**
 * Decoding refuses anything larger (all frames together): a tiny file must not inflate to gigabytes.
 * Stored images are at most 2,560 px on the long side (about 5 megapixels); the largest pictures
 * people upload straight from a phone are its 48–50 megapixel modes (8064×6048, 8160×6120) and a
 * camera's 24–45, so 50 million keeps all of those while a progressive JPEG at the cap costs about
 * 190 MB to decode (at the old 60 million, 220 MB; a 60-megapixel PNG bomb is now refused from its
 * header, before any decoding). Larger originals — 100/200 MP phone modes, medium format — are
 * shrunk before uploading; the message says so.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `图片像素太多（超过 ${MAX_INPUT_PIXELS / 10_000} 万像素），请缩小后再上传`;

export class UnreadableImageError extends Error {}
/** The header declares more pixels than MAX_INPUT_PIXELS: refused before any decoding. */
export class TooManyPixelsError extends Error {}

/** Pixels of all frames, from the header alone (no pixel is decoded). */
async function declaredPixels(bytes: Buffer, animated: boolean): Promise<number> {
  const meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  const frames = animated ? (meta.pages ?? 1) : 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  return meta.width * Math.max(meta.height, frameHeight * frames);
}

/**
 * Re-encodes an upload as WebP: applies the EXIF orientation to the pixels, then drops every
 * metadata block (sharp writes none unless asked: no EXIF, GPS, XMP or comments survive), and caps
 * the size. Animated GIF and WebP stay animated (all frames, same timing), as chat stickers need.
 * The header is checked first (TooManyPixelsError), then the decode waits for its turn at the
 * process's decode gate (imageGate.ts; `turn` says whether it may be refused for being busy).
 */
export async function reencodeAsWebp(bytes: Buffer, type: ImageType, turn: DecodeTurn = 'wait'): Promise<Buffer> {
  const animated = type === 'gif' || type === 'webp';
  let pixels: number;
  try {
    pixels = await declaredPixels(bytes, animated);
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  if (pixels > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${pixels} pixels`);
  return imageDecodeGate().run(turn, async () => {
    try {
      return await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer();
    } catch (error) {
      throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
    }
  });
}
