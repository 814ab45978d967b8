import { create } from 'zustand';
import { flushMusicState, useMusicStore } from './store';

/** The player start toast (SPEC.md §8). */
export const START_HINT_TEXT = '左下角听听歌吧～';
const START_HINT_MS = 3_000;

const useStartHint = create<{ open: boolean }>(() => ({ open: false }));
let hideTimer: number | undefined;

/**
 * 左下角听听歌吧～ points a new visitor at the music disc: once per visitor, remembered with the
 * player's saved state. Shown on every page load it lay over each page's title on phones, long
 * after the visitor knew where the music was.
 */
export function showStartHintOnce(): void {
  if (useMusicStore.getState().startHintSeen) return;
  useMusicStore.setState({ startHintSeen: true });
  // Written now rather than when the page is left: a tab a phone discards never says goodbye.
  flushMusicState();
  useStartHint.setState({ open: true });
  hideTimer = window.setTimeout(dismissStartHint, START_HINT_MS);
}

/** Takes the hint away early: a menu or drawer the visitor opens must not lie under it. */
export function dismissStartHint(): void {
  window.clearTimeout(hideTimer);
  useStartHint.setState({ open: false });
}

export function useStartHintOpen(): boolean {
  return useStartHint((s) => s.open);
}
