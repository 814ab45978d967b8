import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isMobile, useIsMobile } from '@/lib/device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('isMobile', () => {
  it('tells phones from desktops by user agent', () => {
    expect(isMobile(IPHONE)).toBe(true);
    expect(isMobile(ANDROID)).toBe(true);
    expect(isMobile(DESKTOP)).toBe(false);
    expect(isMobile('')).toBe(false);
  });
});

describe('useIsMobile', () => {
  it('follows the narrow-window media query', () => {
    const listeners = new Set<() => void>();
    let matches = false;
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList;
    try {
      const { result } = renderHook(() => useIsMobile());
      expect(result.current).toBe(false);
      matches = true;
      act(() => listeners.forEach((fn) => fn()));
      expect(result.current).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});
