import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/copy';
import { feedback } from '@/lib/feedback';

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies and shows 复制成功 followed by the content', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(feedback.message, 'success').mockImplementation(() => Promise.resolve(true) as never);
    await expect(copyText('npm ci')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npm ci');
    expect(success).toHaveBeenCalledWith('复制成功：npm ci');
  });

  it('only warns in the console when there is nothing to copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const success = vi.spyOn(feedback.message, 'success');
    await expect(copyText('')).resolves.toBe(false);
    await expect(copyText(undefined)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(success).not.toHaveBeenCalled();
  });
});
