/** Play modes and the next-track rule of SPEC.md §4. */

export const PLAY_MODES = ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];

export const PLAY_MODE_LABEL: Record<PlayMode, string> = {
  RANDOM: '随机播放',
  LISTLOOP: '列表循环',
  SINGLECYCLE: '单曲循环',
};

/** RANDOM → LISTLOOP → SINGLECYCLE → RANDOM. */
export function nextPlayMode(mode: PlayMode): PlayMode {
  return PLAY_MODES[(PLAY_MODES.indexOf(mode) + 1) % PLAY_MODES.length]!;
}

export function isPlayMode(value: unknown): value is PlayMode {
  return typeof value === 'string' && (PLAY_MODES as readonly string[]).includes(value);
}

export type Direction = 'next' | 'prev';

/**
 * Index to play after `current` in a list of `length` songs. `current` may be -1 (the playing
 * song is not in the list): forward then starts at the first song. `random` returns [0, 1).
 */
export function nextIndex(
  mode: PlayMode,
  current: number,
  length: number,
  direction: Direction = 'next',
  random: () => number = Math.random,
): number {
  if (length <= 0) return -1;
  if (mode === 'SINGLECYCLE') return current >= 0 && current < length ? current : 0;
  if (mode === 'RANDOM') {
    if (length === 1) return 0;
    if (current < 0 || current >= length) return Math.floor(random() * length);
    // Draw among the other length-1 songs so the result always differs without retrying.
    const pick = Math.floor(random() * (length - 1));
    return pick >= current ? pick + 1 : pick;
  }
  if (current < 0 || current >= length) return direction === 'next' ? 0 : length - 1;
  const step = direction === 'next' ? 1 : -1;
  return (current + step + length) % length;
}
