import { vi } from 'vitest';

/** jsdom has no media playback: play resolves (or rejects when told), pause does nothing. */
export function stubMediaPlayback() {
  const play = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  const pause = vi.fn<() => void>();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, writable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, writable: true, value: pause });
  return { play, pause };
}
