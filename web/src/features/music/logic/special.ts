/** Special lyric mode controls: background brightness and font sizes (SPEC.md §9). */

export const BRIGHTNESS_MIN = 0.5;
export const BRIGHTNESS_STEP = 0.1;

/** 0.5 → 0.6 → … → 1 → 0.5: one step brighter, wrapping from full brightness to the darkest. */
export function nextBrightness(current: number): number {
  if (!Number.isFinite(current) || current >= 1 - 1e-9) return BRIGHTNESS_MIN;
  const next = Math.round((current + BRIGHTNESS_STEP) * 10) / 10;
  return Math.min(1, Math.max(BRIGHTNESS_MIN, next));
}

export interface FontSizeRange {
  start: number;
  min: number;
  max: number;
}

/** In rem. */
export const FONT_SIZES = {
  title: { start: 2.4, min: 1, max: 5 },
  author: { start: 1.4, min: 0, max: 2.4 },
  lyric: { start: 1.8, min: 1, max: 4 },
} as const satisfies Record<string, FontSizeRange>;

export type FontSizeTarget = keyof typeof FONT_SIZES;
export const FONT_SIZE_STEP = 0.2;

/** The size one step up (+1) or down (-1), kept inside the target's range. */
export function stepFontSize(target: FontSizeTarget, current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * FONT_SIZE_STEP) * 10) / 10;
  return clampFontSize(target, next);
}

export function clampFontSize(target: FontSizeTarget, value: number): number {
  const range: FontSizeRange = FONT_SIZES[target];
  if (!Number.isFinite(value)) return range.start;
  return Math.min(range.max, Math.max(range.min, value));
}
