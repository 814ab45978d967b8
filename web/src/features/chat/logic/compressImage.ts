import { COMPRESS_DEFAULTS, COMPRESS_THRESHOLD_BYTES } from '../constants';

export type EncodeAtQuality = (quality: number) => Promise<Blob>;

export interface CompressOptions {
  thresholdBytes?: number;
  targetBytes?: number;
  startQuality?: number;
  maxRetries?: number;
  qualityStep?: number;
  minQuality?: number;
}

/** Rounds away float drift (1 - 0.2 - 0.2 ... would give 0.6000000000000001). */
const roundQuality = (q: number) => Math.round(q * 100) / 100;

/**
 * SPEC.md §9 loop: files at or under the threshold pass through; bigger ones are re-encoded from
 * quality 1 down by 0.2 per retry (never below 0.2) until one fits the target, at most 3 retries.
 * When no try fits, the smallest result is used. Pure over `encode` so it needs no canvas.
 * Rejects when encoding fails (the caller shows 图片上传失败).
 */
export async function compressImage(file: Blob, encode: EncodeAtQuality, options: CompressOptions = {}): Promise<Blob> {
  const { thresholdBytes = COMPRESS_THRESHOLD_BYTES, ...rest } = options;
  const o = { ...COMPRESS_DEFAULTS, ...rest };
  if (file.size <= thresholdBytes) return file;
  let quality = o.startQuality;
  let best: Blob | null = null;
  for (let attempt = 0; attempt <= o.maxRetries; attempt++) {
    const blob = await encode(quality);
    if (!best || blob.size < best.size) best = blob;
    if (blob.size <= o.targetBytes) return blob;
    const next = roundQuality(Math.max(o.minQuality, quality - o.qualityStep));
    // At the floor another try would give the same bytes.
    if (next === quality) break;
    quality = next;
  }
  if (!best) throw new Error('图片压缩失败');
  return best;
}
