import { describe, expect, it, vi } from 'vitest';
import { compressImage } from '@/features/chat/logic/compressImage';

const KB = 1024;
const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)]);

describe('compressImage (SPEC.md §9)', () => {
  it('passes files of 800 KB or less through without encoding', async () => {
    const encode = vi.fn();
    const file = blobOf(800 * KB);
    await expect(compressImage(file, encode)).resolves.toBe(file);
    expect(encode).not.toHaveBeenCalled();
  });

  it('starts at quality 1 and returns the first result under the target', async () => {
    const encode = vi.fn(async (q: number) => blobOf(q === 1 ? 700 * KB : 1));
    const out = await compressImage(blobOf(900 * KB), encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1]);
    expect(out.size).toBe(700 * KB);
  });

  it('drops quality by 0.2 per try and stops after 3 retries, keeping the smallest', async () => {
    const encode = vi.fn(async (q: number) => blobOf(Math.round(1000 * q) * KB + 900 * KB));
    const out = await compressImage(blobOf(5000 * KB), encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1, 0.8, 0.6, 0.4]);
    expect(out.size).toBe(1300 * KB);
  });

  it('never goes below the 0.2 floor', async () => {
    const encode = vi.fn<(q: number) => Promise<Blob>>(async () => blobOf(2000 * KB));
    await compressImage(blobOf(5000 * KB), encode, { startQuality: 0.4, maxRetries: 5 });
    expect(encode.mock.calls.map((c) => c[0])).toEqual([0.4, 0.2]);
  });

  it('succeeds on a retry once the result fits', async () => {
    const encode = vi.fn(async (q: number) => blobOf(q <= 0.6 ? 500 * KB : 1200 * KB));
    const out = await compressImage(blobOf(3000 * KB), encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1, 0.8, 0.6]);
    expect(out.size).toBe(500 * KB);
  });

  it('rejects when encoding fails', async () => {
    const encode = vi.fn(async () => {
      throw new Error('canvas');
    });
    await expect(compressImage(blobOf(900 * KB), encode)).rejects.toThrow();
  });
});
