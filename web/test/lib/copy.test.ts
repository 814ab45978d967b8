import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_PREVIEW_MAX, copyText } from '@/lib/copy';
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

  it('copies a long text whole but repeats it in the toast on one line, shortened with …', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(feedback.message, 'success').mockImplementation(() => Promise.resolve(true) as never);
    const code = `const 问候 = '你好';\n${'console.log(问候);\n'.repeat(20)}`;
    await copyText(code);
    expect(writeText).toHaveBeenCalledWith(code);
    const shown = String(success.mock.calls[0]?.[0]);
    expect(shown.startsWith("复制成功：const 问候 = '你好'; console.log")).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown).length).toBe('复制成功：'.length + COPIED_PREVIEW_MAX + 1);
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
