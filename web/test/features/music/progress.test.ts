import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  DRAG_SUPPRESS_MS,
  formatTime,
  percentToSeconds,
  PROGRESS_STEP,
  progressPercent,
  sliderToVolume,
  volumeToSlider,
} from '@/features/music/logic';

describe('progressPercent', () => {
  it('rounds the percentage to 2 decimals', () => {
    expect(progressPercent(1, 3)).toBe(33.33);
    expect(progressPercent(2, 3)).toBe(66.67);
    expect(progressPercent(30, 60)).toBe(50);
  });

  it('is 0 while the duration is unknown and stays within 0–100', () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
    expect(progressPercent(90, 60)).toBe(100);
    expect(progressPercent(-1, 60)).toBe(0);
  });

  it('maps a slider percentage back to seconds', () => {
    expect(percentToSeconds(50, 200)).toBe(100);
    expect(percentToSeconds(150, 200)).toBe(200);
    expect(percentToSeconds(10, 0)).toBe(0);
  });

  it('uses the constants of SPEC.md §9', () => {
    expect(PROGRESS_STEP).toBe(0.1);
    expect(DRAG_SUPPRESS_MS).toBe(200);
    expect(DEFAULT_VOLUME).toBe(0.5);
  });
});

describe('formatTime', () => {
  it('shows mm:ss', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(5.9)).toBe('00:05');
    expect(formatTime(65)).toBe('01:05');
    expect(formatTime(600)).toBe('10:00');
    expect(formatTime(4_500)).toBe('75:00');
  });

  it('shows 00:00 for unknown times', () => {
    expect(formatTime(Number.NaN)).toBe('00:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatTime(-3)).toBe('00:00');
  });
});

describe('volume', () => {
  it('maps the 0–100 slider to 0–1 and back', () => {
    expect(sliderToVolume(0)).toBe(0);
    expect(sliderToVolume(50)).toBe(0.5);
    expect(sliderToVolume(100)).toBe(1);
    expect(volumeToSlider(0.5)).toBe(50);
    expect(volumeToSlider(0.07)).toBe(7);
  });

  it('clamps out-of-range values', () => {
    expect(sliderToVolume(140)).toBe(1);
    expect(sliderToVolume(-5)).toBe(0);
    expect(volumeToSlider(2)).toBe(100);
    expect(sliderToVolume(Number.NaN)).toBe(0.5);
  });
});
