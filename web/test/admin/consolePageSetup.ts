import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { feedback } from '@/lib/feedback';
import { installDomPolyfills } from '../features/article/domPolyfills';

type ToastKind = 'success' | 'error' | 'warning';

/**
 * A console page test's frame: jsdom gets what antd needs, the toasts are silenced (and spied on,
 * for the assertions) before each test, and every mock is reset after it.
 */
export function setUpConsolePageTest(toasts: readonly ToastKind[] = ['success', 'error']): void {
  beforeAll(installDomPolyfills);
  beforeEach(() => {
    for (const kind of toasts) vi.spyOn(feedback.message, kind).mockImplementation(() => undefined as never);
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });
}
