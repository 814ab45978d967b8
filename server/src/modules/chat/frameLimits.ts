import type { FrameRule } from './limits';

/** What to do with one incoming frame. */
export type FrameVerdict = 'accept' | 'refuseAndTell' | 'refuse' | 'drop';

/**
 * Per-socket frame budgets, one fixed window per frame type. Synchronous and local on purpose: a
 * socket lives in one process, and the check runs before a frame is queued, so a flood never
 * grows the socket's queue. The first refusal of a window is told, the next ones are not (telling
 * every one would be an amplification of its own), and a socket that keeps on is dropped.
 */
export function createFrameLimiter<Type extends string>(
  rules: Readonly<Record<Type, FrameRule>>,
  dropAfter: number,
  now: () => number = Date.now,
) {
  const windows = new Map<Type, { count: number; refused: number; endsAt: number }>();
  return {
    hit(type: Type): FrameVerdict {
      const rule = rules[type];
      const time = now();
      let window = windows.get(type);
      if (!window || window.endsAt <= time) {
        window = { count: 0, refused: 0, endsAt: time + rule.windowMs };
        windows.set(type, window);
      }
      window.count++;
      if (window.count <= rule.max) return 'accept';
      window.refused++;
      if (window.refused > dropAfter) return 'drop';
      return window.refused === 1 ? 'refuseAndTell' : 'refuse';
    },
  };
}
