import { vi } from 'vitest';

/*
 * Module factories for vi.mock, shared by the music component and controller tests:
 *   vi.mock('@/features/music/api', async () => (await import('./mocks')).musicApiMock());
 */

/** Every /wapi call as a bare mock; each test sets the answers it needs. */
export function musicApiMock() {
  return {
    searchSongs: vi.fn(),
    getToplist: vi.fn(),
    getPlaylistTracks: vi.fn(),
    getSongDetail: vi.fn(),
    getSongUrl: vi.fn(),
    getLyric: vi.fn(),
  };
}

/** Toasts recorded instead of shown. */
export function feedbackMock() {
  return {
    TOAST_TOP: 60,
    feedback: { message: { info: vi.fn(), success: vi.fn() }, notification: { error: vi.fn(), warning: vi.fn() } },
  };
}
