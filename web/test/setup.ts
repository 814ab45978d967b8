import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no matchMedia; antd and useIsMobile read it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// The app loads antd's toasts on the first toast (lib/feedback.ts); tests toast at any moment, so
// their code is loaded up front here, as it was when the page loaded it, instead of inside a test.
if (typeof window !== 'undefined') await import('@/lib/staticFeedback');

// jsdom's scrollTo only logs "not implemented"; the shell scrolls on every route change.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// A lazy page whose import resolves after a file's last test wakes React, whose scheduler would then
// run (setImmediate) after jsdom is torn down ("window is not defined"): let both finish first. One
// settled import can start the next (the lazily loaded toast holder, a route's chunk), so a few rounds.
afterAll(async () => {
  for (let round = 0; round < 5; round++) {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
