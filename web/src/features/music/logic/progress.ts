/** Progress, time and volume maths of the player bar (SPEC.md §9). */

export const PROGRESS_STEP = 0.1;
/** Progress updates from the audio are ignored this long after a drag (SPEC.md §9). */
export const DRAG_SUPPRESS_MS = 200;
export const DEFAULT_VOLUME = 0.5;

/** Percentage of `current` in `duration`, rounded to 2 decimals, 0 when the duration is unknown. */
export function progressPercent(currentSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(currentSeconds)) return 0;
  const percent = Math.min(100, Math.max(0, (currentSeconds / durationSeconds) * 100));
  return Math.round(percent * 100) / 100;
}

/** Seconds into the track at a slider percentage. */
export function percentToSeconds(percent: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return (Math.min(100, Math.max(0, percent)) / 100) * durationSeconds;
}

/** mm:ss; minutes keep counting past an hour (75:00). */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Slider 0–100 to the audio element's 0–1. */
export function sliderToVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, value / 100));
}

export function volumeToSlider(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME * 100;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100);
}
