import type { LikeState } from '@blog/contract';

/** What the button shows while a request is out: the state the click asked for, count moved by one. */
export function optimisticToggle(state: LikeState): LikeState {
  const liked = !state.liked;
  return { liked, count: Math.max(0, state.count + (liked ? 1 : -1)) };
}
